import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    '&[data-readonly]': { cursor: 'default' },
  },
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '20px',
  height: '20px',
  // Centre the box on the first line of the label.
  marginTop: 'calc((1.5em - 20px) / 2)',
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.onPrimary,
  transition: 'background-color 120ms, border-color 120ms',
  selectors: {
    '[data-hovered] > &': { borderColor: vars.color.text },
    '[data-selected] > &, [data-indeterminate] > &': {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
    },
    '[data-pressed] > &': { borderColor: vars.color.primaryPressed },
    '[data-focus-visible] > &': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    '[data-invalid] > &': { borderColor: vars.color.danger },
    '[data-invalid][data-selected] > &': { backgroundColor: vars.color.danger },
    '[data-disabled] > &': {
      borderColor: vars.color.border,
      backgroundColor: vars.color.surfaceSunken,
      color: vars.color.textMuted,
    },
  },
});

export const mark = style({ width: '14px', height: '14px', strokeWidth: 3 });
