import { describe, expect, it } from 'vitest';
import { messagesOf } from '../test-support/issues';
import { publicBookingScheduleSchema, publicBookingSchema } from './public-booking.schema';

const booking = {
  serviceId: 'svc-1',
  doctorId: 'doc-1',
  dateVisit: '2026-12-01',
  timeVisit: ['09:15:00', '09:00:00'],
  name: 'Budi Santoso',
  email: 'Budi@Contoh.ID',
  phoneNumber: '081234567890',
  dateOfBirth: '1990-05-17',
  gender: 'MALE' as const,
};

describe('public booking', () => {
  it('refuses what is no object (a body of null, a list, a number) without throwing', () => {
    for (const body of [null, [], 7, 'pesan']) {
      expect(publicBookingSchema.safeParse(body).success).toBe(false);
    }
  });

  it('takes the page’s booking: sorted units, a lower-cased e-mail, KTP and Indonesian by default', () => {
    const parsed = publicBookingSchema.parse(booking);
    expect(parsed.timeVisit).toEqual(['09:00:00', '09:15:00']);
    expect(parsed.email).toBe('budi@contoh.id');
    expect(parsed.identificationType).toBe('KTP');
    expect(parsed.identificationNumber).toBeNull();
    expect(parsed.locale).toBe('id');
  });

  it('keeps the page’s language for the mail', () => {
    expect(publicBookingSchema.parse({ ...booking, locale: 'en' }).locale).toBe('en');
    expect(messagesOf(publicBookingSchema.safeParse({ ...booking, locale: 'fr' }))).toEqual({
      locale: 'Please enter Valid Language',
    });
  });

  it('needs the e-mail: the confirmation and the cancel link go there', () => {
    expect(messagesOf(publicBookingSchema.safeParse({ ...booking, email: '' }))).toEqual({
      email: 'Please enter Email',
    });
    expect(
      messagesOf(publicBookingSchema.safeParse({ ...booking, email: 'budi@' })),
    ).toHaveProperty('email');
  });

  it('needs a service, a time of one run of quarter hours, a date and who is coming', () => {
    const messages = messagesOf(
      publicBookingSchema.safeParse({
        ...booking,
        serviceId: '',
        timeVisit: ['09:00:00', '10:00:00'],
        dateVisit: '2026-02-30',
        name: ' ',
        phoneNumber: '08-12',
      }),
    );
    expect(Object.keys(messages).sort()).toEqual([
      'dateVisit',
      'name',
      'phoneNumber',
      'serviceId',
      'timeVisit',
    ]);
    expect(messages.serviceId).toBe('Please select a service');
    expect(messages.timeVisit).toBe('Please select consecutive times');
    expect(messagesOf(publicBookingSchema.safeParse({ ...booking, timeVisit: [] }))).toEqual({
      timeVisit: 'Please select a time',
    });
  });

  it('leaves the identity number to the front desk, but a KTP number given is 16 digits', () => {
    expect(
      publicBookingSchema.parse({ ...booking, identificationNumber: '' }).identificationNumber,
    ).toBeNull();
    expect(
      messagesOf(publicBookingSchema.safeParse({ ...booking, identificationNumber: '3171' })),
    ).toHaveProperty('identificationNumber');
    expect(
      publicBookingSchema.parse({ ...booking, identificationNumber: '3171234567890001' })
        .identificationNumber,
    ).toBe('3171234567890001');
  });

  it('tells a short KTP number in the same pass as the other fields’ errors', () => {
    const messages = messagesOf(
      publicBookingSchema.safeParse({
        ...booking,
        name: '',
        email: '',
        gender: undefined,
        identificationNumber: '3171',
      }),
    );
    expect(Object.keys(messages).sort()).toEqual([
      'email',
      'gender',
      'identificationNumber',
      'name',
    ]);
    expect(messages.identificationNumber).toBe(
      messagesOf(publicBookingSchema.safeParse({ ...booking, identificationNumber: '3171' }))
        .identificationNumber,
    );
  });

  it.each(['+62 812-9876-5432', '0812 9876 5432', '0812-9876-5432', '+6281298765432'])(
    'takes the phone number %s as a patient writes it, stored as national digits',
    (phoneNumber) => {
      expect(publicBookingSchema.parse({ ...booking, phoneNumber }).phoneNumber).toBe(
        '081298765432',
      );
    },
  );

  it('checks the schedule step alone with the whole booking’s rules for its three choices', () => {
    const schedule = { doctorId: '', dateVisit: '2026-13-01', timeVisit: ['09:00:00', '10:00:00'] };
    const alone = messagesOf(publicBookingScheduleSchema.safeParse(schedule));
    const whole = messagesOf(publicBookingSchema.safeParse({ ...booking, ...schedule }));
    expect(Object.keys(alone).sort()).toEqual(['dateVisit', 'doctorId', 'timeVisit']);
    expect(alone).toEqual({
      doctorId: whole.doctorId,
      dateVisit: whole.dateVisit,
      timeVisit: whole.timeVisit,
    });
    // The patient's details are not its business: a schedule with none of them is whole.
    expect(
      publicBookingScheduleSchema.safeParse({
        doctorId: 'doc-1',
        dateVisit: '2026-12-01',
        timeVisit: ['09:00:00'],
      }).success,
    ).toBe(true);
  });
});
