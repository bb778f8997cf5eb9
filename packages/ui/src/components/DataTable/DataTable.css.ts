import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';

/** Holds the scroller and the loading overlay on top of it. */
export const container = style({
  position: 'relative',
  minWidth: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

/** Narrow screens scroll the table sideways instead of squeezing its columns. */
export const scroller = style({
  overflowX: 'auto',
  borderRadius: vars.radius.md,
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' } },
});

export const header = style({ backgroundColor: vars.color.surfaceSunken });

export const column = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'start',
  verticalAlign: 'bottom',
  whiteSpace: 'nowrap',
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&[data-align="center"]': { textAlign: 'center' },
    '&[data-align="end"]': { textAlign: 'end' },
    '&[data-allows-sorting]': { cursor: 'pointer', userSelect: 'none' },
    '&[data-allows-sorting][data-hovered]': { backgroundColor: vars.color.border },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
});

export const columnLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const sortIcon = style({
  width: '14px',
  height: '14px',
  flexShrink: 0,
  color: vars.color.textMuted,
});

/** The two arrows: both faint while unsorted; sorted shows only the active one. */
export const sortUp = style({
  opacity: 0.35,
  selectors: {
    '[data-direction="ascending"] > &': { opacity: 1 },
    '[data-direction="descending"] > &': { opacity: 0 },
  },
});

export const sortDown = style({
  opacity: 0.35,
  selectors: {
    '[data-direction="descending"] > &': { opacity: 1 },
    '[data-direction="ascending"] > &': { opacity: 0 },
  },
});

export const body = style({});

export const row = style({
  outline: 'none',
  selectors: {
    '[data-clickable-rows] &': { cursor: 'pointer' },
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-pressed]': { backgroundColor: vars.color.primarySubtle },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
});

export const cell = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  textAlign: 'start',
  outline: 'none',
  selectors: {
    'tr:last-child > &': { borderBottom: 'none' },
    '&[data-align="center"]': { textAlign: 'center' },
    '&[data-align="end"]': { textAlign: 'end' },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
});

/**
 * The actions column pinned to the right edge of the scroller (DataTable `stickyActions`), over
 * the columns scrolling under it; a line on its left marks the edge. Phones keep a plain column.
 */
export const stickyEnd = style({
  '@media': {
    'screen and (min-width: 769px)': {
      position: 'sticky',
      insetInlineEnd: 0,
      zIndex: 1,
      backgroundColor: vars.color.surface,
      boxShadow: `inset 1px 0 0 ${vars.color.border}`,
      selectors: {
        'thead &': { backgroundColor: vars.color.surfaceSunken },
        'tr[data-hovered] > &': { backgroundColor: vars.color.surfaceSunken },
        'tr[data-pressed] > &': { backgroundColor: vars.color.primarySubtle },
      },
    },
  },
});

export const cellContent = style({
  selectors: {
    // Long words (an e-mail, a long name) break rather than stretch the column past maxWidth.
    '&[data-overflow="wrap"]': { overflowWrap: 'break-word' },
    '&[data-overflow="truncate"]': {
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
});

export const bodyMessage = style({ paddingBlock: vars.space.md });

export const loadingPlaceholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '160px',
});

/** Dims the rows under the spinner while a page loads. */
export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.md,
  backgroundColor: `color-mix(in srgb, ${vars.color.surface} 70%, transparent)`,
});
