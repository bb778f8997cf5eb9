import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { closingFigures } from '@praktik/domain/payments/cash-closing';
import { receiptPageName } from '../Receipt/receipt-options';
import { CashClosingSheet } from './CashClosingSheet';
import { CASH_CLOSING_A4_PAGE } from './cash-closing-sheet-options';

const figures = closingFigures([
  { method: 'CASH', amount: 150_000 },
  { method: 'CASH', amount: 25_000 },
  { method: 'CASH', amount: -20_000 },
  { method: 'QRIS', amount: 80_000 },
  { method: 'DEBIT', amount: 1_250_000 },
]);

const meta = {
  title: 'Payments/CashClosingSheet',
  component: CashClosingSheet,
  args: {
    clinic: { name: 'Klinik Anggrek', address: 'Jl. Kenanga No. 9, Bogor' },
    cashierName: 'Sari',
    day: '04-12-2026',
    closedAt: '04-12-2026 17:05',
    figures,
    countedCash: 150_000,
    difference: 150_000 - figures.expectedCash,
    note: 'Kembalian kurang',
  },
} satisfies Meta<typeof CashClosingSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const MM = 96 / 25.4;

const pageRules = () =>
  [...document.styleSheets, ...document.adoptedStyleSheets].flatMap((sheet) =>
    Array.from(sheet.cssRules).map((rule) => rule.cssText),
  );

const valueOf = (label: HTMLElement) => label.nextElementSibling?.textContent;

/** On the page: every method in a table, a refund apart, the cash short by Rp5.000. */
export const Screen: Story = {
  args: { paper: 'screen' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'TUTUP KASIR' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Total per metode pembayaran' });
    const cash = within(canvas.getByRole('row', { name: /^Tunai/ }));
    await expect(cash.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Rp175.000',
      'Rp20.000',
      'Rp155.000',
    ]);
    // Every method, even those that took nothing.
    await expect(within(table).getByRole('rowheader', { name: 'Transfer' })).toBeVisible();
    const total = within(canvas.getByRole('row', { name: /^Total/ }));
    await expect(total.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Rp1.505.000',
      'Rp20.000',
      'Rp1.485.000',
    ]);
    await expect(valueOf(canvas.getByText('Tunai seharusnya'))).toBe('Rp155.000');
    await expect(valueOf(canvas.getByText('Tunai dihitung'))).toBe('Rp150.000');
    await expect(valueOf(canvas.getByText('Selisih'))).toBe('-Rp5.000 (kurang)');
    // The clinic's name is the page's, not repeated on screen.
    await expect(canvas.queryByText('Klinik Anggrek')).not.toBeInTheDocument();
  },
};

/** Figures not closed yet: no count, no difference. */
export const Open: Story = {
  args: { paper: 'screen', closedAt: null, countedCash: null, difference: null, note: null },
  play: async ({ canvas }) => {
    await expect(valueOf(canvas.getByText('Tunai seharusnya'))).toBe('Rp155.000');
    await expect(canvas.queryByText('Selisih')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Ditutup')).not.toBeInTheDocument();
  },
};

/** The 80 mm roll: the clinic on top, only the methods that took something, on the receipt's page. */
export const Roll80: Story = {
  args: { paper: '80', printableWidth: 72 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Klinik Anggrek')).toBeVisible();
    const root = canvasElement.querySelector<HTMLElement>('[data-cash-closing="80"]')!;
    await expect(root.clientWidth - 2 * 2 * MM).toBeCloseTo(72 * MM, 0);
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(getComputedStyle(root).getPropertyValue('page')).toBe(receiptPageName(80));
    await expect(
      pageRules().some((rule) => /@page praktik-receipt-80 \{ size: 80mm/.test(rule)),
    ).toBe(true);
    await expect(canvas.queryByText('Transfer')).not.toBeInTheDocument();
    const cash = within(canvasElement.querySelector<HTMLElement>('[data-method="CASH"]')!);
    await expect(valueOf(cash.getByText('Dikembalikan'))).toBe('-Rp20.000');
    await expect(valueOf(cash.getByText('Bersih'))).toBe('Rp155.000');
    await expect(valueOf(canvas.getByText('Selisih'))).toBe('-Rp5.000 (kurang)');
  },
};

/** A4: the table on its own named A4 page. */
export const A4: Story = {
  args: { paper: 'A4', difference: 0, countedCash: figures.expectedCash, note: null },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-cash-closing="A4"]')!;
    await expect(getComputedStyle(root).getPropertyValue('page')).toBe(CASH_CLOSING_A4_PAGE);
    await expect(pageRules().some((rule) => /@page praktik-cash-closing-a4/.test(rule))).toBe(true);
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(valueOf(canvas.getByText('Selisih'))).toBe('Rp0 (pas)');
  },
};
