import { describe, expect, it } from 'vitest';
import { moveInGrid } from './grid-navigation';

const size = { rows: 30, cols: 24 };

describe('moveInGrid', () => {
  it('arrows move one cell and stop at the edges', () => {
    expect(moveInGrid('ArrowRight', { row: 0, col: 9 }, size)).toEqual({ row: 0, col: 10 });
    expect(moveInGrid('ArrowLeft', { row: 0, col: 0 }, size)).toEqual({ row: 0, col: 0 });
    expect(moveInGrid('ArrowDown', { row: 29, col: 3 }, size)).toEqual({ row: 29, col: 3 });
    expect(moveInGrid('ArrowUp', { row: 4, col: 3 }, size)).toEqual({ row: 3, col: 3 });
  });

  it('Home and End go to the ends of the row, with Ctrl to the corners of the grid', () => {
    expect(moveInGrid('Home', { row: 5, col: 9 }, size)).toEqual({ row: 5, col: 0 });
    expect(moveInGrid('End', { row: 5, col: 9 }, size)).toEqual({ row: 5, col: 23 });
    expect(moveInGrid('Home', { row: 5, col: 9 }, size, true)).toEqual({ row: 0, col: 0 });
    expect(moveInGrid('End', { row: 5, col: 9 }, size, true)).toEqual({ row: 29, col: 23 });
  });

  it('PageUp and PageDown move five rows', () => {
    expect(moveInGrid('PageDown', { row: 0, col: 9 }, size)).toEqual({ row: 5, col: 9 });
    expect(moveInGrid('PageUp', { row: 3, col: 9 }, size)).toEqual({ row: 0, col: 9 });
  });

  it('other keys are not moves', () => {
    expect(moveInGrid('Enter', { row: 0, col: 0 }, size)).toBeNull();
  });
});
