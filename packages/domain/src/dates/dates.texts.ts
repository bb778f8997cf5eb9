import { defineAreaTexts } from '../intl/area-texts';

/** Texts of the dates rules (validation messages, labels); Indonesian first. */
export const datesTexts = defineAreaTexts({
  id: {
    periodType: { day: 'Harian', month: 'Bulanan', year: 'Tahunan' },
    validation: { dateRangeOrder: 'Tanggal akhir tidak boleh sebelum tanggal mulai' },
    fields: { dateFrom: 'Tanggal mulai', dateTo: 'Tanggal akhir', currentUtc: 'Zona waktu' },
  },
  en: {
    periodType: { day: 'Daily', month: 'Monthly', year: 'Yearly' },
    validation: { dateRangeOrder: 'The end date must not be before the start date' },
    fields: { dateFrom: 'Start date', dateTo: 'End date', currentUtc: 'Time zone' },
  },
});
