import { defineAreaTexts } from '../intl/area-texts';

/** Texts of the patient rules; Indonesian first. */
export const patientsTexts = defineAreaTexts({
  id: {
    fields: { identificationType: 'Jenis identitas' },
  },
  en: {
    fields: { identificationType: 'Identification type' },
  },
});
