import { describe, expect, it } from 'vitest';
import { diagnosesOf, diagnosisOption } from './icd10';

describe('icd10 options', () => {
  it('an option shows code and description, and is keyed by the code', () => {
    expect(diagnosisOption({ fullCode: 'K35.8', shortDescription: 'Acute appendicitis' })).toEqual({
      id: 'K35.8',
      label: 'K35.8 Acute appendicitis',
      fullCode: 'K35.8',
      shortDescription: 'Acute appendicitis',
    });
    expect(diagnosisOption({ fullCode: 'A09', shortDescription: '' }).label).toBe('A09');
  });

  it('chosen options go back as { fullCode, shortDescription }', () => {
    const chosen = [diagnosisOption({ fullCode: 'A09', shortDescription: 'Diare' })];
    expect(diagnosesOf(chosen)).toEqual([{ fullCode: 'A09', shortDescription: 'Diare' }]);
  });
});
