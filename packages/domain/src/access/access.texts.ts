import { defineAreaTexts } from '../intl/area-texts';

/** Texts of the access rules (validation messages, labels); Indonesian first. */
export const accessTexts = defineAreaTexts({
  id: {},
  en: {},
});
