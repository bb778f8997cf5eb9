import { createTheme } from '@vanilla-extract/css';
import { THEME_COLORS, type ThemeColor } from '@praktik/domain/clinic/theme-colors';
import { vars } from './contract.css';
import { colorsFor, font, fontSize, fontWeight, lineHeight, radius, shadow, space } from './tokens';

function makeTheme(theme: ThemeColor): string {
  return createTheme(
    vars,
    { color: colorsFor(theme), space, radius, font, fontSize, fontWeight, lineHeight, shadow },
    theme,
  );
}

/** One class per clinic colour; put it on `document.documentElement` (UiProvider does). */
export const themeClass = Object.fromEntries(
  THEME_COLORS.map((theme) => [theme, makeTheme(theme)]),
) as Record<ThemeColor, string>;
