import { defineAreaTexts } from '../intl/area-texts';

/** Texts of the payments rules (validation messages, labels); Indonesian first. */
export const paymentsTexts = defineAreaTexts({
  id: {},
  en: {},
});
