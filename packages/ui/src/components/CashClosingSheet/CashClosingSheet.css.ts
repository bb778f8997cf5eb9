import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { RECEIPT_PAGE_MARGIN_MM, receiptPageName } from '../Receipt/receipt-options';
import { CASH_CLOSING_A4_PAGE } from './cash-closing-sheet-options';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    fontVariantNumeric: 'tabular-nums',
    '@media': { print: { printColorAdjust: 'exact' } },
  },
  variants: {
    paper: {
      screen: {},
      // On screen a strip of the printable width; on paper the receipt's named page.
      '80': {
        boxSizing: 'content-box',
        padding: `${RECEIPT_PAGE_MARGIN_MM}mm`,
        border: `1px dashed ${vars.color.border}`,
        fontFamily: vars.font.mono,
        fontSize: '9pt',
        lineHeight: vars.lineHeight.tight,
        overflowWrap: 'anywhere',
        page: receiptPageName(80),
        '@media': { print: { padding: 0, border: 'none' } },
      },
      A4: {
        boxSizing: 'border-box',
        width: '210mm',
        maxWidth: '100%',
        padding: '15mm',
        border: `1px solid ${vars.color.border}`,
        page: CASH_CLOSING_A4_PAGE,
        '@media': { print: { width: 'auto', padding: 0, border: 'none' } },
      },
    },
  },
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  textAlign: 'center',
});

export const strong = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const plain = style({ margin: 0 });

export const title = style({
  margin: 0,
  paddingBlock: vars.space.xxs,
  borderBlock: `1px dashed ${vars.color.text}`,
  textAlign: 'center',
  fontSize: 'inherit',
  fontWeight: vars.fontWeight.bold,
});

export const meta = style({ display: 'flex', flexDirection: 'column', margin: 0 });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  columnGap: vars.space.xs,
});

export const value = style({ margin: 0, fontWeight: vars.fontWeight.medium, textAlign: 'end' });

export const table = style({ width: '100%', borderCollapse: 'collapse' });

export const cell = style({
  paddingBlock: vars.space.xxs,
  paddingInline: 0,
  textAlign: 'end',
  borderBottom: `1px dashed ${vars.color.border}`,
  selectors: { '&:first-child': { textAlign: 'start' } },
});

export const headCell = style([cell, { fontWeight: vars.fontWeight.bold }]);

export const totals = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  paddingBlockStart: vars.space.xs,
  borderTop: `1px dashed ${vars.color.text}`,
});

export const difference = recipe({
  base: { fontWeight: vars.fontWeight.bold },
  variants: {
    kind: {
      even: {},
      over: { color: vars.color.text },
      short: { color: vars.color.danger },
    },
  },
});
