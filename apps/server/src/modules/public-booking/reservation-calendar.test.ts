import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { reservationCalendar, type ReservationCalendarEntry } from './reservation-calendar';

/*
 * The file the platform mails to a patient, read back by a real iCalendar parser (ical.js): what
 * a clinic or a patient typed stays inside its own value, and nothing adds a line of its own.
 */
const HOSTILE_LINE = '\r\nATTENDEE;CN=Evil:mailto:evil@example.com';

function entry(overrides: Partial<ReservationCalendarEntry> = {}): ReservationCalendarEntry {
  return {
    uid: 'reservation-1',
    title: 'Reservasi di Klinik Melati',
    description: 'Dokter: dr. Sari',
    location: 'Jl. Melati 1, Bandung',
    start: new Date('2026-12-05T02:00:00Z'),
    end: new Date('2026-12-05T02:30:00Z'),
    organizer: { name: 'Klinik Melati', email: 'klinik@example.com' },
    attendee: { name: 'Budi Santoso', email: 'budi@example.com' },
    url: 'https://praktik.example/cancel',
    sequence: 0,
    ...overrides,
  };
}

function eventOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  return events[0]!;
}

describe('the booking calendar file', () => {
  it('keeps a quote in a name inside its CN (RFC 6868), read back as typed', () => {
    const event = eventOf(
      reservationCalendar(
        entry({ attendee: { name: 'Budi "Jr" Santoso', email: 'budi@example.com' } }),
      ),
    );
    const attendees = event.getAllProperties('attendee');
    expect(attendees).toHaveLength(1);
    expect(attendees[0]!.getParameter('cn')).toBe('Budi "Jr" Santoso');
  });

  it('keeps line breaks in the clinic name and the texts inside their values: no line of their own', () => {
    const text = reservationCalendar(
      entry({
        title: `Reservasi${HOSTILE_LINE}`,
        location: `Klinik${HOSTILE_LINE}`,
        organizer: { name: `Klinik Melati${HOSTILE_LINE}`, email: 'klinik@example.com' },
        attendee: { name: `Budi${HOSTILE_LINE}`, email: 'budi@example.com' },
      }),
    );
    expect(text).not.toMatch(/^ATTENDEE;CN=Evil/m);
    const event = eventOf(text);
    expect(event.getAllProperties('attendee')).toHaveLength(1);
    expect(event.getAllProperties('organizer')).toHaveLength(1);
    expect(event.getFirstProperty('organizer')!.getParameter('cn')).toBe(
      `Klinik Melati\nATTENDEE;CN=Evil:mailto:evil@example.com`,
    );
    expect(event.getFirstPropertyValue('summary')).toBe(
      'Reservasi\nATTENDEE;CN=Evil:mailto:evil@example.com',
    );
  });

  it('writes a caret as RFC 6868 asks', () => {
    const event = eventOf(
      reservationCalendar(entry({ organizer: { name: 'Klinik ^_^', email: 'k@example.com' } })),
    );
    expect(event.getFirstProperty('organizer')!.getParameter('cn')).toBe('Klinik ^_^');
  });

  it('sends a moved time as a REQUEST of the same UID with the higher SEQUENCE', () => {
    const text = reservationCalendar(entry({ sequence: 2 }));
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const event = eventOf(text);
    expect(event.getFirstPropertyValue('uid')).toBe('reservation-1');
    expect(event.getFirstPropertyValue('sequence')).toBe(2);
    expect(event.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });

  it('cancels the event: METHOD:CANCEL, STATUS:CANCELLED, same UID', () => {
    const text = reservationCalendar(entry({ sequence: 1, cancelled: true }));
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    const event = eventOf(text);
    expect(event.getFirstPropertyValue('uid')).toBe('reservation-1');
    expect(event.getFirstPropertyValue('sequence')).toBe(1);
    expect(event.getFirstPropertyValue('status')).toBe('CANCELLED');
  });
});
