import { style, styleVariants } from '@vanilla-extract/css';
import { STATUS_COLOR_TOKENS } from '@praktik/domain/visits/status';
import { vars } from '../../theme/contract.css';

/** The pill every status badge shares; each kind of status brings its own colours. */
export const badgeShape = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
});

export const badge = style([
  badgeShape,
  // The status colours are dark enough for white text (AA) in every theme.
  { color: vars.color.textInverse },
]);

/** One background per status, from the colour token the domain names for it. */
export const tone = styleVariants(STATUS_COLOR_TOKENS, (token) => ({
  backgroundColor: vars.color[token],
}));

/** An account that may sign in, and one the owner deactivated (muted: it is kept for records). */
export const account = styleVariants({
  active: { backgroundColor: vars.color.success, color: vars.color.onSuccess },
  inactive: {
    backgroundColor: vars.color.surfaceSunken,
    color: vars.color.textMuted,
    boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  },
});
