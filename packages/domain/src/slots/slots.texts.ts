import { defineAreaTexts } from '../intl/area-texts';

/** Texts of the slots rules (validation messages, labels); Indonesian first. */
export const slotsTexts = defineAreaTexts({
  id: {},
  en: {},
});
