import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export { label } from '../Field/field.css';

/** Its own row of fields; inside a FilterBar it spans the bar's whole width. */
export const root = style({
  gridColumn: '1 / -1',
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 13rem), 1fr))',
  alignItems: 'start',
  gap: vars.space.md,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const periodField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const parts = style({
  display: 'flex',
  gap: vars.space.xs,
});

export const part = style({ flex: '1 1 0', minWidth: 0 });

/**
 * Month and year share the field; the month takes more of it, so a long month name
 * ("September") is not cut where the year has room to spare.
 */
export const monthPart = style([part, { flex: '1.6 1 0' }]);

/** Lines the button up with the fields' boxes, under their labels. */
export const search = style({
  display: 'flex',
  alignItems: 'flex-end',
  alignSelf: 'end',
});
