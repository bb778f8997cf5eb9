import { style } from '@vanilla-extract/css';
import { vars } from '@praktik/ui/theme';

/** A row's buttons on one line (the table scrolls sideways rather than stacking them). */
export const rowActions = style({
  display: 'flex',
  flexWrap: 'nowrap',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
});

/** The package form's item list: one choice a line, its remove button beside it. */
export const itemLine = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const itemChoice = style({ flex: 1, minWidth: 0 });
