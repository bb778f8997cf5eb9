import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
  selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row' } },
});

export const tabList = style({
  display: 'flex',
  selectors: {
    '&[data-orientation="horizontal"]': {
      borderBottom: `1px solid ${vars.color.border}`,
      overflowX: 'auto',
    },
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      flexShrink: 0,
      borderInlineEnd: `1px solid ${vars.color.border}`,
    },
  },
});

export const tab = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'center',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  // The selected tab's bar: an inset shadow keeps every tab the same size.
  transition: 'box-shadow 120ms, color 120ms, background-color 120ms',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  selectors: {
    '&[data-hovered]': { color: vars.color.text, backgroundColor: vars.color.surfaceSunken },
    '&[data-pressed]': { backgroundColor: vars.color.primarySubtle },
    '&[data-selected]': { color: vars.color.primary },
    '[data-orientation="horizontal"] > &[data-selected]': {
      boxShadow: `inset 0 -3px 0 ${vars.color.primary}`,
    },
    '[data-justified][data-orientation="horizontal"] > &': { flex: '1 1 0' },
    '[data-orientation="vertical"] > &': { justifyContent: 'flex-start', textAlign: 'start' },
    '[data-orientation="vertical"] > &[data-selected]': {
      boxShadow: `inset -3px 0 0 ${vars.color.primary}`,
    },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-disabled]': {
      color: vars.color.textMuted,
      backgroundColor: 'transparent',
      cursor: 'not-allowed',
      opacity: 0.6,
    },
  },
});

export const panel = style({
  flex: 1,
  minWidth: 0,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    // A panel kept mounted (shouldForceMount) while another tab is shown.
    '&[data-inert]': { display: 'none' },
  },
});
