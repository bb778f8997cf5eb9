import { createEvent } from 'ics';

export interface ReservationCalendarEntry {
  /** The reservation id: the event's UID, so a second copy updates the first in a calendar. */
  uid: string;
  title: string;
  description: string;
  location: string;
  start: Date;
  end: Date;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** An address for the event (the cancel page). */
  url: string;
  /** The reservation's `calendar_sequence`: a calendar takes a copy over one of a lower SEQUENCE. */
  sequence: number;
  /** A cancelled reservation's file removes the event from the calendar (RFC 5546 CANCEL). */
  cancelled?: boolean;
}

/**
 * A parameter value (a person's or the clinic's name in CN) as RFC 5545 and RFC 6868 allow it:
 * `ics` writes it between quotes as given, and a quote or a line break inside would end the value
 * or the line (a clinic named across two lines wrote an ORGANIZER of its own). RFC 6868 writes
 * `^` as `^^`, a line break as `^n` and `"` as `^'`; other control characters become spaces.
 */
export function calendarParameter(text: string): string {
  return text
    .replace(/\^/g, '^^')
    .replace(/\r\n|\r|\n/g, '^n')
    .replace(/"/g, "^'")
    .replace(/\p{Cc}/gu, ' ');
}

/**
 * The booking's iCalendar file (RFC 5545; RFC 5546 METHOD:REQUEST, or CANCEL once cancelled), made with the `ics` library (which
 * escapes the TEXT values: title, description, location). Start
 * and end are written as UTC instants: the same moments as the clinic's wall clock (+7), read
 * right by a calendar in any zone.
 */
export function reservationCalendar(entry: ReservationCalendarEntry): string {
  const { error, value } = createEvent({
    uid: entry.uid,
    method: entry.cancelled ? 'CANCEL' : 'REQUEST',
    sequence: entry.sequence,
    productId: 'praktik/public-booking',
    title: entry.title,
    description: entry.description,
    location: entry.location,
    url: entry.url,
    start: entry.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: entry.end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: entry.cancelled ? 'CANCELLED' : 'CONFIRMED',
    organizer: { ...entry.organizer, name: calendarParameter(entry.organizer.name) },
    attendees: [
      {
        ...entry.attendee,
        name: calendarParameter(entry.attendee.name),
        rsvp: false,
        role: 'REQ-PARTICIPANT',
      },
    ],
  });
  if (error || !value) throw error ?? new Error('ics made no calendar');
  return value;
}
