import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  fontFamily: vars.font.body,
  color: vars.color.text,
  minWidth: 0,
  // The day rows follow the editor's own width (a page column, a dialog), not the window's.
  containerType: 'inline-size',
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

/** Duration and Mode Libur side by side; stacked when the width runs out. */
export const settings = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.lg,
});

export const durationSelect = style({ width: '12rem', maxWidth: '100%' });

export const weekendMode = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBlockStart: vars.space.lg,
  maxWidth: '28rem',
});

export const help = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const readOnlySetting = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
});

export const settingName = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const days = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

/** A weekday: its switch in a fixed column, its slots beside it (below it when narrow). */
export const day = style({
  display: 'grid',
  gridTemplateColumns: '9rem minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.md,
  selectors: {
    '& + &': { borderBlockStart: `1px solid ${vars.color.border}` },
  },
  '@container': {
    '(max-width: 600px)': { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm },
  },
});

export const dayName = style({
  paddingBlockStart: vars.space.xs,
  fontWeight: vars.fontWeight.medium,
});

export const slots = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const dayNote = style({
  margin: 0,
  paddingBlockStart: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const slot = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  selectors: {
    '&[data-off]': { backgroundColor: vars.color.surfaceSunken, borderStyle: 'dashed' },
  },
});

export const time = style({ width: '8rem' });

export const slotActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.lg,
});

export const readOnlySlot = style({
  margin: 0,
  paddingBlockStart: vars.space.xs,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-off]': { color: vars.color.textMuted, textDecoration: 'line-through' },
  },
});

/** A day's buttons under its slots: add a slot, copy the day. */
export const dayActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

/** The typed ranges: the field, its apply button level with the input (below the label). */
export const ranges = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const rangesInput = style({ flex: '1 1 16rem', minWidth: 0, maxWidth: '24rem' });

export const rangesButton = style({ paddingBlockStart: vars.space.lg });

export const copyTargets = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginBlockStart: vars.space.md,
});
