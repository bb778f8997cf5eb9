import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

/** The page's date controls, then the picker and the search; each wraps below on a phone. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  flex: '1 1 20rem',
  justifyContent: 'flex-end',
});

/** Side by side where there is room; on a phone each takes the whole width. */
const PHONE = '(max-width: 600px)';

export const doctorPicker = style({
  flex: '1 1 12rem',
  maxWidth: '18rem',
  '@media': { [PHONE]: { maxWidth: 'none' } },
});

export const search = style({
  flex: '1 1 12rem',
  maxWidth: '20rem',
  '@media': { [PHONE]: { maxWidth: 'none' } },
});

export const count = style({
  margin: 0,
  minHeight: '1.25em',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** The status badge with what else holds for the row (a no-show, an unconfirmed booking). */
export const status = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const note = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});
