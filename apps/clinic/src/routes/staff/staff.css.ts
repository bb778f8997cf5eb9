import { style } from '@vanilla-extract/css';
import { vars } from '@praktik/ui/theme';

/** A row's buttons on one line (the table scrolls sideways rather than stacking them). */
export const rowActions = style({
  display: 'flex',
  flexWrap: 'nowrap',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
});

/** The detail page's account state, above the form. */
export const statusLine = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
