import { defineAreaTexts } from '../intl/area-texts';

/** Texts of the clinic settings' rules; Indonesian first. */
export const clinicTexts = defineAreaTexts({
  id: {
    validation: {
      wholeNumberBetween: '{{field}} harus bilangan bulat antara {{min}} dan {{max}}',
    },
    fields: {
      maxUnconfirmedOnlinePerDay: 'Batas reservasi online belum dikonfirmasi per hari',
      unconfirmedHoldMinutes: 'Batas waktu konfirmasi (menit)',
      patientRescheduleCutoffHours:
        'Pasien bisa ubah jadwal sendiri sampai (jam sebelum kunjungan)',
      queueNumbering: 'Nomor antrean',
    },
  },
  en: {
    validation: {
      wholeNumberBetween: '{{field}} must be a whole number between {{min}} and {{max}}',
    },
    fields: {
      maxUnconfirmedOnlinePerDay: 'Unconfirmed online bookings allowed per day',
      unconfirmedHoldMinutes: 'Time to confirm (minutes)',
      patientRescheduleCutoffHours: 'Patients may change the time themselves until (hours before)',
      queueNumbering: 'Queue numbers',
    },
  },
});
