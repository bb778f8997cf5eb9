import { describe, expect, it } from 'vitest';
import { messagesOf } from '../test-support/issues';
import {
  PATIENT_TABS,
  addReservationAndStartSchema,
  addReservationSchema,
} from './add-reservation.schema';

const reservation = {
  doctorId: 'doc-1',
  dateVisit: '2026-11-23',
  timeVisit: ['09:15:00', '09:00:00'],
  serviceId: 'svc-1',
  locationId: '',
};

const existing = {
  ...reservation,
  patientTab: 'EXISTING' as const,
  patientId: 'pat-1',
  name: 'Budi Santoso',
  identificationType: 'KTP' as const,
  identificationNumber: '3171234567890001',
};

const newPatient = {
  ...reservation,
  patientTab: 'NEW' as const,
  name: 'Siti Aminah',
  phoneNumber: '081234567890',
  dateOfBirth: '1990-05-17',
  gender: 'FEMALE' as const,
  address: 'Jl. Melati 5, Jakarta',
  medicalRecordNumber: 'RM-0001',
  identificationType: 'KTP' as const,
  identificationNumber: '',
  email: '',
  allergies: [],
  remark: '',
};

describe('add reservation', () => {
  it('the dialog has the Pasien Lama and Pasien Baru tabs', () => {
    expect(PATIENT_TABS).toEqual(['EXISTING', 'NEW']);
  });

  it('saves an existing patient with a time and a service', () => {
    const saved = addReservationSchema.parse(existing);
    expect(saved.timeVisit).toEqual(['09:00:00', '09:15:00']);
    expect(saved.locationId).toBeNull();
    expect(addReservationSchema.parse({ ...existing, locationId: 'loc-1' }).locationId).toBe(
      'loc-1',
    );
  });

  it('a time slot is required: "Harap pilih waktu"', () => {
    expect(
      messagesOf(addReservationSchema.safeParse({ ...existing, timeVisit: [] }), 'id'),
    ).toEqual({ timeVisit: 'Harap pilih waktu' });
  });

  it('a service is required: "Harap pilih layanan"', () => {
    expect(
      messagesOf(addReservationSchema.safeParse({ ...existing, serviceId: '' }), 'id'),
    ).toEqual({ serviceId: 'Harap pilih layanan' });
    expect(
      messagesOf(addReservationSchema.safeParse({ ...newPatient, serviceId: undefined }), 'en'),
    ).toEqual({ serviceId: 'Please select a service' });
  });

  it('the slots must form a contiguous run', () => {
    expect(
      messagesOf(
        addReservationSchema.safeParse({ ...existing, timeVisit: ['09:00:00', '10:00:00'] }),
        'id',
      ),
    ).toEqual({ timeVisit: 'Harap pilih waktu yang berurutan' });
  });

  it('the doctor and the date come with the reservation', () => {
    expect(
      messagesOf(
        addReservationSchema.safeParse({ ...existing, doctorId: '', dateVisit: 'x' }),
        'id',
      ),
    ).toEqual({
      doctorId: 'Harap masukkan Dokter',
      dateVisit: 'Harap masukkan Tanggal kunjungan yang valid',
    });
  });

  it('a tab must be given', () => {
    expect(
      messagesOf(addReservationSchema.safeParse({ ...existing, patientTab: 'X' }), 'id'),
    ).toEqual({
      patientTab: 'Harap masukkan Pasien',
    });
  });

  it('overlong values still answer with translated messages', () => {
    const long = 'x'.repeat(101);
    expect(
      messagesOf(
        addReservationSchema.safeParse({
          ...existing,
          serviceId: long,
          patientId: long,
          locationId: long,
          name: long,
          identificationNumber: long,
          timeVisit: Array.from({ length: 97 }, () => '09:00:00'),
        }),
        'id',
      ),
    ).toEqual({
      serviceId: 'Harap pilih layanan',
      patientId: 'Harap pilih pasien',
      locationId: 'Harap masukkan Lokasi yang valid',
      name: 'Nama maksimal 100 karakter',
      identificationNumber: 'Nomor identitas maksimal 50 karakter',
      timeVisit: 'Harap pilih waktu yang berurutan',
    });
  });

  describe('existing patient (Pasien Lama)', () => {
    it('must be chosen to save', () => {
      expect(
        messagesOf(addReservationSchema.safeParse({ ...existing, patientId: null }), 'id'),
      ).toEqual({ patientId: 'Harap pilih pasien' });
      expect(
        messagesOf(
          addReservationSchema.safeParse({ ...existing, patientId: ' ', identificationNumber: '' }),
          'en',
        ),
      ).toEqual({ patientId: 'Please select a patient' });
    });

    it('must have an identity number: "Pasien {name} tidak mempunyai KTP/Paspor"', () => {
      for (const identificationNumber of ['', null, undefined, '   ']) {
        expect(
          messagesOf(addReservationSchema.safeParse({ ...existing, identificationNumber }), 'id'),
        ).toEqual({ identificationNumber: 'Pasien Budi Santoso tidak mempunyai KTP/Paspor' });
      }
      expect(
        messagesOf(addReservationSchema.safeParse({ ...existing, identificationNumber: '' }), 'en'),
      ).toEqual({ identificationNumber: 'Patient Budi Santoso has no KTP/Passport' });
    });

    it('a KTP number is 16 digits: "Harap masukkan Nomor KTP 16 angka"', () => {
      expect(
        messagesOf(
          addReservationSchema.safeParse({ ...existing, identificationNumber: '317123456789000' }),
          'id',
        ),
      ).toEqual({ identificationNumber: 'Harap masukkan Nomor KTP 16 angka' });
      expect(
        addReservationSchema.safeParse({
          ...existing,
          identificationType: 'PASSPORT',
          identificationNumber: 'B1234567',
        }).success,
      ).toBe(true);
    });
  });

  describe('new patient (Pasien Baru)', () => {
    it('saves with the required fields and no identity number', () => {
      const saved = addReservationSchema.parse(newPatient);
      expect(saved.patientTab).toBe('NEW');
      expect(saved.timeVisit).toEqual(['09:00:00', '09:15:00']);
    });

    it('requires name, phoneNumber, dateOfBirth, gender, address and medicalRecordNumber', () => {
      const messages = messagesOf(
        addReservationSchema.safeParse({
          ...newPatient,
          name: '',
          phoneNumber: '',
          dateOfBirth: '',
          gender: undefined,
          address: ' ',
          medicalRecordNumber: '',
        }),
        'id',
      );
      expect(messages).toEqual({
        name: 'Harap masukkan Nama',
        phoneNumber: 'Harap masukkan Nomor telepon',
        dateOfBirth: 'Harap masukkan Tanggal lahir',
        gender: 'Harap masukkan Jenis kelamin',
        address: 'Harap masukkan Alamat',
        medicalRecordNumber: 'Harap masukkan Nomor rekam medis',
      });
    });

    it('an e-mail, if filled, must match the pattern', () => {
      expect(
        messagesOf(addReservationSchema.safeParse({ ...newPatient, email: 'siti@' }), 'id'),
      ).toEqual({ email: 'Harap masukkan Email yang valid' });
      expect(
        addReservationSchema.safeParse({ ...newPatient, email: 'siti@klinik.id' }).success,
      ).toBe(true);
    });

    it('a KTP number, if given, is 16 long', () => {
      expect(
        messagesOf(
          addReservationSchema.safeParse({ ...newPatient, identificationNumber: '123' }),
          'id',
        ),
      ).toEqual({ identificationNumber: 'Harap masukkan Nomor KTP 16 angka' });
      expect(
        addReservationSchema.safeParse({ ...newPatient, identificationNumber: '3171234567890001' })
          .success,
      ).toBe(true);
    });

    it('starting the visit as well needs the identification number', () => {
      expect(messagesOf(addReservationAndStartSchema.safeParse(newPatient), 'id')).toEqual({
        identificationNumber: 'Harap masukkan Nomor identitas',
      });
      expect(messagesOf(addReservationAndStartSchema.safeParse(newPatient), 'en')).toEqual({
        identificationNumber: 'Please enter Identity number',
      });
      expect(
        messagesOf(
          addReservationAndStartSchema.safeParse({ ...newPatient, identificationNumber: '12' }),
          'id',
        ),
      ).toEqual({ identificationNumber: 'Harap masukkan Nomor KTP 16 angka' });
      expect(
        addReservationAndStartSchema.safeParse({
          ...newPatient,
          identificationType: 'PASSPORT',
          identificationNumber: 'B1234567',
        }).success,
      ).toBe(true);
    });
  });
});
