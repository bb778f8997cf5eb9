import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export { field } from '../Field/field.css';

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  selectors: {
    '[data-orientation="horizontal"] > &': {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space.xl,
    },
  },
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&::before': {
      content: '""',
      flexShrink: 0,
      width: '20px',
      height: '20px',
      borderRadius: vars.radius.full,
      border: `2px solid ${vars.color.borderStrong}`,
      backgroundColor: vars.color.surface,
      transition: 'border-color 120ms, box-shadow 120ms',
    },
    '&[data-hovered]::before': { borderColor: vars.color.text },
    '&[data-selected]::before': {
      borderColor: vars.color.primary,
      boxShadow: `inset 0 0 0 4px ${vars.color.surface}, inset 0 0 0 10px ${vars.color.primary}`,
    },
    '&[data-pressed]::before': { borderColor: vars.color.primaryPressed },
    '&[data-focus-visible]::before': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    '&[data-invalid]::before': { borderColor: vars.color.danger },
    '&[data-invalid][data-selected]::before': {
      boxShadow: `inset 0 0 0 4px ${vars.color.surface}, inset 0 0 0 10px ${vars.color.danger}`,
    },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    '&[data-disabled]::before': {
      borderColor: vars.color.border,
      backgroundColor: vars.color.surfaceSunken,
    },
    '&[data-readonly]': { cursor: 'default' },
  },
});
