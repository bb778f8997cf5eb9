import { style } from '@vanilla-extract/css';
import { vars } from '@praktik/ui/theme';

/** The print pages have no app shell: on screen the sheet sits on the page, on paper it is the page. */
export const sheet = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.lg,
  // A flex item starts no page of its own: in print the sheet is a plain block, so Chromium
  // takes the invoice's or the receipt's named page (`page` applies at block-level breaks).
  '@media': { print: { display: 'block', padding: 0 } },
});

/** The receipt page: the printer controls above the slip on screen, the slip alone on paper. */
export const receiptPage = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlockStart: vars.space.lg,
  '@media': { print: { display: 'block', padding: 0 } },
});

export const printControls = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: '32rem',
  paddingInline: vars.space.md,
  '@media': { print: { display: 'none' } },
});

export const printActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
});

export const status = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: '40rem',
  marginInline: 'auto',
  padding: vars.space.xl,
});

export const statusTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

/** The payment history's print: the page's width on screen, A4 landscape on paper. */
export const historySheet = style({
  padding: vars.space.lg,
  fontSize: vars.fontSize.sm,
  '@media': { print: { padding: 0, fontSize: '8pt' } },
});

export const historyHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
  marginBlockEnd: vars.space.md,
});

export const historyTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const historyTable = style({
  width: '100%',
  borderCollapse: 'collapse',
});

export const historyCell = style({
  border: `1px solid ${vars.color.border}`,
  padding: '2px 4px',
  textAlign: 'start',
  verticalAlign: 'top',
});

export const historyNumber = style({ textAlign: 'end', whiteSpace: 'nowrap' });

export const historyTotal = style({
  marginBlockStart: vars.space.md,
  fontWeight: 700,
  textAlign: 'end',
});
