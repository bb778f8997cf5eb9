import { describe, expect, it } from 'vitest';
import { THEME_COLORS } from '@praktik/domain/clinic/theme-colors';
import { contrast } from '../test/contrast';
import { colorsFor, palettes } from './tokens';

const AA = 4.5;
const NON_TEXT = 3;

describe('theme contrast (WCAG AA)', () => {
  it('the contrast helper matches known values', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('has 17 distinct primaries', () => {
    const primaries = THEME_COLORS.map((t) => palettes[t].primary);
    expect(new Set(primaries).size).toBe(17);
  });

  describe.each(THEME_COLORS)('%s', (theme) => {
    const c = colorsFor(theme);
    it.each([
      ['onPrimary', 'primary', c.onPrimary, c.primary],
      ['onPrimary', 'primaryHover', c.onPrimary, c.primaryHover],
      ['onPrimary', 'primaryPressed', c.onPrimary, c.primaryPressed],
      ['onPrimarySubtle', 'primarySubtle', c.onPrimarySubtle, c.primarySubtle],
      ['primary (as link text)', 'surface', c.primary, c.surface],
      ['text', 'background', c.text, c.background],
      ['text', 'surface', c.text, c.surface],
      ['text', 'surfaceSunken', c.text, c.surfaceSunken],
      ['textMuted', 'background', c.textMuted, c.background],
      ['textMuted', 'surface', c.textMuted, c.surface],
      ['textMuted', 'surfaceSunken', c.textMuted, c.surfaceSunken],
      ['onDanger', 'danger', c.onDanger, c.danger],
      ['danger (error text)', 'surface', c.danger, c.surface],
      ['onSuccess', 'success', c.onSuccess, c.success],
      ['onWarning', 'warning', c.onWarning, c.warning],
      ['onTag1', 'tag1', c.onTag1, c.tag1],
      ['onTag2', 'tag2', c.onTag2, c.tag2],
      ['onTag3', 'tag3', c.onTag3, c.tag3],
    ])('%s on %s >= 4.5:1', (_fg, _bg, fg, bg) => {
      expect(contrast(fg, bg)).toBeGreaterThanOrEqual(AA);
    });

    it('focus ring and input borders >= 3:1 on surface and background', () => {
      for (const bg of [c.surface, c.background]) {
        expect(contrast(c.focusRing, bg)).toBeGreaterThanOrEqual(NON_TEXT);
        expect(contrast(c.borderStrong, bg)).toBeGreaterThanOrEqual(NON_TEXT);
      }
    });
  });
});
