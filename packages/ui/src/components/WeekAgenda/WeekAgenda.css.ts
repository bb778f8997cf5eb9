import { style } from '@vanilla-extract/css';
import {
  reservationCard,
  reservationCardTone,
  reservationCardTransferred,
} from '../../shared/reservation-card.css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/focus.css';

/** Below this width of the component the days are a list, one under another. */
const narrow = '(max-width: 720px)';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
  containerType: 'inline-size',
});

/** The week buttons, the week's name and the picker; each wraps below on a phone. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const heading = style({
  flex: '1 1 14rem',
  margin: 0,
  alignSelf: 'center',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const picker = style({
  flex: '1 1 12rem',
  maxWidth: '18rem',
  '@container': { [narrow]: { maxWidth: 'none' } },
});

export const count = style({
  margin: 0,
  minHeight: '1.25em',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xl,
});

export const days = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@container': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const day = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  selectors: {
    // A day off is shaded, and its hours line says "Libur": not colour alone.
    '&[data-day-off]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-today]': { borderColor: vars.color.primary, borderWidth: 2 },
  },
});

export const dayHeading = style({ margin: 0, fontSize: vars.fontSize.sm });

/** The day's name and date: a button that opens the day in the day view. */
export const dayButton = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  width: '100%',
  margin: 0,
  padding: vars.space.xxs,
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  // The text colour, not the primary: the theme holds it to AA on a day off's shade too.
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  textAlign: 'start',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': {
      backgroundColor: vars.color.primarySubtle,
      color: vars.color.onPrimarySubtle,
    },
    '&[data-pressed]': {
      backgroundColor: vars.color.primarySubtle,
      color: vars.color.onPrimarySubtle,
    },
    '&[data-focus-visible]': focusRing,
  },
});

export const date = style({ fontWeight: vars.fontWeight.regular });

export const todayMark = style({
  alignSelf: 'flex-start',
  margin: 0,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const hours = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
});

export const none = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const cards = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A reservation: the patient first, its time above (the day view's card, standing). */
export const card = style([
  reservationCard,
  { selectors: { '&[data-hovered]': { borderColor: vars.color.borderStrong } } },
]);

export const cardTone = reservationCardTone;

export const cardTransferred = reservationCardTransferred;

export const patient = style({
  width: '100%',
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});

/** The time on the card's first line, its DOM place after the name (read first). */
export const time = style({
  order: -1,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const meta = style({
  maxWidth: '100%',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  overflowWrap: 'anywhere',
});

export const status = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
});

export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
