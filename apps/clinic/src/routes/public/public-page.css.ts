import { style } from '@vanilla-extract/css';
import { vars } from '@praktik/ui/theme';

/* What the public pages (the landing page and the booking pages) share: one look for both. */

export const publicPage = style({
  background: vars.color.background,
  color: vars.color.text,
  minHeight: '100dvh',
});

/** The small capitals line above a hero's title. */
export const eyebrow = style({
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  margin: 0,
});

/** The sentence under a hero's title. */
export const lead = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted, margin: 0 });
