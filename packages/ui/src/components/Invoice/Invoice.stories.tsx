import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Invoice } from './Invoice';
import { INVOICE_PAGE_NAME } from './invoice-options';
import { sampleClinic, samplePatient, typicalItems } from './invoice-sample';

const meta = {
  title: 'Payments/Invoice',
  component: Invoice,
  args: {
    clinic: sampleClinic,
    patient: samplePatient,
    payment: { date: '12-11-2026', method: 'QRIS', cashier: 'Dewi Lestari', items: typicalItems },
  },
} satisfies Meta<typeof Invoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The row groups of the invoice's table, each named by its first header cell. */
const groupNames = (table: HTMLElement) =>
  Array.from(table.querySelectorAll('tbody')).map(
    (body) => body.querySelector('th[scope="rowgroup"]')?.textContent,
  );

/** Three categories, a package and a deposit, each with its subtotal. */
export const Typical: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'BUKTI PEMBAYARAN' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Logo Klinik Sehat Sentosa' })).toBeVisible();
    await expect(canvas.getByText('Klinik Sehat Sentosa')).toBeVisible();
    await expect(canvas.getByText('RM-000123')).toBeVisible();
    await expect(canvas.getByText('12-11-2026')).toBeVisible();
    await expect(canvas.getByText('QRIS')).toBeVisible();
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

    await expect(canvas.queryByRole('rowheader', { name: 'Koreksi' })).not.toBeInTheDocument();
    await expect(
      canvas.getByRole('rowheader', { name: 'Total Bayar' }).nextElementSibling,
    ).toHaveTextContent('Rp4.380.000');
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

/** A correction row: the totals show the payment, the correction and their sum. */
export const WithCorrection: Story = {
  args: {
    payment: {
      date: '12-11-2026',
      method: 'CREDIT_CARD',
      cashier: 'Dewi Lestari',
      items: [
        ...typicalItems.slice(0, 2),
        {
          item_name: 'Serum Vitamin C',
          category_name: 'Obat',
          amount: 200000,
          quantity: 1,
          type: 'CORRECTION',
        },
      ],
    },
  },
  play: async ({ canvas }) => {
    const valueOf = (name: string) => canvas.getByRole('rowheader', { name }).nextElementSibling;
    await expect(valueOf('Total')).toHaveTextContent('Rp780.000');
    await expect(valueOf('Koreksi')).toHaveTextContent('Rp200.000');
    await expect(valueOf('Total Bayar')).toHaveTextContent('Rp980.000');
    await expect(canvas.getByText('Kartu Kredit')).toBeVisible();
  },
};

/** Long names wrap inside their column; the sheet does not grow sideways. */
export const LongItemNames: Story = {
  args: {
    clinic: {
      ...sampleClinic,
      name: 'Klinik Kecantikan dan Perawatan Kulit Estetika Dermatologi Sentosa Abadi Jaya',
    },
    patient: {
      ...samplePatient,
      name: 'Raden Ayu Siti Nurhaliza Kusumawardhani Puspitasari Rahmawati',
    },
    payment: {
      date: '12-11-2026',
      method: 'TRANSFER',
      cashier: null,
      items: [
        {
          item_name:
            'Perawatan wajah lengkap dengan pembersihan mendalam, eksfoliasi, masker kolagen, dan terapi cahaya LED untuk kulit berjerawat',
          category_name: 'Perawatan Wajah dan Kulit Sensitif',
          amount: 1250000,
          quantity: 3,
          type_discount: 'NUMBER',
          discount: 250000,
        },
        {
          package_name:
            'Paket Perawatan Glowing Premium Sepuluh Kali Kunjungan dengan Konsultasi Dokter Spesialis',
          is_package: true,
          amount: 12500000,
          quantity: 1,
        },
      ],
    },
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
    patient: { name: 'Budi Santoso' },
    payment: {
      date: '01-12-2026',
      method: 'CASH',
      items: [
        {
          item_name: 'Konsultasi Dokter Umum',
          category_name: 'Konsultasi',
          amount: 150000,
          quantity: 1,
        },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(groupNames(canvas.getByRole('table'))).toEqual(['Konsultasi']);
    await expect(
      canvas.getByRole('rowheader', { name: 'Total Bayar' }).nextElementSibling,
    ).toHaveTextContent('Rp150.000');
    await expect(canvas.getByText('Tunai')).toBeVisible();
  },
};

/** In English: the title, the fixed groups and the terms follow the locale; categories do not. */
export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'PROOF OF PAYMENT' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Payment details' });
    await expect(groupNames(table)).toEqual([
      'Konsultasi',
      'Perawatan',
      'Obat',
      'Package',
      'Deposit',
    ]);
    await expect(
      canvas.getByText('Purchased goods cannot be exchanged or returned. Prices include VAT.'),
    ).toBeVisible();
  },
};
