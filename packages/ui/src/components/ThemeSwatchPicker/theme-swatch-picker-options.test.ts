import { describe, expect, it } from 'vitest';
import { THEME_COLORS } from '@praktik/domain/clinic/theme-colors';
import { themeColorNumber } from './theme-swatch-picker-options';

describe('themeColorNumber', () => {
  it('numbers the colours from 1 in the order they are offered', () => {
    expect(themeColorNumber('color_1')).toBe(1);
    expect(themeColorNumber('color_9')).toBe(9);
    expect(THEME_COLORS.map(themeColorNumber)).toEqual(THEME_COLORS.map((_, i) => i + 1));
  });
});
