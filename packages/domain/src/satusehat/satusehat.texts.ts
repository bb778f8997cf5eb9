import { defineAreaTexts } from '../intl/area-texts';

/** Texts of the satusehat rules (validation messages, labels); Indonesian first. */
export const satusehatTexts = defineAreaTexts({
  id: {},
  en: {},
});
