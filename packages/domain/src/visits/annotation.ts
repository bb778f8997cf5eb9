import { z } from 'zod';
import { validationMessage, required } from '../validation/message';

/** Spec 1 §2.12: the body image is chosen by type and subType, front and back. */
export const BODY_TYPES = ['MALE', 'FEMALE'] as const;
export type BodyType = (typeof BODY_TYPES)[number];
export const BODY_SUB_TYPES = ['MALE_FRONT', 'MALE_BACK', 'FEMALE_FRONT', 'FEMALE_BACK'] as const;
export type BodySubType = (typeof BODY_SUB_TYPES)[number];

export function bodySubTypesOf(type: BodyType): readonly BodySubType[] {
  return type === 'MALE' ? ['MALE_FRONT', 'MALE_BACK'] : ['FEMALE_FRONT', 'FEMALE_BACK'];
}

/** Spec 1 §2.12: the body diagram canvas is 335 wide by 510 high. */
export const BODY_CANVAS = { width: 335, height: 510 } as const;

/** Spec 1 §9: a new annotation's label sits 80 px right of and below its point. */
export const ANNOTATION_DEFAULT_OFFSET = 80;

export interface AnnotationDetail {
  x: number;
  y: number;
  dx: number;
  dy: number;
  title: string;
  description: string;
}

/**
 * The default title numbers annotations from 1 ("Anotation 1", the spec's spelling kept as the
 * product shows it); `existingCount` is how many the diagram already has.
 */
export function defaultAnnotationTitle(existingCount: number): string {
  return `Anotation ${existingCount + 1}`;
}

/** A new point where the user tapped, with the spec's defaults; the description is theirs. */
export function newAnnotation(
  point: { x: number; y: number },
  existingCount: number,
): AnnotationDetail {
  return {
    x: point.x,
    y: point.y,
    dx: ANNOTATION_DEFAULT_OFFSET,
    dy: ANNOTATION_DEFAULT_OFFSET,
    title: defaultAnnotationTitle(existingCount),
    description: '',
  };
}

/** Spec 1 §5: an annotation needs a description to be saved. */
export const annotationDetailSchema = z.object({
  x: z.number().min(0).max(BODY_CANVAS.width),
  y: z.number().min(0).max(BODY_CANVAS.height),
  dx: z.number(),
  dy: z.number(),
  title: z
    .string()
    .trim()
    .min(1, { error: required('fields.annotationTitle') })
    .max(100, {
      error: validationMessage('validation.maxLength', {
        field: 'fields.annotationTitle',
        max: 100,
      }),
    }),
  description: z
    .string({ error: required('fields.annotationDescription') })
    .trim()
    .min(1, { error: required('fields.annotationDescription') })
    .max(1000, {
      error: validationMessage('validation.maxLength', {
        field: 'fields.annotationDescription',
        max: 1000,
      }),
    }),
});

/** One body image's annotations, as the assessment carries them (spec 1 §3). */
export const annotationSchema = z.object({
  type: z.enum(BODY_SUB_TYPES),
  photoUrl: z.string().max(2048).optional().nullable(),
  annotationDetails: z.array(annotationDetailSchema).max(100),
});
export type Annotation = z.infer<typeof annotationSchema>;
