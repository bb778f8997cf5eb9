import { defineAreaTexts } from '../intl/area-texts';

/** Texts of the reservations rules (validation messages, labels); Indonesian first. */
export const reservationsTexts = defineAreaTexts({
  id: {},
  en: {},
});
