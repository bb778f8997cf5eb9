import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';

export const alert = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    borderLeftWidth: 4,
    borderLeftStyle: 'solid',
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.normal,
  },
  variants: {
    tone: {
      info: { background: vars.color.infoSubtle, borderLeftColor: vars.color.info },
      success: { background: vars.color.successSubtle, borderLeftColor: vars.color.success },
      warning: { background: vars.color.warningSubtle, borderLeftColor: vars.color.warning },
      danger: { background: vars.color.dangerSubtle, borderLeftColor: vars.color.danger },
    },
  },
});

export const icon = recipe({
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

export const content = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const title = style({
  display: 'block',
  fontWeight: vars.fontWeight.bold,
  marginBottom: vars.space.xxs,
});

export const dismiss = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  margin: `calc(-1 * ${vars.space.xs})`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': focusRing,
  },
});
