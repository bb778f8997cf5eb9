import { style } from '@vanilla-extract/css';
import { vars } from '@praktik/ui/theme';

/* Layout of the payment section and its dialogs; widgets come from @praktik/ui. */

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const form = style({
  display: 'grid',
  gap: vars.space.md,
});
