import { style } from '@vanilla-extract/css';
import { vars } from '@praktik/ui/theme';

/* Page-level layout only: widgets and their looks come from @praktik/ui. */

export const authPage = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  background: vars.color.background,
  padding: vars.space.md,
  gap: vars.space.lg,
});

export const authTop = style({
  width: '100%',
  maxWidth: 960,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  textDecoration: 'none',
});

export const brandLogo = style({ width: 32, height: 32, display: 'block' });

export const authCard = style({
  width: '100%',
  maxWidth: 440,
  margin: 'auto 0',
});

export const wideCard = style({
  width: '100%',
  maxWidth: 760,
});

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const centerText = style({ textAlign: 'center' });

export const localeSwitch = style({
  display: 'inline-flex',
  gap: vars.space.xxs,
});

export const centered = style({
  minHeight: '50dvh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
});

export const pageBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxWidth: 960,
  width: '100%',
});

export const buttonRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const progress = style({
  width: '100%',
});
