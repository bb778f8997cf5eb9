import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';

export {
  field,
  popover,
  listBox,
  listBoxItem,
  listBoxEmpty,
  itemCheck,
  icon,
} from '../Field/field.css';

/** The button that opens the list; styled like an input. Invalid state comes from the Select root. */
export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '40px',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-pressed]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-focus-visible]': focusRing,
    '[data-open] > &': focusRing,
    '[data-invalid] > &': {
      borderColor: vars.color.danger,
      boxShadow: `inset 0 0 0 1px ${vars.color.danger}`,
    },
    '&[data-disabled]': {
      backgroundColor: vars.color.surfaceSunken,
      borderColor: vars.color.border,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
});

export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const chevron = style({
  width: '18px',
  height: '18px',
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: 'transform 120ms',
  selectors: { '[data-open] > * > &': { transform: 'rotate(180deg)' } },
});
