import { THEME_COLORS, type ThemeColor } from '@praktik/domain/clinic/theme-colors';

/** The number a colour is shown by ("Warna 5"): its place among the choices, from 1. */
export function themeColorNumber(color: ThemeColor): number {
  return THEME_COLORS.indexOf(color) + 1;
}
