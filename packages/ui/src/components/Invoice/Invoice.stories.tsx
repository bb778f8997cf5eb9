import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Invoice } from './Invoice';
import { INVOICE_PAGE_NAME } from './invoice-options';
import {
  correctedPrint,
  refundedPrint,
  sampleClinic,
  sampleItem,
  samplePrint,
  sampleRow,
  typicalItems,
  typicalPrint,
} from './invoice-sample';
import { paperArithmetic } from './paper-rows';

const meta = {
  title: 'Payments/Invoice',
  component: Invoice,
  args: { clinic: sampleClinic, print: typicalPrint },
} satisfies Meta<typeof Invoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The row groups of the invoice's table, each named by its first header cell. */
const groupNames = (table: HTMLElement) =>
  Array.from(table.querySelectorAll('tbody'))
    .map((body) => body.querySelector('th[scope="rowgroup"]')?.textContent)
    .filter((name) => name !== undefined);

/** Three categories, a package and a deposit, each with its subtotal. */
export const Typical: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'BUKTI PEMBAYARAN' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Logo Klinik Sehat Sentosa' })).toBeVisible();
    await expect(canvas.getByText('Klinik Sehat Sentosa')).toBeVisible();
    await expect(canvas.getByText('RM-000123')).toBeVisible();
    await expect(canvas.getByText('No. Kuitansi')).toBeVisible();
    await expect(canvas.getByText('INV-20261112-0007')).toBeVisible();
    await expect(canvas.getByText('12-11-2026')).toBeVisible();
    await expect(canvas.getByText('Dewi Lestari')).toBeVisible();

    const table = canvas.getByRole('table', { name: 'Rincian pembayaran' });
    // Categories in the order the cashier entered them, then Paket, then Deposit.
    await expect(groupNames(table)).toEqual([
      'Konsultasi',
      'Perawatan',
      'Obat',
      'Paket',
      'Deposit',
    ]);
    const subtotal = (group: string) =>
      canvas.getByRole('rowheader', { name: `Subtotal ${group}` }).nextElementSibling;
    await expect(subtotal('Perawatan')).toHaveTextContent('Rp1.130.000');
    await expect(subtotal('Obat')).toHaveTextContent('Rp100.000');
    await expect(subtotal('Paket')).toHaveTextContent('Rp2.000.000');
    await expect(subtotal('Deposit')).toHaveTextContent('Rp1.000.000');
    // A deposit prints its deposit name; discounts print as given.
    await expect(canvas.getByRole('rowheader', { name: 'Deposit Paket Laser' })).toBeVisible();
    const facial = canvas.getByRole('rowheader', { name: 'Facial Acne Treatment' }).closest('tr')!;
    await expect(within(facial).getByText('10%')).toBeVisible();
    await expect(within(facial).getByText('Rp630.000')).toBeVisible();

    await expect(canvas.queryByText('Koreksi')).not.toBeInTheDocument();
    const valueOf = (name: string) => canvas.getByRole('rowheader', { name }).nextElementSibling;
    await expect(valueOf('Total')).toHaveTextContent('Rp4.380.000');
    await expect(valueOf('Total Bayar')).toHaveTextContent('Rp4.380.000');
    // One method took all of it.
    await expect(valueOf('QRIS')).toHaveTextContent('Rp4.380.000');
    await expect(paperArithmetic(table).mismatches).toEqual([]);
    await expect(
      canvas.getByText(
        'Barang yang sudah dibeli tidak dapat ditukar atau dikembalikan. Harga sudah termasuk PPN.',
      ),
    ).toBeVisible();

    // Prints on its own A4 portrait page.
    const root = canvasElement.querySelector('[data-invoice]')!;
    await expect(getComputedStyle(root).getPropertyValue('page')).toBe(INVOICE_PAGE_NAME);
    const rules = [...document.styleSheets, ...document.adoptedStyleSheets].flatMap((sheet) =>
      Array.from(sheet.cssRules).map((rule) => rule.cssText),
    );
    await expect(rules.some((rule) => /@page praktik-invoice/.test(rule))).toBe(true);
  },
};

/**
 * Rp1.901.600 by debit, a package bought and used on the visit, then a Rp165.000 pharmacy
 * correction in cash: the correction prints as its own section with its receipt number, date
 * and method, the package use as a use, and every total is the sum of what is above it.
 */
export const WithCorrection: Story = {
  args: { print: correctedPrint },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Rincian pembayaran' });
    const valueOf = (name: string | RegExp) =>
      canvas.getByRole('rowheader', { name }).nextElementSibling;
    // The original's groups: the correction's pharmacy item is not in Farmasi.
    await expect(groupNames(table).slice(0, 3)).toEqual(['Konsultasi', 'Farmasi', 'Paket']);
    await expect(valueOf('Subtotal Farmasi')).toHaveTextContent('Rp158.400');
    await expect(valueOf('Total')).toHaveTextContent('Rp1.901.600');
    // The package bought prints at its price once; its use prints as a use, with no amount.
    await expect(canvas.getAllByRole('rowheader', { name: 'Paket Laser 3x' })).toHaveLength(1);
    await expect(
      canvas.getByRole('rowheader', { name: 'Pemakaian paket Paket Laser 3x (sisa 2)' }),
    ).toBeVisible();
    await expect(canvas.queryByText('Rp0')).not.toBeInTheDocument();
    // The correction, with its own receipt number, day and method.
    await expect(
      canvas.getByRole('rowheader', {
        name: 'Koreksi No. Kuitansi INV-20261204-0002 · 04-12-2026 · Tunai',
      }),
    ).toBeVisible();
    await expect(valueOf('Krim Malam')?.parentElement).toHaveTextContent('Rp165.000');
    await expect(valueOf('Total koreksi INV-20261204-0002')).toHaveTextContent('Rp165.000');
    await expect(valueOf('Total Bayar')).toHaveTextContent('Rp2.066.600');
    // Not "all by debit": each method with what it took.
    await expect(valueOf('Debit')).toHaveTextContent('Rp1.901.600');
    await expect(valueOf('Tunai')).toHaveTextContent('Rp165.000');
    const sums = paperArithmetic(table);
    await expect(sums.mismatches).toEqual([]);
    await expect(sums.checked).toBe(7);
  },
};

/**
 * The corrected chain, then one Salep Kulit given back in cash: the refund prints as its own
 * section with its receipt number, day, method and reason, its line and total negative; the net
 * total is the sum of the sections above it, and cash shows what it took less what it gave back.
 */
export const WithRefund: Story = {
  args: { print: refundedPrint },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Rincian pembayaran' });
    const valueOf = (name: string | RegExp) =>
      canvas.getByRole('rowheader', { name }).nextElementSibling;
    const refund = within(
      canvasElement.querySelector<HTMLElement>('[data-correction="INV-20261205-0004"]')!,
    );
    await expect(
      refund.getByRole('rowheader', {
        name: 'Pengembalian dana No. Kuitansi INV-20261205-0004 · 05-12-2026 · Tunai',
      }),
    ).toBeVisible();
    await expect(refund.getByText('Alasan: Salep tidak cocok')).toBeVisible();
    const line = refund.getByRole('rowheader', { name: 'Salep Kulit' }).closest('tr')!;
    await expect(line).toHaveTextContent('-Rp79.200');
    await expect(valueOf('Total pengembalian dana INV-20261205-0004')).toHaveTextContent(
      '-Rp79.200',
    );
    await expect(valueOf('Total koreksi INV-20261204-0002')).toHaveTextContent('Rp165.000');
    await expect(valueOf('Total Bayar')).toHaveTextContent('Rp1.987.400');
    await expect(valueOf('Debit')).toHaveTextContent('Rp1.901.600');
    await expect(valueOf('Tunai')).toHaveTextContent('Rp85.800');
    // The package use still prints as a use; everything adds up, the refund included.
    await expect(
      canvas.getByRole('rowheader', { name: 'Pemakaian paket Paket Laser 3x (sisa 2)' }),
    ).toBeVisible();
    const sums = paperArithmetic(table);
    await expect(sums.mismatches).toEqual([]);
    await expect(sums.checked).toBe(8);
  },
};

/** Long names wrap inside their column; the sheet does not grow sideways. */
export const LongItemNames: Story = {
  args: {
    clinic: {
      ...sampleClinic,
      name: 'Klinik Kecantikan dan Perawatan Kulit Estetika Dermatologi Sentosa Abadi Jaya',
    },
    print: samplePrint(
      [
        sampleRow({
          payment_method: 'TRANSFER',
          created_by_name: null,
          payment_items: [
            sampleItem({
              item_name:
                'Perawatan wajah lengkap dengan pembersihan mendalam, eksfoliasi, masker kolagen, dan terapi cahaya LED untuk kulit berjerawat',
              category_name: 'Perawatan Wajah dan Kulit Sensitif',
              amount: 1250000,
              quantity: 3,
              type_discount: 'NUMBER',
              discount: 250000,
            }),
            sampleItem({
              package_name:
                'Paket Perawatan Glowing Premium Sepuluh Kali Kunjungan dengan Konsultasi Dokter Spesialis',
              is_package: true,
              amount: 12500000,
            }),
          ],
        }),
      ],
      {
        name: 'Raden Ayu Siti Nurhaliza Kusumawardhani Puspitasari Rahmawati',
        medicalRecordNumber: 'RM-000123',
      },
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-invoice]')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const name = canvas.getByRole('rowheader', { name: /^Perawatan wajah lengkap/ });
    await expect(name.getBoundingClientRect().height).toBeGreaterThan(30);
    await expect(
      canvas.getByRole('rowheader', { name: 'Total Bayar' }).nextElementSibling,
    ).toHaveTextContent('Rp16.000.000');
    await expect(canvas.getByText('Transfer')).toBeVisible();
  },
};

/** One line, no logo, no medical record number, no cashier. */
export const SingleLine: Story = {
  args: {
    clinic: { name: 'Klinik Pratama Bunda' },
    print: samplePrint(
      [
        sampleRow({
          payment_method: 'CASH',
          payment_date: '2026-12-01',
          created_by_name: null,
          payment_items: [
            sampleItem({
              item_name: 'Konsultasi Dokter Umum',
              category_name: 'Konsultasi',
              amount: 150000,
            }),
          ],
        }),
      ],
      { name: 'Budi Santoso', medicalRecordNumber: null },
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(groupNames(canvas.getByRole('table'))).toEqual(['Konsultasi']);
    await expect(
      canvas.getByRole('rowheader', { name: 'Total Bayar' }).nextElementSibling,
    ).toHaveTextContent('Rp150.000');
    await expect(canvas.getByText('01-12-2026')).toBeVisible();
    await expect(
      canvas.getByRole('rowheader', { name: 'Tunai' }).nextElementSibling,
    ).toHaveTextContent('Rp150.000');
  },
};

/**
 * A doctor saved the payment without a method and a correction followed by transfer: the
 * original's share is printed as not chosen yet, not as the correction's method.
 */
export const MethodNotChosen: Story = {
  args: {
    print: samplePrint([
      sampleRow({ payment_method: null, payment_items: typicalItems.slice(0, 1) }),
      sampleRow({
        id: 'pay-2',
        kind: 'CORRECTION',
        receipt_number: 'INV-20261112-0009',
        payment_method: 'TRANSFER',
        payment_items: [
          sampleItem({
            item_name: 'Masker Wajah',
            category_name: 'Perawatan',
            type: 'CORRECTION',
            amount: 80000,
          }),
        ],
      }),
    ]),
  },
  play: async ({ canvas }) => {
    const valueOf = (name: string) => canvas.getByRole('rowheader', { name }).nextElementSibling;
    await expect(valueOf('Metode belum dipilih')).toHaveTextContent('Rp150.000');
    await expect(valueOf('Transfer')).toHaveTextContent('Rp80.000');
    await expect(valueOf('Total Bayar')).toHaveTextContent('Rp230.000');
    await expect(paperArithmetic(canvas.getByRole('table')).mismatches).toEqual([]);
  },
};

/** In English: the title, the fixed groups and the terms follow the locale; categories do not. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { print: correctedPrint },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'PROOF OF PAYMENT' })).toBeVisible();
    await expect(canvas.getByText('Receipt no.')).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Payment details' });
    await expect(groupNames(table)).toEqual([
      'Konsultasi',
      'Farmasi',
      'Package',
      'Package uses',
      'Correction Receipt no. INV-20261204-0002 · 04-12-2026 · Cash',
    ]);
    await expect(
      canvas.getByRole('rowheader', { name: 'Use of package Paket Laser 3x (2 left)' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('rowheader', { name: 'Amount paid' }).nextElementSibling,
    ).toHaveTextContent('Rp2.066.600');
    await expect(
      canvas.getByText('Purchased goods cannot be exchanged or returned. Prices include VAT.'),
    ).toBeVisible();
  },
};
