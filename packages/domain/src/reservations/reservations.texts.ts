import { defineAreaTexts } from '../intl/area-texts';

/** Texts of the reservations rules (validation messages, labels); Indonesian first. */
export const reservationsTexts = defineAreaTexts({
  id: {
    validation: {
      selectTime: 'Harap pilih waktu',
      selectService: 'Harap pilih layanan',
      selectPatient: 'Harap pilih pasien',
      patientWithoutIdentity: 'Pasien {{name}} tidak mempunyai KTP/Paspor',
      contiguousTime: 'Harap pilih waktu yang berurutan',
    },
    fields: {
      doctorOrTherapist: 'Dokter/Terapis',
      slotTime: 'Waktu',
      dateVisit: 'Tanggal kunjungan',
      reservationStatus: 'Status reservasi',
      intent: 'Tombol simpan',
      reservation: 'Reservasi',

      locale: 'Bahasa',
    },
  },
  en: {
    validation: {
      selectTime: 'Please select a time',
      selectService: 'Please select a service',
      selectPatient: 'Please select a patient',
      patientWithoutIdentity: 'Patient {{name}} has no KTP/Passport',
      contiguousTime: 'Please select consecutive times',
    },
    fields: {
      doctorOrTherapist: 'Doctor/Therapist',
      slotTime: 'Time',
      dateVisit: 'Visit date',
      reservationStatus: 'Reservation status',
      intent: 'Save button',
      reservation: 'Reservation',

      locale: 'Language',
    },
  },
});
