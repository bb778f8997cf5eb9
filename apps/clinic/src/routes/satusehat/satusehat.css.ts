import { style } from '@vanilla-extract/css';
import { vars } from '@praktik/ui/theme';

/** The saved link and the platform's answer: a term and its value a line, two columns wide. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const value = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

/** A row's buttons on one line (the table scrolls sideways rather than stacking them). */
export const rowActions = style({
  display: 'flex',
  flexWrap: 'nowrap',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
});
