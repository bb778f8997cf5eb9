import { defineAreaTexts } from '../intl/area-texts';

/** Texts of the closing of the day's rules (field names of its form and filter); Indonesian first. */
export const cashClosingTexts = defineAreaTexts({
  id: {
    fields: {
      countedCash: 'Uang Tunai Dihitung',
      closingNote: 'Catatan Tutup Kasir',
      cashier: 'Kasir',
    },
  },
  en: {
    fields: {
      countedCash: 'Counted Cash',
      closingNote: 'Closing Note',
      cashier: 'Cashier',
    },
  },
});
