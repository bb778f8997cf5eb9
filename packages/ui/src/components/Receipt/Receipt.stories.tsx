import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Invoice } from '../Invoice/Invoice';
import {
  correctedPrint,
  refundedPrint,
  sampleClinic,
  sampleItem,
  samplePrint,
  sampleRow,
} from '../Invoice/invoice-sample';
import { paperArithmetic } from '../Invoice/paper-rows';
import { Receipt } from './Receipt';
import { receiptPageName } from './receipt-options';

const meta = {
  title: 'Payments/Receipt',
  component: Receipt,
  args: { clinic: sampleClinic, print: correctedPrint, width: 58 },
} satisfies Meta<typeof Receipt>;

export default meta;
type Story = StoryObj<typeof meta>;

const MM = 96 / 25.4;

/** The value printed beside a label (a total's `dt`, a subtotal's first span). */
const valueBeside = (label: HTMLElement) => label.nextElementSibling?.textContent;

const pageRules = () =>
  [...document.styleSheets, ...document.adoptedStyleSheets].flatMap((sheet) =>
    Array.from(sheet.cssRules).map((rule) => rule.cssText),
  );

/**
 * 58 mm: no logo, one column; the original's groups with subtotals, the package use as a use, the
 * cash correction as its own section with its receipt number, and what each method took.
 */
export const Roll58: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'BUKTI PEMBAYARAN' })).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByText('No. Kuitansi')).toBeVisible();
    await expect(canvas.getByText('INV-20261203-0001')).toBeVisible();
    await expect(canvas.getByText('03-12-2026')).toBeVisible();

    const root = canvasElement.querySelector<HTMLElement>('[data-receipt]')!;
    // 54 mm of content inside the 2 mm page margins, nothing wider.
    await expect(root.clientWidth - 2 * 2 * MM).toBeCloseTo(54 * MM, 0);
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(getComputedStyle(root).getPropertyValue('page')).toBe(receiptPageName(58));
    await expect(getComputedStyle(root).fontVariantNumeric).toBe('tabular-nums');
    await expect(
      pageRules().some((rule) => /@page praktik-receipt-58 \{ size: 58mm/.test(rule)),
    ).toBe(true);

    const groups = Array.from(root.querySelectorAll('[data-receipt-group] > p:first-child')).map(
      (label) => label.textContent,
    );
    await expect(groups).toEqual(['Konsultasi', 'Farmasi', 'Paket']);
    const subtotal = (group: string) => valueBeside(canvas.getByText(`Subtotal ${group}`));
    await expect(subtotal('Farmasi')).toBe('Rp158.400');
    const salep = canvas.getByText('Salep Kulit').closest('li')!;
    await expect(within(salep).getByText('2 x Rp88.000')).toBeVisible();
    await expect(within(salep).getByText('Diskon 10%')).toBeVisible();
    await expect(valueBeside(canvas.getByText('Total', { selector: 'span' }))).toBe('Rp1.901.600');
    // The package use is a use, not a second line at Rp0.
    await expect(canvas.getByText('Pemakaian paket Paket Laser 3x (sisa 2)')).toBeVisible();
    await expect(canvas.getAllByText('Paket Laser 3x')).toHaveLength(1);
    await expect(canvas.queryByText('Rp0')).not.toBeInTheDocument();

    const correction = within(
      canvasElement.querySelector<HTMLElement>('[data-correction="INV-20261204-0002"]')!,
    );
    await expect(
      correction.getByText('No. Kuitansi INV-20261204-0002 · 04-12-2026 · Tunai'),
    ).toBeVisible();
    await expect(valueBeside(correction.getByText('Total koreksi INV-20261204-0002'))).toBe(
      'Rp165.000',
    );
    await expect(valueBeside(canvas.getByText('Total Bayar', { selector: 'dt' }))).toBe(
      'Rp2.066.600',
    );
    await expect(valueBeside(canvas.getByText('Debit', { selector: 'dt' }))).toBe('Rp1.901.600');
    await expect(valueBeside(canvas.getByText('Tunai', { selector: 'dt' }))).toBe('Rp165.000');
    const sums = paperArithmetic(root);
    await expect(sums.mismatches).toEqual([]);
    await expect(sums.checked).toBe(7);
  },
};

/**
 * A refund on the roll: its own section with receipt number, day, method and reason, the line
 * and total negative; a package use, two methods and the refund all add up to the net total.
 */
export const Roll58WithRefund: Story = {
  args: { print: refundedPrint },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-receipt]')!;
    const refund = within(
      canvasElement.querySelector<HTMLElement>('[data-correction="INV-20261205-0004"]')!,
    );
    await expect(refund.getByText('Pengembalian dana')).toBeVisible();
    await expect(
      refund.getByText('No. Kuitansi INV-20261205-0004 · 05-12-2026 · Tunai'),
    ).toBeVisible();
    await expect(refund.getByText('Alasan: Salep tidak cocok')).toBeVisible();
    await expect(valueBeside(refund.getByText('Total pengembalian dana INV-20261205-0004'))).toBe(
      '-Rp79.200',
    );
    await expect(canvas.getByText('Pemakaian paket Paket Laser 3x (sisa 2)')).toBeVisible();
    await expect(valueBeside(canvas.getByText('Total Bayar', { selector: 'dt' }))).toBe(
      'Rp1.987.400',
    );
    await expect(valueBeside(canvas.getByText('Tunai', { selector: 'dt' }))).toBe('Rp85.800');
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const sums = paperArithmetic(root);
    await expect(sums.mismatches).toEqual([]);
    await expect(sums.checked).toBe(8);
  },
};

/** A 58 mm printer that prints 48 mm: the text is 48 mm wide, in the middle of the roll. */
export const Roll58Printing48: Story = {
  args: { printableWidth: 48 },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-receipt]')!;
    await expect(root.clientWidth - 2 * 2 * MM).toBeCloseTo(48 * MM, 0);
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(
      pageRules().some((rule) =>
        /@page praktik-receipt-58 \{ size: 58mm \d+mm; margin: 2mm 5mm; \}/.test(rule),
      ),
    ).toBe(true);
    await expect(paperArithmetic(root).mismatches).toEqual([]);
  },
};

/** 80 mm: the logo is printed, on the 80 mm page. */
export const Roll80: Story = {
  args: { width: 80 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Logo Klinik Sehat Sentosa' })).toBeVisible();
    const root = canvasElement.querySelector<HTMLElement>('[data-receipt]')!;
    await expect(root.clientWidth - 2 * 2 * MM).toBeCloseTo(76 * MM, 0);
    await expect(getComputedStyle(root).getPropertyValue('page')).toBe(receiptPageName(80));
    await expect(
      pageRules().some((rule) => /@page praktik-receipt-80 \{ size: 80mm/.test(rule)),
    ).toBe(true);
    await expect(valueBeside(canvas.getByText('Total Bayar', { selector: 'dt' }))).toBe(
      'Rp2.066.600',
    );
  },
};

/** Long names wrap at 58 mm; the slip never grows sideways, and its page grows with it. */
export const LongNames58: Story = {
  args: {
    clinic: {
      name: 'Klinik Kecantikan dan Perawatan Kulit Estetika Dermatologi Sentosa Abadi Jaya',
      address: 'Jl. Letnan Jenderal Soeprapto Kavling 12-14, Cempaka Putih',
    },
    print: samplePrint(
      [
        sampleRow({
          payment_method: 'TRANSFER',
          payment_items: [
            sampleItem({
              item_name:
                'Perawatan wajah lengkap dengan pembersihan mendalam, eksfoliasi, masker kolagen, dan terapi cahaya LED',
              category_name: 'Perawatan Wajah dan Kulit Sensitif',
              amount: 12500000,
              quantity: 30,
              type_discount: 'NUMBER',
              discount: 2500000,
            }),
          ],
        }),
      ],
      {
        name: 'Raden Ayu Siti Nurhaliza Kusumawardhani Puspitasari Rahmawati',
        medicalRecordNumber: null,
      },
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-receipt]')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const name = canvas.getByText(/^Perawatan wajah lengkap/);
    await expect(name.getBoundingClientRect().height).toBeGreaterThan(30);
    await expect(valueBeside(canvas.getByText('Total Bayar', { selector: 'dt' }))).toBe(
      'Rp372.500.000',
    );
    // The page rule follows the slip's height one render behind (ResizeObserver, then state):
    // while the fonts load or the machine is busy the slip can still grow after the first check.
    await waitFor(() => {
      const length = Math.ceil(root.scrollHeight / MM) + 4;
      return expect(pageRules()).toContain(
        `@page praktik-receipt-58 { size: 58mm ${length}mm; margin: 2mm; }`,
      );
    });
  },
};

/** In English: labels follow the locale; categories and names do not. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'PROOF OF PAYMENT' })).toBeVisible();
    await expect(canvas.getByText('Receipt no.')).toBeVisible();
    await expect(canvas.getByText('Package')).toBeVisible();
    await expect(canvas.getByText('Discount 10%')).toBeVisible();
    await expect(canvas.getByText('Use of package Paket Laser 3x (2 left)')).toBeVisible();
    await expect(
      canvas.getByText('Receipt no. INV-20261204-0002 · 04-12-2026 · Cash'),
    ).toBeVisible();
    await expect(valueBeside(canvas.getByText('Amount paid', { selector: 'dt' }))).toBe(
      'Rp2.066.600',
    );
  },
};

/**
 * One chain, two prints: the invoice and the receipt show the same groups, subtotals, sections
 * and totals (both render the domain's paymentChainPrint).
 */
export const SameTotalsAsInvoice: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <Invoice clinic={args.clinic} print={args.print} />
      <Receipt {...args} headingLevel={3} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const invoiceRoot = canvasElement.querySelector<HTMLElement>('[data-invoice]')!;
    const receiptRoot = canvasElement.querySelector<HTMLElement>('[data-receipt]')!;
    const invoice = within(invoiceRoot);
    const receipt = within(receiptRoot);
    const onInvoice = (label: string) =>
      valueBeside(invoice.getByRole('rowheader', { name: label }));
    const onReceipt = (label: string, selector = 'span') =>
      valueBeside(receipt.getByText(label, { selector }));

    for (const label of [
      'Subtotal Konsultasi',
      'Subtotal Farmasi',
      'Subtotal Paket',
      'Total',
      'Total koreksi INV-20261204-0002',
    ]) {
      await expect(onReceipt(label)).toBe(onInvoice(label));
    }
    for (const label of ['Total Bayar', 'Debit', 'Tunai']) {
      await expect(onReceipt(label, 'dt')).toBe(onInvoice(label));
    }
    const amounts = (root: HTMLElement) =>
      Array.from(root.querySelectorAll('[data-row]')).map(
        (row) => row.textContent?.match(/Rp[\d.]+$/)?.[0],
      );
    await expect(amounts(receiptRoot)).toEqual(amounts(invoiceRoot));
    await expect(invoice.getByText('INV-20261203-0001')).toBeVisible();
    await expect(receipt.getByText('INV-20261203-0001')).toBeVisible();
  },
};
