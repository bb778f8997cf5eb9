import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';

/** Label, control, description and error stacked; shared by every field component. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const requiredMarker = style({
  color: vars.color.danger,
  marginInlineStart: vars.space.xxs,
});

export const description = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

export const error = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

const boxBase = {
  minHeight: '40px',
  width: '100%',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  outline: 'none',
  transition: 'border-color 120ms, box-shadow 120ms',
} as const;

/**
 * A text input, or a Group that draws the box around an input and its buttons. Text fields
 * show the ring on any focus (the caret is there either way); react-aria sets data-focused
 * on inputs and data-focus-within on groups.
 */
export const inputBox = style({
  ...boxBase,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focused], &[data-focus-within]': focusRing,
    // A second pixel drawn inside, so the box does not grow when it turns invalid.
    '&[data-invalid]': {
      borderColor: vars.color.danger,
      boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
    },
    '&[data-disabled]': {
      backgroundColor: vars.color.surfaceSunken,
      borderColor: vars.color.border,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
    '&[readonly], &[data-readonly]': {
      backgroundColor: vars.color.surfaceSunken,
      borderStyle: 'dashed',
    },
  },
});

/** A Group holding an input and trailing buttons. */
export const inputGroup = style([
  inputBox,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    paddingBlock: 0,
    paddingInlineEnd: vars.space.xxs,
  },
]);

/** The bare input inside an inputGroup. */
export const groupedInput = style({
  flex: 1,
  minWidth: 0,
  border: 'none',
  background: 'transparent',
  padding: 0,
  paddingBlock: vars.space.sm,
  fontSize: vars.fontSize.md,
  color: 'inherit',
  outline: 'none',
  selectors: { '&::placeholder': { color: vars.color.textMuted, opacity: 1 } },
});

/** A small square icon button inside an inputGroup (show password, open calendar). */
export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '34px',
  height: '34px',
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken, color: vars.color.text },
    '&[data-pressed]': {
      backgroundColor: vars.color.primarySubtle,
      color: vars.color.onPrimarySubtle,
    },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const icon = style({ width: '20px', height: '20px', flexShrink: 0 });

/** Popover surface for Select, MultiSelect and DatePicker. */
export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxWidth: 'min(90vw, 420px)',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  outline: 'none',
  overflow: 'auto',
  fontFamily: vars.font.body,
});

export const listBox = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.xs,
  maxHeight: '320px',
  overflow: 'auto',
  outline: 'none',
});

export const listBoxItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered], &[data-focused]': {
      backgroundColor: vars.color.primarySubtle,
      color: vars.color.onPrimarySubtle,
    },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-selected]': { fontWeight: vars.fontWeight.bold },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

/** The line a list shows in place of options: none yet, none found, still loading. */
export const listBoxEmpty = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.textMuted,
});

/** The tick column of a list item; empty (but keeping its width) when not selected. */
export const itemCheck = style({
  width: '18px',
  height: '18px',
  flexShrink: 0,
  color: vars.color.primary,
  selectors: { '[data-focused] > &, [data-hovered] > &': { color: vars.color.onPrimarySubtle } },
});
