import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';

/**
 * Narrower than this (the table's own width: a phone, or a narrow pane on a desktop) each row is
 * a card. A container query, not the viewport, since the table may sit in a side panel.
 */
const cards = '(max-width: 599.98px)';

/** The page's per-column widths, as variables so the card layout can let go of them. */
export const columnMinWidth = createVar();
export const contentMaxWidth = createVar();
export const contentMinWidth = createVar();

/** A finger's width: the smallest touch target WCAG 2.5.5 asks for. */
const touchTarget = '44px';

/** Off screen but read by screen readers (the headers a card does not show). */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * Holds the scroller and the loading overlay on top of it; its width decides between the table
 * and the cards.
 */
export const container = style({
  containerType: 'inline-size',
  position: 'relative',
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

/**
 * Narrow screens scroll the table sideways instead of squeezing its columns. Cards bring their
 * own borders and need no scrolling.
 */
export const scroller = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  '@container': {
    [cards]: { overflowX: 'visible', border: 'none', backgroundColor: 'transparent' },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' } },
  '@container': { [cards]: { display: 'block' } },
});

export const header = style({
  backgroundColor: vars.color.surfaceSunken,
  '@container': {
    [cards]: {
      display: 'block',
      backgroundColor: 'transparent',
      // Only the sortable headers show on cards, as a row of sort buttons above them.
      selectors: { '&:has([data-allows-sorting])': { paddingBlockEnd: vars.space.sm } },
    },
  },
});

globalStyle(`${header} > tr`, {
  '@container': {
    [cards]: { display: 'flex', flexWrap: 'wrap', gap: vars.space.xs },
  },
});

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
  minWidth: columnMinWidth,
  selectors: {
    '&[data-align="center"]': { textAlign: 'center' },
    '&[data-align="end"]': { textAlign: 'end' },
    '&[data-wrap-header]': { whiteSpace: 'normal' },
    '&[data-allows-sorting]': { cursor: 'pointer', userSelect: 'none' },
    '&[data-allows-sorting][data-hovered]': { backgroundColor: vars.color.border },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
  '@container': {
    [cards]: {
      display: 'inline-flex',
      alignItems: 'center',
      minWidth: 0,
      minHeight: touchTarget,
      paddingBlock: vars.space.xs,
      paddingInline: vars.space.md,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.full,
      backgroundColor: vars.color.surface,
      fontWeight: vars.fontWeight.medium,
      selectors: { '&:not([data-allows-sorting])': visuallyHidden },
    },
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

export const body = style({
  '@container': {
    [cards]: { display: 'flex', flexDirection: 'column', gap: vars.space.sm },
  },
});

/** On a card: the title, then the fields that lead, the other fields, the actions at the foot. */
export const row = style({
  outline: 'none',
  selectors: {
    '[data-clickable-rows] &': { cursor: 'pointer' },
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-pressed]': { backgroundColor: vars.color.primarySubtle },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
  '@container': {
    [cards]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.xs,
      padding: vars.space.md,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      backgroundColor: vars.color.surface,
      selectors: {
        '&[data-focus-visible]': { ...focusRing, outlineOffset: '2px' },
      },
    },
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
  '@container': {
    [cards]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(6rem, 35%) minmax(0, 1fr)',
      columnGap: vars.space.sm,
      alignItems: 'baseline',
      padding: 0,
      borderBottom: 'none',
      textAlign: 'start',
      order: 2,
      selectors: {
        '&[data-align="center"], &[data-align="end"]': { textAlign: 'start' },
        '&[data-card="title"]': {
          display: 'block',
          order: 0,
          fontSize: vars.fontSize.md,
          fontWeight: vars.fontWeight.bold,
        },
        '&[data-card="first"]': { order: 1 },
        '&[data-card="hidden"]': { display: 'none' },
        // Off the card but still a cell of the grid, so a screen reader's columns stay in step.
        '&[data-empty]:not([data-card="title"])': visuallyHidden,
        '&[data-card="actions"]': {
          display: 'block',
          order: 3,
          marginBlockStart: vars.space.xs,
          paddingBlockStart: vars.space.sm,
          borderBlockStart: `1px solid ${vars.color.border}`,
        },
        '&[data-focus-visible]': { ...focusRing, outlineOffset: '2px' },
      },
    },
  },
});

/** A field's name beside its value on a card; the table's header names it otherwise. */
export const cardLabel = style({
  display: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  '@container': { [cards]: { display: 'block' } },
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
  // At the foot of a card there is nothing to pin.
  '@container': {
    [cards]: { position: 'static', boxShadow: 'none', backgroundColor: 'transparent' },
  },
});

export const cellContent = style({
  maxWidth: contentMaxWidth,
  minWidth: contentMinWidth,
  '@container': { [cards]: { maxWidth: 'none', minWidth: 0 } },
  selectors: {
    // Long words (an e-mail, a long name) break rather than stretch the column past maxWidth.
    '&[data-overflow="wrap"]': { overflowWrap: 'break-word' },
    '&[data-overflow="truncate"]': {
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
    '&[data-overflow="nowrap"]': { whiteSpace: 'nowrap' },
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  '@container': { [cards]: { justifyContent: 'flex-start' } },
});

/** A card's buttons and links are thumb-sized, and wrap rather than run off the card. */
globalStyle(`${actions} :is(button, a)`, {
  '@container': {
    [cards]: { minHeight: touchTarget, minWidth: touchTarget, paddingInline: vars.space.md },
  },
});
globalStyle(`${actions} > *`, {
  '@container': { [cards]: { flexWrap: 'wrap', justifyContent: 'flex-start' } },
});

export const bodyMessage = style({ paddingBlock: vars.space.md });

export const loadingPlaceholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '160px',
});

/** Dims the rows under the spinner while a page loads (inside the table's border). */
export const overlay = style({
  position: 'absolute',
  inset: '1px',
  '@container': { [cards]: { inset: 0 } },
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.md,
  backgroundColor: `color-mix(in srgb, ${vars.color.surface} 70%, transparent)`,
});
