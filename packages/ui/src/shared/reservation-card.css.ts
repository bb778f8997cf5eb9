import { style, styleVariants } from '@vanilla-extract/css';
import { STATUS_COLOR_TOKENS } from '@praktik/domain/visits/status';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus.css';

/*
 * A reservation's card as the day's grid and the week draw it: the patient and its time standing
 * in a raised box whose left edge carries the status colour. Each view adds how it is hovered and
 * placed.
 */

export const reservationCard = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 2,
  width: '100%',
  minWidth: 0,
  margin: 0,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: 4,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    // A no-show is told apart without colour alone: a dashed edge, and its text says so.
    '&[data-no-show]': { borderStyle: 'dashed' },
  },
});

/** The card's edge in the status colour the domain names (same colours as StatusBadge). */
export const reservationCardTone = styleVariants(STATUS_COLOR_TOKENS, (token) => ({
  borderLeftColor: vars.color[token],
}));

/**
 * A reservation the patient was moved away from: a dashed neutral edge, not the done colour (its
 * text says where the patient went, so colour is not alone in telling it).
 */
export const reservationCardTransferred = style({
  borderLeftColor: vars.color.borderStrong,
  borderLeftStyle: 'dashed',
});
