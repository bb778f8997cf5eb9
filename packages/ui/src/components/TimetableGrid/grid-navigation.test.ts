import { describe, expect, it } from 'vitest';
import { moveInGrid, pastHourCount } from './grid-navigation';

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

describe('pastHourCount', () => {
  const date = '2026-11-23';

  it('no clock, or a later date: no hour is past', () => {
    expect(pastHourCount(date, undefined)).toBe(0);
    expect(pastHourCount(date, { date: '2026-11-22', time: '23:00:00' })).toBe(0);
  });

  it('an earlier date: every hour is past', () => {
    expect(pastHourCount(date, { date: '2026-11-24', time: '00:00:00' })).toBe(24);
  });

  it('today: the hours that have ended, so 09:00 is still open at 09:30', () => {
    expect(pastHourCount(date, { date, time: '09:30:00' })).toBe(9);
    expect(pastHourCount(date, { date, time: '10:00:00' })).toBe(10);
    expect(pastHourCount(date, { date, time: '00:00:00' })).toBe(0);
  });

  it('an unreadable clock counts no hour as past', () => {
    expect(pastHourCount(date, { date, time: 'soon' })).toBe(0);
  });
});
