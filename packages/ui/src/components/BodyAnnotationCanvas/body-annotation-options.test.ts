import type { Annotation } from '@praktik/domain/visits/annotation';
import { describe, expect, it } from 'vitest';
import {
  BODY_IMAGES,
  CANVAS_CENTRE,
  clampPoint,
  detailsOf,
  shownSubType,
  withDetails,
} from './body-annotation-options';

const point = { x: 10, y: 20, dx: 80, dy: 80, title: 'Memar', description: 'Dada kiri' };
const sets: Annotation[] = [
  { type: 'MALE_FRONT', photoUrl: '/files/front.png', annotationDetails: [point] },
];

describe('body annotation options', () => {
  it('shows the chosen side of the body, or its front when the side belongs to the other body', () => {
    expect(shownSubType('MALE', undefined)).toBe('MALE_FRONT');
    expect(shownSubType('MALE', 'MALE_BACK')).toBe('MALE_BACK');
    expect(shownSubType('FEMALE', 'MALE_BACK')).toBe('FEMALE_FRONT');
  });

  it('reads one body image’s points, none when it has no set yet', () => {
    expect(detailsOf(sets, 'MALE_FRONT')).toEqual([point]);
    expect(detailsOf(sets, 'MALE_BACK')).toEqual([]);
  });

  it('replaces one set’s points and keeps its photo, or adds the set', () => {
    const moved = { ...point, x: 30 };
    expect(withDetails(sets, 'MALE_FRONT', [moved])).toEqual([
      { type: 'MALE_FRONT', photoUrl: '/files/front.png', annotationDetails: [moved] },
    ]);
    expect(withDetails(sets, 'MALE_BACK', [point])).toEqual([
      ...sets,
      { type: 'MALE_BACK', annotationDetails: [point] },
    ]);
  });

  it('keeps points on the 335 × 510 canvas, in whole pixels', () => {
    expect(clampPoint({ x: -4, y: 600.4 })).toEqual({ x: 0, y: 510 });
    expect(clampPoint({ x: 100.6, y: 20.2 })).toEqual({ x: 101, y: 20 });
    expect(CANVAS_CENTRE).toEqual({ x: 168, y: 255 });
  });

  it('has a picture for every sub-type', () => {
    expect(Object.keys(BODY_IMAGES).sort()).toEqual([
      'FEMALE_BACK',
      'FEMALE_FRONT',
      'MALE_BACK',
      'MALE_FRONT',
    ]);
  });
});
