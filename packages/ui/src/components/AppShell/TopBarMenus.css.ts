import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 40,
  maxWidth: 260,
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-pressed]': { background: vars.color.border },
    '&[data-focus-visible]': focusRing,
  },
});

export const triggerText = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { '(max-width: 768px)': { display: 'none' } },
});

export const chevron = style({ color: vars.color.textMuted });

export const avatar = style({
  display: 'block',
  width: 32,
  height: 32,
  flexShrink: 0,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
});

export const popover = style({
  minWidth: 220,
  maxWidth: 'min(320px, calc(100vw - 16px))',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  outline: 'none',
  overflow: 'auto',
});

export const userCard = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const userText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const userName = style({
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const userEmail = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const menu = style({ padding: vars.space.xs, outline: 'none' });

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.surfaceSunken },
    '&[data-pressed]': { background: vars.color.border },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-selected]': { fontWeight: vars.fontWeight.bold },
    '&[data-current]': {
      background: vars.color.primarySubtle,
      color: vars.color.onPrimarySubtle,
      fontWeight: vars.fontWeight.bold,
    },
  },
});

export const menuItemLabel = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const check = style({ color: vars.color.primary });
