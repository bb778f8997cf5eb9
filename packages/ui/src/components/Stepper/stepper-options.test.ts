import { describe, expect, it } from 'vitest';
import { stepState } from './stepper-options';

describe('stepState', () => {
  it('marks earlier steps complete, the current one current, later ones upcoming', () => {
    expect([0, 1, 2, 3].map((index) => stepState(index, 2))).toEqual([
      'complete',
      'complete',
      'current',
      'upcoming',
    ]);
    expect([0, 1].map((index) => stepState(index, 5))).toEqual(['complete', 'complete']);
  });
});
