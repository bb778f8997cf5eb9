import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Invoice } from '../Invoice/Invoice';
import { sampleClinic, samplePatient } from '../Invoice/invoice-sample';
import { Receipt } from './Receipt';
import { receiptPageName } from './receipt-options';
import { samplePayment } from './receipt-sample';

const meta = {
  title: 'Payments/Receipt',
  component: Receipt,
  args: { clinic: sampleClinic, patient: samplePatient, payment: samplePayment, width: 58 },
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

/** 58 mm: no logo, one column, every group with its subtotal, a correction and a package use. */
export const Roll58: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'BUKTI PEMBAYARAN' })).toBeVisible();
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByText('INV-20261112-0007')).toBeVisible();
    await expect(canvas.getByText('QRIS')).toBeVisible();

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
    await expect(groups).toEqual(['Konsultasi', 'Perawatan', 'Obat', 'Paket', 'Deposit']);
    const subtotal = (group: string) => valueBeside(canvas.getByText(`Subtotal ${group}`));
    await expect(subtotal('Perawatan')).toBe('Rp1.130.000');
    await expect(subtotal('Obat')).toBe('Rp280.000');
    // The used package prints under Paket at Rp0.
    const laser = canvas.getByText('Paket Laser 3x').closest('li')!;
    await expect(within(laser).getByText('Rp0')).toBeVisible();
    const facial = canvas.getByText('Facial Acne Treatment').closest('li')!;
    await expect(within(facial).getByText('2 x Rp350.000')).toBeVisible();
    await expect(within(facial).getByText('Diskon 10%')).toBeVisible();
    await expect(within(facial).getByText('Rp630.000')).toBeVisible();

    await expect(valueBeside(canvas.getByText('Total', { selector: 'dt' }))).toBe('Rp4.380.000');
    await expect(valueBeside(canvas.getByText('Koreksi', { selector: 'dt' }))).toBe('Rp180.000');
    await expect(valueBeside(canvas.getByText('Total Bayar', { selector: 'dt' }))).toBe(
      'Rp4.560.000',
    );
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
      'Rp4.560.000',
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
    patient: { name: 'Raden Ayu Siti Nurhaliza Kusumawardhani Puspitasari Rahmawati' },
    payment: {
      date: '12-11-2026',
      method: 'TRANSFER',
      items: [
        {
          item_name:
            'Perawatan wajah lengkap dengan pembersihan mendalam, eksfoliasi, masker kolagen, dan terapi cahaya LED',
          category_name: 'Perawatan Wajah dan Kulit Sensitif',
          amount: 12500000,
          quantity: 30,
          type_discount: 'NUMBER',
          discount: 2500000,
        },
      ],
    },
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
    await expect(canvas.getByText('Discount Rp25.000')).toBeVisible();
    await expect(valueBeside(canvas.getByText('Amount paid', { selector: 'dt' }))).toBe(
      'Rp4.560.000',
    );
  },
};

/**
 * One fixture, two prints: the invoice and the receipt show the same groups, subtotals and
 * totals (both ask the domain's paymentInvoice and paymentTotals).
 */
export const SameTotalsAsInvoice: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <Invoice clinic={args.clinic} patient={args.patient} payment={args.payment} />
      <Receipt {...args} headingLevel={3} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const invoice = within(canvasElement.querySelector<HTMLElement>('[data-invoice]')!);
    const receipt = within(canvasElement.querySelector<HTMLElement>('[data-receipt]')!);
    const onInvoice = (label: string) =>
      valueBeside(invoice.getByRole('rowheader', { name: label }));
    const onReceipt = (label: string, selector = 'dt') =>
      valueBeside(receipt.getByText(label, { selector }));

    for (const group of ['Konsultasi', 'Perawatan', 'Obat', 'Paket', 'Deposit']) {
      await expect(onReceipt(`Subtotal ${group}`, 'span')).toBe(onInvoice(`Subtotal ${group}`));
    }
    for (const total of ['Total', 'Koreksi', 'Total Bayar']) {
      await expect(onReceipt(total)).toBe(onInvoice(total));
    }
    await expect(onReceipt('Total Bayar')).toBe('Rp4.560.000');
    await expect(invoice.getByText('INV-20261112-0007')).toBeVisible();
    await expect(receipt.getByText('INV-20261112-0007')).toBeVisible();
  },
};
