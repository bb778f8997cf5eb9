import { describe, expect, it } from 'vitest';
import { messagesOf } from '../test-support/issues';
import {
  endReservationRequestSchema,
  reservationDataQuerySchema,
  rescheduleReservationRequestSchema,
  saveReservationRequestSchema,
  transferReservationRequestSchema,
  updateReservationRequestSchema,
} from './reservation-requests.schema';

const newPatient = {
  doctorId: 'doc-1',
  dateVisit: '2026-11-23',
  timeVisit: ['09:15:00', '09:00:00'],
  serviceId: 'svc-1',
  patientTab: 'NEW',
  name: 'Siti Aminah',
  phoneNumber: '081234567890',
  dateOfBirth: '1990-05-17',
  gender: 'FEMALE',
  address: 'Jl. Melati 5, Jakarta',
  medicalRecordNumber: 'RM-0001',
  identificationType: 'KTP',
  identificationNumber: '',
  email: '',
  allergies: [],
  remark: '',
};

describe('save-reservation request', () => {
  it('is the dialog’s form with the button pressed; "Simpan" by default', () => {
    const saved = saveReservationRequestSchema.parse(newPatient);
    expect(saved.intent).toBe('SAVE');
    expect(saved.form.patientTab).toBe('NEW');
    expect(saved.form.timeVisit).toEqual(['09:00:00', '09:15:00']);
  });

  it('"Simpan dan Mulai" needs a new patient’s identity number, on its own field', () => {
    const result = saveReservationRequestSchema.safeParse({
      ...newPatient,
      intent: 'SAVE_AND_START',
    });
    expect(messagesOf(result, 'en')).toEqual({
      identificationNumber: 'Please enter Identity number',
    });
    const started = saveReservationRequestSchema.parse({
      ...newPatient,
      intent: 'SAVE_AND_START',
      identificationNumber: '3171234567890001',
    });
    expect(started.intent).toBe('SAVE_AND_START');
  });

  it('refuses an unknown intent and keeps the form’s field paths', () => {
    expect(
      messagesOf(saveReservationRequestSchema.safeParse({ ...newPatient, intent: 'GO' }), 'en'),
    ).toHaveProperty('intent');
    expect(
      messagesOf(saveReservationRequestSchema.safeParse({ ...newPatient, timeVisit: [] }), 'id'),
    ).toEqual({ timeVisit: 'Harap pilih waktu' });
  });
});

describe('update-reservation request', () => {
  it('cancels, or changes the patient or the location of one booking', () => {
    expect(
      updateReservationRequestSchema.parse({ booking_id: 'b-1', status: 'CANCELLED' }),
    ).toEqual({ booking_id: 'b-1', status: 'CANCELLED' });
    expect(
      updateReservationRequestSchema.parse({
        booking_id: 'b-1',
        patient_id: 'p-1',
        location_id: '',
      }),
    ).toEqual({ booking_id: 'b-1', patient_id: 'p-1' });
  });

  it('refuses any other status (starting and ending have their own calls) and a missing booking', () => {
    expect(
      messagesOf(updateReservationRequestSchema.safeParse({ booking_id: 'b', status: 'DONE' })),
    ).toEqual({ status: 'Please enter Valid Reservation status' });
    expect(messagesOf(updateReservationRequestSchema.safeParse({}), 'id')).toEqual({
      booking_id: 'Harap masukkan Reservasi',
    });
  });
});

describe('end and transfer requests', () => {
  it('end: the end-visit modal’s note and file with the booking', () => {
    expect(endReservationRequestSchema.parse({ booking_id: 'b-1', note: ' ok ' })).toEqual({
      booking_id: 'b-1',
      note: 'ok',
      fileUrl: null,
    });
  });

  it('transfer: the move dialog with the booking', () => {
    const parsed = transferReservationRequestSchema.parse({
      booking_id: 'b-1',
      doctorId: 'doc-2',
      dateVisit: '2026-11-23',
      timeVisit: ['10:00:00'],
    });
    expect(parsed).toEqual({
      booking_id: 'b-1',
      doctorId: 'doc-2',
      dateVisit: '2026-11-23',
      timeVisit: ['10:00:00'],
      locationId: null,
    });
    expect(
      messagesOf(transferReservationRequestSchema.safeParse({ doctorId: 'd' }), 'en'),
    ).toHaveProperty('booking_id');
  });
});

describe('reschedule request', () => {
  it('the reschedule dialog with the booking; each missing field says which', () => {
    expect(
      rescheduleReservationRequestSchema.parse({
        booking_id: 'b-1',
        doctorId: 'doc-1',
        dateVisit: '2026-11-25',
        timeVisit: ['10:00:00'],
      }),
    ).toEqual({
      booking_id: 'b-1',
      doctorId: 'doc-1',
      dateVisit: '2026-11-25',
      timeVisit: ['10:00:00'],
    });
    expect(
      Object.keys(messagesOf(rescheduleReservationRequestSchema.safeParse({}), 'id')).sort(),
    ).toEqual(['booking_id', 'dateVisit', 'doctorId', 'timeVisit']);
  });
});

describe('get-reservation-data query', () => {
  it('needs a date; the doctor is optional and the clinic is ignored', () => {
    expect(
      reservationDataQuerySchema.parse({ reservation_date: '2026-11-23', doctor_id: '' }),
    ).toEqual({ reservation_date: '2026-11-23' });
    expect(
      messagesOf(reservationDataQuerySchema.safeParse({ reservation_date: '23-11' }), 'en'),
    ).toHaveProperty('reservation_date');
  });
});
