import { defineAreaTexts } from '../intl/area-texts';

/** Texts of the patient rules; Indonesian first. */
export const patientsTexts = defineAreaTexts({
  id: {
    fields: {
      identificationType: 'Jenis identitas',
      identificationNumber: 'Nomor identitas',
      ktpNumber: 'Nomor KTP',
      medicalRecordNumber: 'Nomor rekam medis',
      remark: 'Catatan',
      allergies: 'Alergi',
      allergyName: 'Nama alergi',
    },
    identificationTypes: { KTP: 'KTP', PASSPORT: 'Paspor' },
  },
  en: {
    fields: {
      identificationType: 'Identity type',
      identificationNumber: 'Identity number',
      ktpNumber: 'KTP number',
      medicalRecordNumber: 'Medical record number',
      remark: 'Remark',
      allergies: 'Allergies',
      allergyName: 'Allergy name',
    },
    identificationTypes: { KTP: 'KTP', PASSPORT: 'Passport' },
  },
});
