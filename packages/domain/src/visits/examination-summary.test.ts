import { describe, expect, it } from 'vitest';
import { examinationSummary } from './examination-summary';
import { newAnnotation } from './annotation';

const point = (title: string, description: string) => ({
  ...newAnnotation({ x: 10, y: 10 }, 0),
  title,
  description,
});

describe('the summary of body annotations beside the examination', () => {
  it('lists each annotated point as title: description, front before back', () => {
    expect(
      examinationSummary([
        {
          type: 'FEMALE_FRONT',
          annotationDetails: [
            point('Anotation 1', 'Jerawat meradang'),
            point('Pipi', ' Kemerahan '),
          ],
        },
        { type: 'FEMALE_BACK', annotationDetails: [point('Anotation 3', 'Bekas luka')] },
      ]),
    ).toBe('Anotation 1: Jerawat meradang\nPipi: Kemerahan\nAnotation 3: Bekas luka');
  });

  it('a point without title or description shows what it has; empty points are left out', () => {
    expect(
      examinationSummary([
        {
          type: 'MALE_FRONT',
          annotationDetails: [point('', 'Memar'), point('Lutut', ''), point(' ', ' ')],
        },
      ]),
    ).toBe('Memar\nLutut');
  });

  it('no annotations, no summary', () => {
    expect(examinationSummary([])).toBe('');
    expect(examinationSummary(null)).toBe('');
    expect(examinationSummary(undefined)).toBe('');
  });
});
