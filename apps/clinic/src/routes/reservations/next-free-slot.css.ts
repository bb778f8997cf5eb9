import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@praktik/ui/theme';

/* The add dialog's "next free slot" action: its controls in a line, and what it found. */

export const action = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

const message = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  borderLeftWidth: 3,
  borderLeftStyle: 'solid',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

/** The found slot reads as information, "nothing free" as a warning (the Alert's colours). */
export const found = styleVariants({
  slot: [message, { background: vars.color.infoSubtle, borderLeftColor: vars.color.info }],
  none: [message, { background: vars.color.warningSubtle, borderLeftColor: vars.color.warning }],
});
