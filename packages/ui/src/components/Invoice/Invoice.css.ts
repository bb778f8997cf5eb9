import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { INVOICE_PAGE_NAME } from './invoice-options';

/** The printable sheet: on screen a card of A4's proportions, on paper the page itself. */
export const root = style({
  page: INVOICE_PAGE_NAME,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: '210mm',
  padding: vars.space.xl,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  '@media': {
    print: {
      maxWidth: 'none',
      padding: 0,
      border: 'none',
      borderRadius: 0,
      fontSize: '10pt',
      printColorAdjust: 'exact',
    },
    '(max-width: 768px)': { padding: vars.space.md },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlockEnd: vars.space.md,
  borderBottom: `2px solid ${vars.color.text}`,
});

export const logo = style({
  width: '64px',
  height: '64px',
  objectFit: 'contain',
  flexShrink: 0,
});

export const clinic = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const clinicName = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const clinicAddress = style({
  margin: 0,
  color: vars.color.textMuted,
  whiteSpace: 'pre-line',
});

export const title = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
});

export const meta = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { '(max-width: 480px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const metaList = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  margin: 0,
  alignContent: 'start',
});

export const metaLabel = style({ color: vars.color.textMuted });

export const metaValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const tableWrap = style({ overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
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

const cellBase = {
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  textAlign: 'start',
  verticalAlign: 'top',
  fontWeight: vars.fontWeight.regular,
} as const;

export const columnHeader = style({
  ...cellBase,
  borderBottom: `1px solid ${vars.color.text}`,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

export const numberColumn = style({ textAlign: 'end' });

export const group = style({ breakInside: 'avoid' });

export const groupHeader = style({
  ...cellBase,
  paddingBlockStart: vars.space.md,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});

/** A correction's receipt number, date and method under its heading. */
export const sectionMeta = style({
  display: 'block',
  fontWeight: vars.fontWeight.medium,
  textTransform: 'none',
  letterSpacing: 'normal',
});

/** A note under a section's header (a refund's reason): a cell like the lines', muted. */
export const sectionNote = style({ ...cellBase, color: vars.color.textMuted });

export const lineName = style({ ...cellBase, overflowWrap: 'anywhere', width: '45%' });

export const cell = style({ ...cellBase, whiteSpace: 'nowrap' });

/** A number cell: digits line up on the right. */
export const numberCell = style([cell, { textAlign: 'end' }]);

export const subtotalLabel = style({
  ...cellBase,
  textAlign: 'end',
  fontWeight: vars.fontWeight.medium,
  borderTop: `1px dashed ${vars.color.border}`,
});

export const subtotalValue = style({
  ...cellBase,
  textAlign: 'end',
  fontWeight: vars.fontWeight.medium,
  borderTop: `1px dashed ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const footLabel = style({
  ...cellBase,
  textAlign: 'end',
  fontWeight: vars.fontWeight.medium,
});

export const footValue = style({ ...cellBase, textAlign: 'end', whiteSpace: 'nowrap' });

export const footFirst = style({ borderTop: `1px solid ${vars.color.text}` });

export const grand = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const terms = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBlockStart: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const termsTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const termsText = style({ margin: 0 });

globalStyle(`${root} *`, { boxSizing: 'border-box' });
