import { defineAreaTexts } from '../intl/area-texts';

/** Texts of the tables rules (validation messages, labels); Indonesian first. */
export const tablesTexts = defineAreaTexts({
  id: {},
  en: {},
});
