import ICAL from 'ical.js';
import { expect } from 'vitest';
import type { ReceivedMail } from './smtp-test-server';

/** A calendar file's event as a patient's calendar reads it. */
export interface CalendarEvent {
  method: unknown;
  status: unknown;
  sequence: number;
  uid: string;
  /** ISO instants in UTC. */
  start: string;
  end: string;
}

/** The event of a calendar file's text (`reservation.ics`, or the calendar link's answer). */
export function calendarEventIn(text: string): CalendarEvent {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return {
    method: calendar.getFirstPropertyValue('method'),
    status: event.component.getFirstPropertyValue('status'),
    sequence: event.sequence,
    uid: event.uid,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
  };
}

/** The event a mail carries as `reservation.ics`, a calendar file; no such file fails the test. */
export function calendarEventOf(mail: ReceivedMail): CalendarEvent {
  const attachment = mail.attachments.find((file) => file.filename === 'reservation.ics');
  if (!attachment) throw new Error(`no reservation.ics in "${mail.subject}"`);
  expect(attachment.contentType).toBe('text/calendar');
  return calendarEventIn(attachment.content);
}
