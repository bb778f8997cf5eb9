/**
 * Plain design data: the 17 clinic palettes and the scales every theme shares.
 * No vanilla-extract here, so node tests (contrast) can read the values directly.
 * This is the only place besides themes.css.ts where literal colours live.
 */
import type { ThemeColor } from '@praktik/domain/clinic/theme-colors';

/** The part of the colour set that changes with the clinic's chosen primary colour. */
export interface Palette {
  /** Human name, for the Storybook toolbar and docs. */
  name: string;
  primary: string;
  primaryHover: string;
  primaryPressed: string;
  onPrimary: string;
  primarySubtle: string;
  onPrimarySubtle: string;
}

/**
 * Every primary is dark enough for white text at WCAG AA (4.5:1) and is itself at least
 * 4.5:1 on white, so it also works as link text and as a focus ring colour.
 */
export const palettes = {
  color_1: {
    name: 'Teal',
    primary: '#0f766e',
    primaryHover: '#115e59',
    primaryPressed: '#134e4a',
    onPrimary: '#ffffff',
    primarySubtle: '#ccfbf1',
    onPrimarySubtle: '#134e4a',
  },
  color_2: {
    name: 'Blue',
    primary: '#1d4ed8',
    primaryHover: '#1e40af',
    primaryPressed: '#1e3a8a',
    onPrimary: '#ffffff',
    primarySubtle: '#dbeafe',
    onPrimarySubtle: '#1e3a8a',
  },
  color_3: {
    name: 'Indigo',
    primary: '#4338ca',
    primaryHover: '#3730a3',
    primaryPressed: '#312e81',
    onPrimary: '#ffffff',
    primarySubtle: '#e0e7ff',
    onPrimarySubtle: '#312e81',
  },
  color_4: {
    name: 'Violet',
    primary: '#6d28d9',
    primaryHover: '#5b21b6',
    primaryPressed: '#4c1d95',
    onPrimary: '#ffffff',
    primarySubtle: '#ede9fe',
    onPrimarySubtle: '#4c1d95',
  },
  color_5: {
    name: 'Pink',
    primary: '#be185d',
    primaryHover: '#9d174d',
    primaryPressed: '#831843',
    onPrimary: '#ffffff',
    primarySubtle: '#fce7f3',
    onPrimarySubtle: '#831843',
  },
  color_6: {
    name: 'Rose',
    primary: '#be123c',
    primaryHover: '#9f1239',
    primaryPressed: '#881337',
    onPrimary: '#ffffff',
    primarySubtle: '#ffe4e6',
    onPrimarySubtle: '#881337',
  },
  color_7: {
    name: 'Red',
    primary: '#b91c1c',
    primaryHover: '#991b1b',
    primaryPressed: '#7f1d1d',
    onPrimary: '#ffffff',
    primarySubtle: '#fee2e2',
    onPrimarySubtle: '#7f1d1d',
  },
  color_8: {
    name: 'Orange',
    primary: '#c2410c',
    primaryHover: '#9a3412',
    primaryPressed: '#7c2d12',
    onPrimary: '#ffffff',
    primarySubtle: '#ffedd5',
    onPrimarySubtle: '#7c2d12',
  },
  color_9: {
    name: 'Amber',
    primary: '#b45309',
    primaryHover: '#92400e',
    primaryPressed: '#78350f',
    onPrimary: '#ffffff',
    primarySubtle: '#fef3c7',
    onPrimarySubtle: '#78350f',
  },
  color_10: {
    name: 'Green',
    primary: '#15803d',
    primaryHover: '#166534',
    primaryPressed: '#14532d',
    onPrimary: '#ffffff',
    primarySubtle: '#dcfce7',
    onPrimarySubtle: '#14532d',
  },
  color_11: {
    name: 'Emerald',
    primary: '#047857',
    primaryHover: '#065f46',
    primaryPressed: '#064e3b',
    onPrimary: '#ffffff',
    primarySubtle: '#d1fae5',
    onPrimarySubtle: '#064e3b',
  },
  color_12: {
    name: 'Cyan',
    primary: '#0e7490',
    primaryHover: '#155e75',
    primaryPressed: '#164e63',
    onPrimary: '#ffffff',
    primarySubtle: '#cffafe',
    onPrimarySubtle: '#164e63',
  },
  color_13: {
    name: 'Sky',
    primary: '#0369a1',
    primaryHover: '#075985',
    primaryPressed: '#0c4a6e',
    onPrimary: '#ffffff',
    primarySubtle: '#e0f2fe',
    onPrimarySubtle: '#0c4a6e',
  },
  color_14: {
    name: 'Slate',
    primary: '#475569',
    primaryHover: '#334155',
    primaryPressed: '#1e293b',
    onPrimary: '#ffffff',
    primarySubtle: '#e2e8f0',
    onPrimarySubtle: '#1e293b',
  },
  color_15: {
    name: 'Brown',
    primary: '#8a5a2b',
    primaryHover: '#704820',
    primaryPressed: '#5a3817',
    onPrimary: '#ffffff',
    primarySubtle: '#f5ebe0',
    onPrimarySubtle: '#4a2e12',
  },
  color_16: {
    name: 'Magenta',
    primary: '#a21caf',
    primaryHover: '#86198f',
    primaryPressed: '#701a75',
    onPrimary: '#ffffff',
    primarySubtle: '#fae8ff',
    onPrimarySubtle: '#701a75',
  },
  color_17: {
    name: 'Olive',
    primary: '#5b6b1e',
    primaryHover: '#4a5718',
    primaryPressed: '#3b4513',
    onPrimary: '#ffffff',
    primarySubtle: '#eef2d6',
    onPrimarySubtle: '#3b4513',
  },
} as const satisfies Record<ThemeColor, Palette>;

/** Neutrals and status colours: the same in every theme, so statuses read the same everywhere. */
export const sharedColors = {
  background: '#f8fafc',
  surface: '#ffffff',
  surfaceRaised: '#ffffff',
  surfaceSunken: '#f1f5f9',
  border: '#cbd5e1',
  // Input borders: 3:1 against the surface (WCAG 1.4.11 non-text contrast).
  borderStrong: '#64748b',
  text: '#0f172a',
  textMuted: '#475569',
  textInverse: '#ffffff',
  danger: '#b91c1c',
  onDanger: '#ffffff',
  dangerSubtle: '#fee2e2',
  success: '#15803d',
  onSuccess: '#ffffff',
  successSubtle: '#dcfce7',
  warning: '#b45309',
  onWarning: '#ffffff',
  warningSubtle: '#fef3c7',
  info: '#0369a1',
  infoSubtle: '#e0f2fe',
  overlay: 'rgba(15, 23, 42, 0.5)',
  statusBooked: '#1d4ed8',
  statusActive: '#6d28d9',
  statusWaitingPayment: '#b45309',
  statusDone: '#15803d',
  statusCancelled: '#b91c1c',
  tag1: '#dbeafe',
  onTag1: '#1e3a8a',
  tag2: '#dcfce7',
  onTag2: '#14532d',
  tag3: '#fef3c7',
  onTag3: '#78350f',
} as const;

export type ColorTokens = Omit<Palette, 'name'> & typeof sharedColors & { focusRing: string };

/** The full colour set of one theme. */
export function colorsFor(theme: ThemeColor): { [K in keyof ColorTokens]: string } {
  const { name: _name, ...palette } = palettes[theme];
  return { ...palette, ...sharedColors, focusRing: palette.primary };
}

export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
} as const;

export const radius = { sm: '4px', md: '6px', lg: '10px', full: '9999px' } as const;

export const font = {
  body: "'Noto Sans', 'Segoe UI', Roboto, system-ui, -apple-system, sans-serif",
  heading: "'Noto Sans', 'Segoe UI', Roboto, system-ui, -apple-system, sans-serif",
  mono: "'Noto Sans Mono', ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
} as const;

export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  xxl: '1.75rem',
} as const;

export const fontWeight = { regular: '400', medium: '500', bold: '700' } as const;

export const lineHeight = { tight: '1.25', normal: '1.5' } as const;

export const shadow = {
  sm: '0 1px 2px rgba(15, 23, 42, 0.08)',
  md: '0 4px 12px rgba(15, 23, 42, 0.12)',
  lg: '0 12px 32px rgba(15, 23, 42, 0.18)',
} as const;
