import { style } from '@vanilla-extract/css';
import {
  reservationCard,
  reservationCardTone,
  reservationCardTransferred,
} from '../../shared/reservation-card.css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';
import { DOCTOR_COLUMN_WIDTH, HOUR_COLUMN_WIDTH } from './timetable-grid-options';

const columns = `${DOCTOR_COLUMN_WIDTH}px repeat(24, ${HOUR_COLUMN_WIDTH}px)`;
const insetRing = { ...focusRing, outlineOffset: '-2px' };

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const frame = style({
  position: 'relative',
  minWidth: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
});

/**
 * Scrolls both ways; the hour headings stick to the top and the doctor names to the left.
 * The scroll padding keeps a focused cell clear of both when the browser scrolls it into view.
 */
export const scroller = style({
  overflow: 'auto',
  maxHeight: '70vh',
  borderRadius: vars.radius.md,
  scrollPaddingLeft: DOCTOR_COLUMN_WIDTH,
  scrollPaddingTop: 40,
});

export const grid = style({
  width: 'max-content',
  minWidth: '100%',
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.tight,
});

const rowBase = style({
  display: 'grid',
  gridTemplateColumns: columns,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const row = rowBase;

export const headerRow = style([
  rowBase,
  { position: 'sticky', top: 0, zIndex: 2, backgroundColor: vars.color.surfaceSunken },
]);

export const corner = style({
  position: 'sticky',
  left: 0,
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  paddingInline: vars.space.md,
  minHeight: 40,
  fontWeight: vars.fontWeight.bold,
  backgroundColor: vars.color.surfaceSunken,
  borderRight: `1px solid ${vars.color.border}`,
});

export const hourHeader = style({
  display: 'flex',
  alignItems: 'center',
  paddingInline: vars.space.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  borderLeft: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-business]': {
      color: vars.color.onPrimarySubtle,
      backgroundColor: vars.color.primarySubtle,
      fontWeight: vars.fontWeight.bold,
    },
  },
});

export const rowHeader = style({
  position: 'sticky',
  left: 0,
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  padding: vars.space.sm,
  paddingInline: vars.space.md,
  fontWeight: vars.fontWeight.medium,
  backgroundColor: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  overflowWrap: 'anywhere',
});

/**
 * Business hours are the light cells; the others are sunken. Hours outside the doctor's
 * schedule are hatched, past hours faded. Selected (dragged) cells take the primary tint.
 */
export const cell = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.xxs,
  minHeight: 64,
  minWidth: 0,
  padding: vars.space.xs,
  borderLeft: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-business]': { backgroundColor: vars.color.surface },
    '&:not([data-scheduled])': {
      backgroundImage: `repeating-linear-gradient(135deg, ${vars.color.border} 0 1px, transparent 1px 8px)`,
    },
    '&[data-free]': { cursor: 'cell' },
    '&[data-selected]': {
      backgroundColor: vars.color.primarySubtle,
      boxShadow: `inset 0 0 0 2px ${vars.color.primary}`,
    },
    '&[data-focus-visible]': insetRing,
  },
});

/**
 * Cards and plus buttons are plain buttons, not react-aria ones (hundreds of press hooks on a
 * busy day): hover comes from `:hover`, the focus ring from the grid's own `data-focus-visible`.
 */
export const card = style([
  reservationCard,
  {
    position: 'relative',
    selectors: {
      '&:hover': { borderColor: vars.color.borderStrong },
      '[data-past] > &': { opacity: 0.8 },
    },
  },
]);

export const cardTone = reservationCardTone;

export const cardTransferred = reservationCardTransferred;

export const patientName = style({
  display: '-webkit-box',
  width: '100%',
  overflow: 'hidden',
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
});

export const cardMeta = style({
  display: 'block',
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

/**
 * The card's time on its first line (its DOM place is last, for the name read first), on one
 * line: a card narrower than the hour column still shows the start and cuts the end.
 */
export const cardTime = style({
  order: -1,
  display: 'block',
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

/** A moved patient's line wraps: where they went is the point of the card, not to be cut off. */
export const cardMetaWraps = style({
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
});

/** An unconfirmed online booking: a small label in the warning colours, words and not colour alone. */
export const unconfirmedBadge = style({
  display: 'block',
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  backgroundColor: vars.color.warningSubtle,
  color: vars.color.text,
});

/**
 * The plus sign's bars, as the 16 px icon they replace drew them (14 of 24 units long with its
 * round ends, 2 thick), in whole pixels: a fractional bar is snapped thinner than the icon's
 * anti-aliased stroke looked.
 */
const PLUS_LENGTH = '11px';
const PLUS_THICKNESS = '2px';
const bar = 'linear-gradient(currentColor, currentColor)';

/**
 * The plus sign is two bars of background in the text colour, not an inline SVG: a busy day
 * has hundreds of plus buttons, and an SVG each (two more elements to create, lay out and
 * paint) was a seventh of the grid's first render. A mask image would cost more to paint.
 */
export const addButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'flex-start',
  width: 28,
  height: 28,
  margin: 0,
  padding: 0,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  backgroundImage: `${bar}, ${bar}`,
  backgroundSize: `${PLUS_LENGTH} ${PLUS_THICKNESS}, ${PLUS_THICKNESS} ${PLUS_LENGTH}`,
  backgroundPosition: 'center',
  backgroundRepeat: 'no-repeat',
  color: vars.color.primary,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': {
      borderStyle: 'solid',
      borderColor: vars.color.primary,
      backgroundColor: vars.color.primarySubtle,
      color: vars.color.onPrimarySubtle,
    },
    '&[data-focus-visible]': focusRing,
  },
});

export const status = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xl,
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
