import { describe, expect, it } from 'vitest';
import { translatorFor } from '../test-support/translate';
import { bookingMailContent, type BookingMailInput } from './booking-mail';

const booking: BookingMailInput = {
  kind: 'booked',
  locale: 'id',
  patientName: 'Sari',
  clinic: { name: 'Klinik Melati', address: 'Jl. Merdeka 10, Bandung' },
  doctorName: 'dr. Andi',
  serviceName: 'Konsultasi',
  date: '2026-11-26',
  start: '09:00:00',
  end: '09:30:00',
  confirmed: false,
  confirmUrl: 'https://app.example/reservation-confirm?id=1&token=c',
  holdMinutes: 15,
  cancelUrl: 'https://app.example/reservation-cancel?id=1&token=x',
  googleCalendarUrl: 'https://calendar.google.com/calendar/render?action=TEMPLATE',
  withCalendarFile: true,
};

const value = (content: ReturnType<typeof bookingMailContent>, label: string) =>
  content.details.find((row) => row.label === label)?.value;

describe('a booking’s mail', () => {
  it('names the day with its weekday, the span with "sampai", the status, and signs as the clinic', () => {
    const mail = bookingMailContent(booking, translatorFor('id'));
    expect(mail.heading).toBe('Reservasi Anda sudah tercatat');
    expect(value(mail, 'Tanggal')).toBe('Kamis, 26 November 2026');
    expect(value(mail, 'Jam')).toBe('09:00 sampai 09:30 WIB');
    expect(value(mail, 'Status')).toBe('Menunggu konfirmasi Anda');
    expect(mail.actions.map((action) => action.name)).toEqual([
      'confirm',
      'calendar',
      'map',
      'cancel',
    ]);
    expect(mail.actions[0]!.intro).toContain('dalam 15 menit');
    expect(mail.signOff).toEqual(['Salam,', 'Klinik Melati']);
    expect(mail.subject).toBe('Reservasi Anda di Klinik Melati: 26 Nov 2026 pukul 09:00');
  });

  it('once cancelled offers no link to keep or cancel it, and says who cancelled', () => {
    const t = translatorFor('en');
    const byClinic = bookingMailContent(
      { ...booking, kind: 'cancelled', cancelledBy: 'clinic', locale: 'en' },
      t,
    );
    expect(byClinic.heading).toBe('Your booking is cancelled');
    expect(byClinic.intro).toMatch(/^Klinik Melati has cancelled/);
    expect(value(byClinic, 'Status')).toBe('Cancelled');
    expect(value(byClinic, 'Time')).toBe('09:00 to 09:30 WIB (UTC+7)');
    expect(byClinic.actions).toEqual([]);
    expect(byClinic.notes[0]).toMatch(/open it to remove this booking/);
    const expired = bookingMailContent(
      { ...booking, kind: 'cancelled', cancelledBy: 'expiry' },
      translatorFor('id'),
    );
    expect(expired.intro).toMatch(/tidak dikonfirmasi tepat waktu/);
  });

  it('reminds with the map and the cancel link, the clinic’s contact and where a reply goes', () => {
    const mail = bookingMailContent(
      {
        ...booking,
        kind: 'reminder',
        confirmed: true,
        clinic: { ...booking.clinic, phoneNumber: '0221234567', email: 'halo@melati.example' },
        repliesReachClinic: true,
        withCalendarFile: false,
      },
      translatorFor('id'),
    );
    expect(mail.actions.map((action) => action.name)).toEqual(['map', 'cancel']);
    const map = new URL(mail.actions[0]!.url);
    expect(map.searchParams.get('query')).toBe('Klinik Melati, Jl. Merdeka 10, Bandung');
    expect(mail.notes).toEqual([
      'Ada pertanyaan? Hubungi Klinik Melati: 0221234567 · halo@melati.example.',
      'Balas email ini untuk menulis ke Klinik Melati.',
    ]);
    expect(value(mail, 'Status')).toBe('Terkonfirmasi');
  });

  it('after a move by the clinic gives the new time, the time it replaces, and no confirm link', () => {
    const mail = bookingMailContent(
      {
        ...booking,
        kind: 'rescheduled',
        date: '2026-11-27',
        start: '10:00:00',
        end: '10:30:00',
        previous: { date: '2026-11-26', start: '09:00:00', end: '09:30:00' },
      },
      translatorFor('id'),
    );
    expect(mail.subject).toBe(
      'Jadwal reservasi Anda di Klinik Melati diubah: 27 Nov 2026 pukul 10:00',
    );
    expect(value(mail, 'Tanggal')).toBe('Jumat, 27 November 2026');
    expect(mail.actions.map((action) => action.name)).toEqual(['calendar', 'map', 'cancel']);
    expect(mail.notes.slice(0, 2)).toEqual([
      'Jadwal sebelumnya: Kamis, 26 November 2026, 09:00 sampai 09:30 WIB',
      'File kalender (.ics) terlampir: membukanya memindahkan acara ini di aplikasi kalender Anda.',
    ]);
  });

  it('links to change the time, before the cancel link, when the clinic lets its patients', () => {
    const rescheduleUrl = 'https://app.example/reservation-cancel?id=1&token=x&ubah=1';
    const reminder = bookingMailContent(
      { ...booking, kind: 'reminder', confirmed: true, rescheduleUrl },
      translatorFor('en'),
    );
    expect(reminder.actions.map((action) => action.name)).toEqual(['map', 'reschedule', 'cancel']);
    expect(reminder.actions[1]).toEqual({
      name: 'reschedule',
      intro: 'Does this time not suit you? Choose another with the same practitioner:',
      label: 'Change time',
      url: rescheduleUrl,
    });
    const booked = bookingMailContent({ ...booking, rescheduleUrl }, translatorFor('id'));
    expect(booked.actions.map((action) => action.label)).toContain('Ubah jadwal');
    const cancelled = bookingMailContent(
      { ...booking, kind: 'cancelled', rescheduleUrl },
      translatorFor('id'),
    );
    expect(cancelled.actions).toEqual([]);
  });
});
