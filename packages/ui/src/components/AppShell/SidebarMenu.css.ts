import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  margin: 0,
  padding: `0 ${vars.space.sm}`,
  listStyle: 'none',
});

export const subList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  margin: `2px 0 ${vars.space.xs}`,
  padding: 0,
  listStyle: 'none',
  // `display: flex` would otherwise beat the hidden attribute of a collapsed sub-menu.
  selectors: { '&[hidden]': { display: 'none' } },
});

/** A row: a link or a parent's button. */
export const row = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&[data-pressed]': { background: vars.color.border },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    // A parent holding the current page.
    '&[data-active]': { color: vars.color.primary },
    // The current page itself.
    '&[data-current]': {
      background: vars.color.primarySubtle,
      color: vars.color.onPrimarySubtle,
      fontWeight: vars.fontWeight.bold,
    },
  },
});

export const childRow = style({
  minHeight: 40,
  paddingLeft: 44,
  fontSize: vars.fontSize.sm,
});

export const miniRow = style({
  justifyContent: 'center',
  width: 48,
  minHeight: 48,
  margin: '0 auto',
  padding: 0,
});

export const label = style({
  flex: 1,
  minWidth: 0,
  overflowWrap: 'anywhere',
  lineHeight: vars.lineHeight.tight,
  paddingBlock: vars.space.xs,
});

export const chevron = style({
  transition: 'transform 140ms ease',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const miniMarker = style({
  position: 'absolute',
  right: 4,
  bottom: 6,
  width: 6,
  height: 6,
  borderRadius: vars.radius.full,
  background: 'currentColor',
});
