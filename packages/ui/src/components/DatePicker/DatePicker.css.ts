import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';

import { popover as basePopover } from '../Field/field.css';

export { field, inputGroup, iconButton, icon } from '../Field/field.css';

/** The calendar keeps its own size instead of stretching to the field's width. */
export const popover = style([basePopover, { minWidth: 'unset', width: 'max-content' }]);

export const dateInput = style({
  display: 'flex',
  alignItems: 'center',
  flex: 1,
  minWidth: 0,
  paddingBlock: vars.space.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const segment = style({
  paddingInline: '1px',
  borderRadius: vars.radius.sm,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { color: vars.color.textMuted, paddingInline: 0 },
    '&[data-focused]': { backgroundColor: vars.color.primary, color: vars.color.onPrimary },
    '&[data-disabled]': { color: vars.color.textMuted },
  },
});

export const dialog = style({ padding: vars.space.md, outline: 'none' });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBottom: vars.space.sm,
});

export const calendarHeading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'capitalize',
});

export const grid = style({ borderCollapse: 'collapse' });

export const weekday = style({
  paddingBlock: vars.space.xs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '36px',
  height: '36px',
  margin: '1px',
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': {
      backgroundColor: vars.color.primarySubtle,
      color: vars.color.onPrimarySubtle,
    },
    '&[data-pressed]': { backgroundColor: vars.color.primarySubtle },
    '&[data-today]': { boxShadow: `inset 0 0 0 1px ${vars.color.primary}` },
    '&[data-selected]': {
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: vars.fontWeight.bold,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.textMuted,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
      backgroundColor: 'transparent',
    },
  },
});
