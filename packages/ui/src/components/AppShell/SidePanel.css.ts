import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm} 0 ${vars.space.md}`,
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const tabs = style({ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 });

export const tabList = style({
  display: 'flex',
  gap: vars.space.xxs,
  padding: `0 ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  flex: 1,
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  borderBottom: '3px solid transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text, background: vars.color.surfaceSunken },
    '&[data-selected]': {
      color: vars.color.primary,
      borderBottomColor: vars.color.primary,
      fontWeight: vars.fontWeight.bold,
    },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
});

export const tabPanel = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.md,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' } },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const itemText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const itemTitle = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const itemBody = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const itemMeta = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const alertIcon = recipe({
  base: { marginTop: 2 },
  variants: {
    tone: {
      info: { color: vars.color.info },
      success: { color: vars.color.success },
      warning: { color: vars.color.warning },
      danger: { color: vars.color.danger },
    },
  },
});

export const empty = style({
  margin: 0,
  color: vars.color.textMuted,
  textAlign: 'center',
  padding: vars.space.lg,
});

export const contactButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: vars.space.sm,
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-pressed]': { background: vars.color.border },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
});

export const avatar = style({
  display: 'block',
  width: 40,
  height: 40,
  flexShrink: 0,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
});

export const preview = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const conversationHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBottom: vars.space.sm,
  marginBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const conversationTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

export const messages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const bubble = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    maxWidth: '80%',
    padding: `${vars.space.xs} ${vars.space.sm}`,
    borderRadius: vars.radius.lg,
    fontSize: vars.fontSize.sm,
    overflowWrap: 'anywhere',
  },
  variants: {
    fromMe: {
      true: {
        alignSelf: 'flex-end',
        background: vars.color.primary,
        color: vars.color.onPrimary,
        borderBottomRightRadius: vars.radius.sm,
      },
      false: {
        alignSelf: 'flex-start',
        background: vars.color.surfaceSunken,
        color: vars.color.text,
        borderBottomLeftRadius: vars.radius.sm,
      },
    },
  },
});

export const bubbleTime = style({
  fontSize: vars.fontSize.xs,
  opacity: 0.85,
  alignSelf: 'flex-end',
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});
