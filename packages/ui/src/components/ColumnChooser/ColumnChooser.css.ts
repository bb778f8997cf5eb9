import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
});

/** "8/16": how many columns show, quieter than the button's word. */
export const count = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
  fontVariantNumeric: 'tabular-nums',
});

/** As the selects' popovers: a raised surface under the button, scrolling on a short screen. */
export const popover = style({
  minWidth: 'min(90vw, 16rem)',
  maxWidth: 'min(90vw, 22rem)',
  overflow: 'auto',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  fontFamily: vars.font.body,
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  outline: 'none',
});

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const heading = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const description = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

/** Room between the boxes for a finger; one column per line reads as the table's order. */
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginBlockStart: vars.space.xs,
});

export const reset = style({ alignSelf: 'flex-start' });
