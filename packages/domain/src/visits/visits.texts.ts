import { defineAreaTexts } from '../intl/area-texts';

/** Texts of the visit rules (statuses, assessment, annotations); Indonesian first. */
export const visitsTexts = defineAreaTexts({
  id: {
    fields: {
      annotationTitle: 'Judul anotasi',
      annotationDescription: 'Deskripsi anotasi',
    },
    status: {
      BOOKED: 'Reservasi',
      ACTIVE: 'Aktif',
      WAITING_PAYMENT: 'Belum Bayar',
      DONE: 'Selesai',
      CANCELLED: 'Batal',
    },
  },
  en: {
    fields: {
      annotationTitle: 'Annotation title',
      annotationDescription: 'Annotation description',
    },
    status: {
      BOOKED: 'Booked',
      ACTIVE: 'Active',
      WAITING_PAYMENT: 'Waiting payment',
      DONE: 'Done',
      CANCELLED: 'Cancelled',
    },
  },
});
