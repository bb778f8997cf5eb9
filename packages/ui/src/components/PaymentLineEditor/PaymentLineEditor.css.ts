import { createVar, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { label as fieldLabel } from '../Field/field.css';

/** Below this width of the editor itself (a phone, a narrow dialog) each line stacks. */
const narrow = '(max-width: 720px)';
const wide = '(min-width: 721px)';

export const root = style({
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});

export const table = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  borderTop: `1px solid ${vars.color.border}`,
});

const ITEM = 'minmax(10rem, 3fr)';
const QTY = 'minmax(4.5rem, 0.8fr)';
const PRICE = 'minmax(7rem, 1.4fr)';
const DISCOUNT_TYPE = 'minmax(8rem, 1.4fr)';
const DISCOUNT = 'minmax(5.5rem, 1fr)';
const TOTAL = 'minmax(7rem, 1.2fr)';
// Fixed, not auto: each row is its own grid, and the header has no button to size it.
const ACTIONS = '5.5rem';

/** The columns of the header and every line, so they line up; the table picks the set. */
const columns = createVar();

export const tableColumns = styleVariants({
  editableWithDiscounts: {
    vars: {
      [columns]: [ITEM, QTY, PRICE, DISCOUNT_TYPE, DISCOUNT, TOTAL, ACTIONS].join(' '),
    },
  },
  editable: { vars: { [columns]: [ITEM, QTY, PRICE, TOTAL, ACTIONS].join(' ') } },
  readOnlyWithDiscounts: {
    vars: { [columns]: [ITEM, QTY, PRICE, DISCOUNT_TYPE, DISCOUNT, TOTAL].join(' ') },
  },
  readOnly: { vars: { [columns]: [ITEM, QTY, PRICE, TOTAL].join(' ') } },
});

const rowBase = style({
  display: 'grid',
  gridTemplateColumns: columns,
  alignItems: 'start',
  columnGap: vars.space.sm,
});

export const headerRow = style([
  rowBase,
  {
    paddingBlock: vars.space.sm,
    borderBottom: `1px solid ${vars.color.border}`,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    color: vars.color.textMuted,
    '@container': { [narrow]: { display: 'none' } },
  },
]);

export const line = style([
  rowBase,
  {
    rowGap: vars.space.sm,
    paddingBlock: vars.space.sm,
    borderBottom: `1px solid ${vars.color.border}`,
    '@container': {
      // Stacked: the item across, then two fields a row, the total and remove button last.
      [narrow]: { gridTemplateColumns: '1fr 1fr', paddingBlock: vars.space.md },
    },
  },
]);

export const cell = style({ minWidth: 0 });

/** The item cell and the total/actions cells take the whole width when stacked. */
export const wideCell = style({
  minWidth: 0,
  '@container': { [narrow]: { gridColumn: '1 / -1' } },
});

export const numberCell = style({
  minWidth: 0,
  textAlign: 'end',
});

/** The line's total: next to the inputs, aligned with their text. */
export const totalCell = style({
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  minHeight: '40px',
  fontWeight: vars.fontWeight.medium,
  '@container': {
    [narrow]: { justifyContent: 'space-between', minHeight: 'auto' },
  },
});

export const actionsCell = style({
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  minHeight: '40px',
  '@container': { [narrow]: { gridColumn: '1 / -1', justifyContent: 'flex-end' } },
});

/** Field labels: the column headers name the fields on a wide editor; shown when stacked. */
globalStyle(`${line} ${fieldLabel}`, {
  '@container': {
    [wide]: {
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
    },
  },
});

/** A label that only the stacked layout shows (read-only cells, the total). */
export const stackedLabel = style({
  display: 'none',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  '@container': { [narrow]: { display: 'block' } },
});

export const readOnlyCell = style({
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  overflowWrap: 'anywhere',
});

export const readOnlyTotal = style({
  fontWeight: vars.fontWeight.medium,
});

export const readOnlyNumber = style([
  readOnlyCell,
  {
    textAlign: 'end',
    alignItems: 'flex-end',
    '@container': { [narrow]: { textAlign: 'start', alignItems: 'flex-start' } },
  },
]);

export const kindTag = style({
  display: 'inline-block',
  alignSelf: 'flex-start',
  marginBlockEnd: vars.space.xxs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.primarySubtle,
  color: vars.color.onPrimarySubtle,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});

export const numberInput = style({});
globalStyle(`${numberInput} input`, { textAlign: 'end' });

export const empty = style({
  paddingBlock: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const sectionError = style({
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const addButtons = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const paymentFields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@container': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'end',
  columnGap: vars.space.xl,
  rowGap: vars.space.xs,
  margin: 0,
});

export const totalsLabel = style({ color: vars.color.textMuted });

export const totalsValue = style({ margin: 0, textAlign: 'end' });

export const grandTotal = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  paddingBlockStart: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
});

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

export const readOnlyMeta = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
});
