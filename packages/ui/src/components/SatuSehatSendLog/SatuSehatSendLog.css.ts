import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { badgeShape } from '../StatusBadge/StatusBadge.css';
import { SEND_STATUS_TONES } from './send-log-options';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

/** The two ids the platform gave, as label and value pairs that wrap on a phone. */
export const ids = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const idItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const idLabel = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const idValue = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

/** "Not yet": the platform has not given this id (yet). */
export const notYet = style({
  fontFamily: vars.font.body,
  fontStyle: 'italic',
  color: vars.color.textMuted,
});

/** A send's status badge: the status badges' pill in the colours of the send's status. */
export const badge = styleVariants(SEND_STATUS_TONES, ({ background, text }) => [
  badgeShape,
  { backgroundColor: vars.color[background], color: vars.color[text] },
]);

/** The platform's error text, as it wrote it: long texts break anywhere rather than overflow. */
export const error = style({
  color: vars.color.text,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
});
