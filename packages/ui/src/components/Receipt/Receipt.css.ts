import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { RECEIPT_PAGE_MARGIN_MM, receiptPageName } from './receipt-options';

/** On screen a strip of the roll's printable width; on paper the named page itself. */
export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    boxSizing: 'content-box',
    padding: `${RECEIPT_PAGE_MARGIN_MM}mm`,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    border: `1px dashed ${vars.color.border}`,
    fontFamily: vars.font.mono,
    fontVariantNumeric: 'tabular-nums',
    lineHeight: vars.lineHeight.tight,
    overflowWrap: 'anywhere',
    '@media': {
      print: { padding: 0, border: 'none', printColorAdjust: 'exact' },
    },
  },
  variants: {
    width: {
      // The width itself is the printable width the page chose (an inline style).
      58: { page: receiptPageName(58), fontSize: '8pt' },
      80: { page: receiptPageName(80), fontSize: '9pt' },
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

export const logo = style({ width: '40px', height: '40px', objectFit: 'contain' });

export const clinicName = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const clinicAddress = style({ margin: 0, whiteSpace: 'pre-line' });

export const title = style({
  margin: 0,
  paddingBlock: vars.space.xxs,
  borderBlock: `1px dashed ${vars.color.text}`,
  textAlign: 'center',
  fontSize: 'inherit',
  fontWeight: vars.fontWeight.bold,
});

export const meta = style({ display: 'flex', flexDirection: 'column', gap: 0, margin: 0 });

/** Label and value on one line when they fit, the value under the label when not. */
export const metaRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  columnGap: vars.space.xs,
});

export const metaValue = style({ margin: 0, fontWeight: vars.fontWeight.medium });

/** A correction's receipt number, date and method under its label. */
export const sectionMeta = style({ margin: 0 });

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingBlockStart: vars.space.xs,
  borderTop: `1px dashed ${vars.color.text}`,
});

export const group = style({ breakInside: 'avoid' });

export const groupLabel = style({
  margin: 0,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
});

export const lineList = style({ margin: 0, padding: 0, listStyle: 'none' });

export const line = style({ display: 'flex', flexDirection: 'column' });

export const lineName = style({ overflowWrap: 'anywhere' });

const amountLine = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  columnGap: vars.space.xs,
} as const;

export const amountRow = style({ ...amountLine, paddingInlineStart: vars.space.sm });

export const discount = style({ display: 'block' });

export const amount = style({ margin: 0, marginInlineStart: 'auto', whiteSpace: 'nowrap' });

export const subtotal = style({
  ...amountLine,
  margin: 0,
  borderTop: `1px dotted ${vars.color.border}`,
  fontWeight: vars.fontWeight.medium,
});

/** The original payment's total, under its groups. */
export const sectionTotal = style({
  ...amountLine,
  margin: 0,
  borderTop: `1px solid ${vars.color.text}`,
  fontWeight: vars.fontWeight.bold,
});

export const methods = style({ display: 'flex', flexDirection: 'column', margin: 0 });

export const totals = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  paddingBlockStart: vars.space.xs,
  borderTop: `1px dashed ${vars.color.text}`,
});

export const totalRow = style(amountLine);

export const grand = style({ fontWeight: vars.fontWeight.bold });

export const terms = style({
  paddingBlockStart: vars.space.xs,
  borderTop: `1px dashed ${vars.color.text}`,
  textAlign: 'center',
});

export const termsText = style({ margin: 0 });

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});

globalStyle(`${root.classNames.base} *`, { boxSizing: 'border-box' });
