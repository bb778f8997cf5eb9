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
}

/**
 * The booking's iCalendar file (RFC 5545, METHOD:REQUEST), made with the `ics` library. Start
 * and end are written as UTC instants: the same moments as the clinic's wall clock (+7), read
 * right by a calendar in any zone.
 */
export function reservationCalendar(entry: ReservationCalendarEntry): string {
  const { error, value } = createEvent({
    uid: entry.uid,
    method: 'REQUEST',
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
    status: 'CONFIRMED',
    organizer: entry.organizer,
    attendees: [{ ...entry.attendee, rsvp: false, role: 'REQ-PARTICIPANT' }],
  });
  if (error || !value) throw error ?? new Error('ics made no calendar');
  return value;
}
