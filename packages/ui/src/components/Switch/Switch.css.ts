import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const switchRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    '&[data-readonly]': { cursor: 'default' },
  },
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: '40px',
  height: '24px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.borderStrong,
  transition: 'background-color 150ms',
  selectors: {
    '[data-hovered] > &': { backgroundColor: vars.color.textMuted },
    '[data-selected] > &': { backgroundColor: vars.color.primary },
    '[data-selected][data-hovered] > &': { backgroundColor: vars.color.primaryHover },
    '[data-pressed] > &': { backgroundColor: vars.color.primaryPressed },
    '[data-focus-visible] > &': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    '[data-disabled] > &': { backgroundColor: vars.color.border },
  },
});

export const thumb = style({
  position: 'absolute',
  top: '3px',
  left: '3px',
  width: '18px',
  height: '18px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: 'transform 150ms',
  selectors: { '[data-selected] > * > &': { transform: 'translateX(16px)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
