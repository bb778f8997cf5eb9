import { defineAreaTexts } from '../intl/area-texts';

/** Texts of the catalogue rules (validation messages, labels); Indonesian first. */
export const catalogueTexts = defineAreaTexts({
  id: {},
  en: {},
});
