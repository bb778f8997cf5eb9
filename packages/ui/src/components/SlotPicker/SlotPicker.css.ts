import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';

import { description as fieldDescription, error as fieldError } from '../Field/field.css';

export { field } from '../Field/field.css';

export const description = style([fieldDescription, { margin: 0 }]);
export const error = style([fieldError, { margin: 0 }]);

/**
 * The list is the field's box: it scrolls inside the form once a day holds more than a working
 * day's slots, and its surface lies under the sticky part-of-day headings.
 */
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: 'fit-content',
  maxWidth: '100%',
  maxHeight: '28rem',
  overflowY: 'auto',
  padding: vars.space.sm,
  paddingBlockStart: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[aria-invalid="true"]': {
      borderColor: vars.color.danger,
      boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
    },
  },
});

/** Set on the list per visit duration, so the grid can show where a group of that length ends. */
export const durationList = styleVariants({ 15: {}, 30: {}, 60: {} });

/** One part of the day: its heading over a grid of one row per hour and a column per quarter. */
export const section = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(4rem, 7rem))',
  columnGap: vars.space.xs,
  rowGap: vars.space.xs,
  selectors: {
    // A 1-hour visit is one row: rows stand apart so each hour reads as one group.
    [`${durationList[60]} &`]: { rowGap: vars.space.sm },
  },
});

export const header = style({
  gridColumn: '1 / -1',
  gridRow: 1,
  position: 'sticky',
  top: 0,
  zIndex: 1,
  paddingBlockStart: vars.space.sm,
  paddingBlockEnd: vars.space.xxs,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const unit = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '36px',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  transition: 'background-color 120ms, border-color 120ms, color 120ms',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&[data-hovered]': {
      backgroundColor: vars.color.primarySubtle,
      color: vars.color.onPrimarySubtle,
      borderColor: vars.color.primary,
    },
    '&[data-selected]': {
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
      borderColor: vars.color.primary,
      fontWeight: vars.fontWeight.bold,
    },
    '&[data-selected][data-hovered]': { backgroundColor: vars.color.primaryHover },
    '&[data-pressed]': { borderColor: vars.color.primaryPressed },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': {
      backgroundColor: vars.color.surfaceSunken,
      borderColor: vars.color.border,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
    '&[data-disabled][data-selected]': {
      backgroundColor: vars.color.primarySubtle,
      color: vars.color.onPrimarySubtle,
      borderColor: vars.color.primary,
    },
  },
});

/** The visible mark of a reason: a booked unit is struck through, a past one only muted. */
export const reason = styleVariants({
  booked: { textDecoration: 'line-through' },
  past: {},
  offGrid: { borderStyle: 'dashed' },
  doesNotFit: { borderStyle: 'dashed' },
});

/** Read-only: the units show the selection but take no pointer. */
export const readOnlyUnit = style({ cursor: 'default' });

/** The quarter of the hour a unit starts in; a 30-minute visit's halves stand apart. */
export const column = styleVariants({
  1: { gridColumn: 1 },
  2: { gridColumn: 2 },
  3: {
    gridColumn: 3,
    selectors: { [`${durationList[30]} &`]: { marginInlineStart: vars.space.sm } },
  },
  4: { gridColumn: 4 },
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** "Pilih dokter terlebih dahulu", "Jadwal Tidak tersedia" and the loading state. */
export const message = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '5rem',
  margin: 0,
  padding: vars.space.md,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  textAlign: 'center',
});

export const summary = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const durationControl = style({ marginBlockEnd: vars.space.xs });
