import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  annotationDetailSchema,
  annotationSchema,
  bodySubTypesOf,
  defaultAnnotationTitle,
  newAnnotation,
} from './annotation';
import { messagesOf } from '../test-support/issues';

describe('body annotations', () => {
  it('a new annotation sits where the user tapped, label offset 80 by 80, titled Anotation N', () => {
    expect(newAnnotation({ x: 120, y: 200 }, 2)).toEqual({
      x: 120,
      y: 200,
      dx: 80,
      dy: 80,
      title: 'Anotation 3',
      description: '',
    });
  });

  it('numbers default titles from 1 without gaps', () => {
    fc.assert(
      fc.property(fc.nat(500), (count) => {
        expect(defaultAnnotationTitle(count)).toBe(`Anotation ${count + 1}`);
      }),
    );
  });

  it('offers front and back for each body type', () => {
    expect(bodySubTypesOf('MALE')).toEqual(['MALE_FRONT', 'MALE_BACK']);
    expect(bodySubTypesOf('FEMALE')).toEqual(['FEMALE_FRONT', 'FEMALE_BACK']);
  });

  it('an annotation needs a description to be saved', () => {
    const fresh = newAnnotation({ x: 10, y: 10 }, 0);
    const result = annotationDetailSchema.safeParse(fresh);
    expect(result.success).toBe(false);
    expect(messagesOf(result, 'id')).toEqual({ description: 'Harap masukkan Deskripsi anotasi' });
    expect(
      annotationDetailSchema.safeParse({ ...fresh, description: 'Jerawat meradang' }).success,
    ).toBe(true);
  });

  it('a point outside the 335 by 510 canvas is refused', () => {
    const point = { ...newAnnotation({ x: 400, y: 10 }, 0), description: 'x' };
    expect(annotationDetailSchema.safeParse(point).success).toBe(false);
  });

  it('an annotation set names its body image', () => {
    expect(annotationSchema.safeParse({ type: 'FEMALE_BACK', annotationDetails: [] }).success).toBe(
      true,
    );
    expect(annotationSchema.safeParse({ type: 'FEMALE', annotationDetails: [] }).success).toBe(
      false,
    );
  });
});
