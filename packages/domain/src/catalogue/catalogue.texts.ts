import { defineAreaTexts } from '../intl/area-texts';

/** Texts of the catalogue rules (validation messages, labels); Indonesian first. */
export const catalogueTexts = defineAreaTexts({
  id: {
    fields: {
      categoryItem: 'Kategori Item',
      categoryType: 'Jenis pada tagihan',
      item: 'Item',
      package: 'Paket',
      price: 'Harga',
      numberOfVisit: 'Jumlah Kunjungan',
    },
  },
  en: {
    fields: {
      categoryItem: 'Item Category',
      categoryType: 'Type on the bill',
      item: 'Item',
      package: 'Package',
      price: 'Price',
      numberOfVisit: 'Number of Visits',
    },
  },
});
