import { defineAreaTexts } from '../intl/area-texts';

/** Texts of the tables rules (validation messages, labels); Indonesian first. */
export const tablesTexts = defineAreaTexts({
  id: {
    tables: {
      showingRange: 'Menampilkan {{from}} sampai {{to}} dari {{total}}',
      sort: { asc: 'Urutkan naik', desc: 'Urutkan turun', none: 'Tidak diurutkan' },
    },
    fields: { page: 'Halaman', pageSize: 'Jumlah per halaman', sort: 'Urutan' },
  },
  en: {
    tables: {
      showingRange: 'showing {{from}} to {{to}} of {{total}}',
      sort: { asc: 'Sort ascending', desc: 'Sort descending', none: 'Not sorted' },
    },
    fields: { page: 'Page', pageSize: 'Page size', sort: 'Sort' },
  },
});
