import { defineAreaTexts } from '../intl/area-texts';

/** Texts of the money rules (validation messages, labels); Indonesian first. */
export const moneyTexts = defineAreaTexts({
  id: {},
  en: {},
});
