import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  background: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} 150ms ease-out` },
    '&[data-exiting]': { animation: `${fadeIn} 120ms ease-in reverse` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const modal = recipe({
  base: {
    display: 'flex',
    width: '100%',
    maxHeight: 'calc(100dvh - 2 * 16px)',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.body,
    outline: 'none',
    selectors: {
      '&[data-entering]': { animation: `${rise} 180ms ease-out` },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    size: {
      sm: { maxWidth: 420 },
      md: { maxWidth: 600 },
      lg: { maxWidth: 900 },
    },
  },
  defaultVariants: { size: 'md' },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minHeight: 0,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.md}`,
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  // A plain div (focusable only when it scrolls) has no react-aria focus state to select on.
  selectors: { '&:focus-visible': { ...focusRing, outlineOffset: '-2px' } },
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
});

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 36,
  height: 36,
  margin: `calc(-1 * ${vars.space.xs})`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&[data-pressed]': { background: vars.color.border },
    '&[data-focus-visible]': focusRing,
  },
});

export const message = style({ margin: 0 });

export const confirmIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 40,
  height: 40,
  borderRadius: vars.radius.full,
  background: vars.color.dangerSubtle,
  color: vars.color.danger,
});

export const titleRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
