import { defineAreaTexts } from '../intl/area-texts';

/** Texts of the packages rules (validation messages, labels); Indonesian first. */
export const packagesTexts = defineAreaTexts({
  id: {},
  en: {},
});
