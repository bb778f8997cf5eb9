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
    size: {
      md: {},
      sm: {
        gap: vars.space.xs,
        paddingBlock: vars.space.xs,
        paddingInline: vars.space.sm,
        borderLeftWidth: 3,
        fontSize: vars.fontSize.sm,
        lineHeight: vars.lineHeight.tight,
      },
    },
  },
});

export const icon = recipe({
  base: { marginTop: 2, flexShrink: 0 },
  variants: {
    tone: {
      info: { color: vars.color.info },
      success: { color: vars.color.success },
      warning: { color: vars.color.warning },
      danger: { color: vars.color.danger },
    },
    size: { md: {}, sm: { marginTop: 1 } },
  },
});

export const content = recipe({
  base: { flex: 1, minWidth: 0 },
  variants: {
    size: {
      // A long unbroken text (a file name, an address) breaks anywhere rather than overflow.
      md: { overflowWrap: 'anywhere' },
      // In a cell sized by its content: words stay whole, so the column is as wide as the longest
      // word ('anywhere' let the column shrink until "Kunjungan" broke in two).
      sm: { overflowWrap: 'break-word' },
    },
  },
});

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
