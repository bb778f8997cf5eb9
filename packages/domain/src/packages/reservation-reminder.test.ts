import { describe, expect, it } from 'vitest';
import { translatorFor } from '../test-support/translate';
import {
  reservationReminderText,
  reservationWhatsappLink,
  type ReservationReminder,
} from './reservation-reminder';

const reminder: ReservationReminder = {
  phone: '0812-3456-7890',
  patientName: 'Siti & Ibu',
  clinicName: 'Klinik Ayu & Sehat',
  doctorName: 'dr. Andi',
  reservationDate: '2026-11-27',
  startTime: '09:30:00',
};

describe('the reservation reminder', () => {
  it('writes to the number normalised to 62 with the reminder in the patient’s language', () => {
    const link = reservationWhatsappLink(reminder, translatorFor('id'));
    expect(link).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=/);
    const text = decodeURIComponent(new URL(link!).searchParams.get('text')!);
    expect(text).toBe(
      'Halo Siti & Ibu, kami dari Klinik Ayu & Sehat mengingatkan reservasi Anda dengan dr. Andi pada 27-11-2026 pukul 09:30 WIB. Bila berhalangan, mohon balas pesan ini. Terima kasih!',
    );
    expect(reservationReminderText(reminder, translatorFor('en'))).toContain(
      'your reservation with dr. Andi on 27-11-2026 at 09:30 WIB',
    );
  });

  it('has no link without a number', () => {
    expect(reservationWhatsappLink({ ...reminder, phone: '' }, translatorFor('id'))).toBeNull();
    expect(reservationWhatsappLink({ ...reminder, phone: null }, translatorFor('en'))).toBeNull();
  });
});
