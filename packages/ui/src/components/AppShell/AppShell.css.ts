import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';
import { TOP_BAR_HEIGHT } from './top-bar-height';

export const SIDEBAR_FULL_WIDTH = 264;
export const SIDEBAR_MINI_WIDTH = 72;
export { TOP_BAR_HEIGHT };

export const shell = style({
  position: 'relative',
  display: 'flex',
  minHeight: '100dvh',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  selectors: {
    /*
     * The sidebar column's own background, as tall as the page. The sidebar is sticky and one
     * viewport tall (it keeps its place and scrolls its own menu), so on a taller page the
     * column below it would show the page background; that is what a full-page screenshot
     * (or a print) shows. Out of flow, under the sticky sidebar, same width and transition.
     */
    '&:is([data-sidebar="full"], [data-sidebar="mini"])::before': {
      content: '""',
      position: 'absolute',
      top: 0,
      bottom: 0,
      left: 0,
      width: SIDEBAR_FULL_WIDTH,
      background: vars.color.surface,
      borderRight: `1px solid ${vars.color.border}`,
      transition: 'width 160ms ease',
      pointerEvents: 'none',
    },
    '&[data-sidebar="mini"]::before': { width: SIDEBAR_MINI_WIDTH },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { selectors: { '&::before': { transition: 'none' } } },
  },
});

export const skipLink = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: 300,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceRaised,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  textDecoration: 'underline',
  transform: 'translateY(-200%)',
  // A plain <a> (see AppShell.tsx) has no react-aria focus state: plain :focus it is.
  selectors: { '&:focus': { ...focusRing, transform: 'none' } },
});

export const sidebar = style({
  position: 'sticky',
  top: 0,
  flexShrink: 0,
  display: 'flex',
  flexDirection: 'column',
  height: '100dvh',
  width: SIDEBAR_FULL_WIDTH,
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  transition: 'width 160ms ease',
  selectors: {
    '&[data-variant="mini"]': { width: SIDEBAR_MINI_WIDTH },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const logoHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  minHeight: TOP_BAR_HEIGHT,
  padding: `0 ${vars.space.sm} 0 ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '[data-variant="mini"] &': {
      flexDirection: 'column',
      justifyContent: 'center',
      padding: `${vars.space.sm} 0`,
    },
  },
});

export const logoLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minWidth: 0,
  borderRadius: vars.radius.sm,
  selectors: { '&[data-focus-visible]': focusRing },
});

export const logoImage = style({
  display: 'block',
  height: 36,
  maxWidth: 168,
  objectFit: 'contain',
  selectors: {
    '[data-variant="mini"] &': { maxWidth: 44, height: 32 },
  },
});

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 40,
  height: 40,
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

export const toggleIcon = style({
  transition: 'transform 160ms ease',
  selectors: { '[data-variant="mini"] &': { transform: 'rotate(180deg)' } },
});

export const sidebarNav = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: `${vars.space.sm} 0`,
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
});

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: TOP_BAR_HEIGHT,
  padding: `0 ${vars.space.lg}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { '(max-width: 768px)': { padding: `0 ${vars.space.sm}` } },
});

export const title = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
  // Two lines at most, then an ellipsis: the menus beside it keep their place.
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  '@media': { '(max-width: 768px)': { fontSize: vars.fontSize.md } },
});

export const topActions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const main = style({
  flex: 1,
  minWidth: 0,
  padding: vars.space.lg,
  outline: 'none',
  '@media': { '(max-width: 768px)': { padding: vars.space.md } },
});

export const footer = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideFromLeft = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'none' },
});
const slideFromRight = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'none' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 100,
  background: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} 160ms ease-out` },
    '&[data-exiting]': { animation: `${fadeIn} 140ms ease-in reverse` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const drawer = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  display: 'flex',
  width: `min(${SIDEBAR_FULL_WIDTH + 16}px, 86vw)`,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${slideFromLeft} 180ms ease-out` },
    '&[data-exiting]': { animation: `${slideFromLeft} 160ms ease-in reverse` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const sheet = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  right: 0,
  display: 'flex',
  width: 'min(400px, 100vw)',
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${slideFromRight} 180ms ease-out` },
    '&[data-exiting]': { animation: `${slideFromRight} 160ms ease-in reverse` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const sheetDialog = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minHeight: 0,
  outline: 'none',
});

export const tooltip = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.text,
  color: vars.color.textInverse,
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  boxShadow: vars.shadow.md,
  pointerEvents: 'none',
});
