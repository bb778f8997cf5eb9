/** The clinic's primary colour choices (spec 2 §2.12); the ui package defines what each looks like. */
export const THEME_COLORS = [
  'color_1',
  'color_2',
  'color_3',
  'color_4',
  'color_5',
  'color_6',
  'color_7',
  'color_8',
  'color_9',
  'color_10',
  'color_11',
  'color_12',
  'color_13',
  'color_14',
  'color_15',
  'color_16',
  'color_17',
] as const;

export type ThemeColor = (typeof THEME_COLORS)[number];

export const DEFAULT_THEME_COLOR: ThemeColor = 'color_1';

export function isThemeColor(value: unknown): value is ThemeColor {
  return typeof value === 'string' && (THEME_COLORS as readonly string[]).includes(value);
}

/** A stored colour that is no longer offered falls back to the default rather than breaking the page. */
export function themeColorOrDefault(value: unknown): ThemeColor {
  return isThemeColor(value) ? value : DEFAULT_THEME_COLOR;
}
