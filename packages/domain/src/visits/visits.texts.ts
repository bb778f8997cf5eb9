import { defineAreaTexts } from '../intl/area-texts';

/** Texts of the visit rules (statuses, assessment, annotations); Indonesian first. */
export const visitsTexts = defineAreaTexts({
  id: {
    fields: {
      annotationTitle: 'Judul anotasi',
      annotationDescription: 'Deskripsi anotasi',
      annotations: 'Anotasi tubuh',
      anamnesis: 'Anamnesis',
      examination: 'Pemeriksaan',
      treatment: 'Tindakan',
      riwayatPenyakit: 'Riwayat penyakit',
      riwayatPenyakitKeluarga: 'Riwayat penyakit keluarga',
      diagnosis: 'Diagnosis',
      diagnosisCode: 'Kode diagnosis',
      diagnosisDescription: 'Deskripsi diagnosis',
      fileUpload: 'Berkas',
      patient: 'Pasien',
      doctor: 'Dokter',
      location: 'Lokasi',
      booking: 'Reservasi',
      endVisitNote: 'Catatan',
    },
    validation: {
      duplicateDiagnosis: 'Diagnosis {{code}} sudah dipilih',
      duplicateAnnotation: 'Gambar tubuh {{type}} sudah dianotasi',
    },
    status: {
      BOOKED: 'Reservasi',
      ACTIVE: 'Aktif',
      WAITING_PAYMENT: 'Belum Bayar',
      DONE: 'Selesai',
      CANCELLED: 'Batal',
    },
    visits: {
      endVisit: {
        confirm: 'Apakah Anda yakin ingin mengakhiri kunjungan ini?',
        confirmIncomplete:
          'Data pemeriksaan pasien belum lengkap. Setelah kunjungan diakhiri, data pemeriksaan tidak dapat diubah lagi. Apakah Anda yakin ingin mengakhiri kunjungan ini?',
      },
    },
  },
  en: {
    fields: {
      annotationTitle: 'Annotation title',
      annotationDescription: 'Annotation description',
      annotations: 'Body annotations',
      anamnesis: 'Anamnesis',
      examination: 'Examination',
      treatment: 'Treatment',
      riwayatPenyakit: 'History of illness',
      riwayatPenyakitKeluarga: 'Family history',
      diagnosis: 'Diagnosis',
      diagnosisCode: 'Diagnosis code',
      diagnosisDescription: 'Diagnosis description',
      fileUpload: 'File',
      patient: 'Patient',
      doctor: 'Doctor',
      location: 'Location',
      booking: 'Reservation',
      endVisitNote: 'Note',
    },
    validation: {
      duplicateDiagnosis: 'Diagnosis {{code}} is already chosen',
      duplicateAnnotation: 'Body image {{type}} is already annotated',
    },
    status: {
      BOOKED: 'Booked',
      ACTIVE: 'Active',
      WAITING_PAYMENT: 'Waiting payment',
      DONE: 'Done',
      CANCELLED: 'Cancelled',
    },
    visits: {
      endVisit: {
        confirm: 'Are you sure want to end the visit ?',
        confirmIncomplete:
          "Some of the patient's assessment details are still empty. Once the visit has ended, the assessment can no longer be changed. Are you sure want to end the visit ?",
      },
    },
  },
});
