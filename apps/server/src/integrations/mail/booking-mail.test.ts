import { describe, expect, it } from 'vitest';
import type { BookingMailInput } from '@praktik/domain/reservations/booking-mail';
import { bookingMail } from './booking-mail';

const booking: BookingMailInput = {
  kind: 'reminder',
  locale: 'id',
  patientName: 'Sari <b>',
  clinic: { name: 'Klinik "Melati" & Co', address: 'Jl. Merdeka 10' },
  doctorName: 'dr. Andi',
  serviceName: null,
  date: '2026-11-26',
  start: '09:00:00',
  end: '09:30:00',
  confirmed: true,
  cancelUrl: 'https://app.example/reservation-cancel?id=1&token=x',
};

describe('the booking mail', () => {
  it('without a clinic e-mail has no Reply-To and does not ask for a reply', () => {
    const mail = bookingMail(booking, { to: 'sari@example.com' });
    expect(mail.replyTo).toBeUndefined();
    expect(mail.text).not.toContain('Balas email ini');
    expect(mail.attachments).toBeUndefined();
  });

  it('replies go to the clinic’s e-mail, and names are escaped in the HTML only', () => {
    const mail = bookingMail(
      { ...booking, clinic: { ...booking.clinic, email: 'halo@melati.example' } },
      { to: 'sari@example.com' },
    );
    expect(mail.replyTo).toBe('halo@melati.example');
    expect(mail.text).toContain('Halo Sari <b>,');
    expect(mail.html).toContain('Halo Sari &lt;b&gt;,');
    expect(mail.html).toContain('Klinik &quot;Melati&quot; &amp; Co');
    expect(mail.html).toContain('href="https://app.example/reservation-cancel?id=1&amp;token=x"');
  });

  it('a cancellation carries its CANCEL, named in the attachment’s type', () => {
    const mail = bookingMail(
      { ...booking, kind: 'cancelled', cancelledBy: 'clinic' },
      { to: 'sari@example.com', calendar: { content: 'BEGIN:VCALENDAR', method: 'CANCEL' } },
    );
    expect(mail.attachments).toEqual([
      {
        filename: 'reservation.ics',
        content: 'BEGIN:VCALENDAR',
        contentType: 'text/calendar; charset=utf-8; method=CANCEL',
      },
    ]);
    expect(mail.text).not.toContain('reservation-cancel');
  });
});
