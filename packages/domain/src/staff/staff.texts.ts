import { defineAreaTexts } from '../intl/area-texts';

/** Texts of the staff rules (validation messages, labels); Indonesian first. */
export const staffTexts = defineAreaTexts({
  id: {
    fields: { role: 'Peran', staff: 'Staf', satuSehatPractitionerId: 'IHS number SATUSEHAT' },
  },
  en: {
    fields: {
      role: 'Role',
      staff: 'Staff member',
      satuSehatPractitionerId: 'SATUSEHAT IHS number',
    },
  },
});
