import { defineAreaTexts } from '../intl/area-texts';

/** Texts of the dates rules (validation messages, labels); Indonesian first. */
export const datesTexts = defineAreaTexts({
  id: {},
  en: {},
});
