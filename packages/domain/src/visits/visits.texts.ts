import { defineAreaTexts } from '../intl/area-texts';

/** Texts of the visit rules (statuses, assessment, annotations); Indonesian first. */
export const visitsTexts = defineAreaTexts({
  id: {
    fields: {
      annotationTitle: 'Judul anotasi',
      annotationDescription: 'Deskripsi anotasi',
    },
  },
  en: {
    fields: {
      annotationTitle: 'Annotation title',
      annotationDescription: 'Annotation description',
    },
  },
});
