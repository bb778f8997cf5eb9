import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { PaymentLineEditor, type PaymentLineEditorProps } from './PaymentLineEditor';
import { paymentLineEditorErrors } from './payment-line-editor-errors';
import { newPaymentLine, type PaymentLineEditorValue } from './payment-line-editor-options';
import {
  sampleItemOptions,
  sampleLine,
  samplePackageLine,
  samplePackageOptions,
} from './payment-line-editor-sample';

/**
 * The editor as a page uses it: the value in state, and "Simpan" checking it with the domain's
 * payment form schema; after the first try, messages follow every change.
 */
function Harness({
  value: initial,
  validateAtOnce = false,
  ...props
}: PaymentLineEditorProps & { validateAtOnce?: boolean }) {
  const [value, setValue] = useState<PaymentLineEditorValue>(initial);
  const [validated, setValidated] = useState(validateAtOnce);
  const errors = validated ? paymentLineEditorErrors(value, props.role) : undefined;
  const valid = validated && errors && Object.keys(errors).length === 0;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <PaymentLineEditor {...props} value={value} onChange={setValue} errors={errors} />
      <div>
        <Button onPress={() => setValidated(true)}>Simpan</Button>
      </div>
      {valid && <p role="status">Siap disimpan</p>}
    </div>
  );
}

const emptyValue: PaymentLineEditorValue = { paymentItems: [], method: null, cardNumber: null };

const meta = {
  title: 'Payments/PaymentLineEditor',
  component: PaymentLineEditor,
  args: {
    value: emptyValue,
    role: 'ROLE_STAFF',
    itemOptions: sampleItemOptions,
    packageOptions: samplePackageOptions,
  },
  render: (args) => <Harness {...args} />,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const grandTotal = (canvas: ReturnType<typeof within>) =>
  canvas.getByText('Total Bayar').nextElementSibling as HTMLElement;

/** No line yet: the empty text, and saving asks for at least one item. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Belum ada item/)).toBeVisible();
    await expect(grandTotal(canvas)).toHaveTextContent('Rp0');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/Item/);
    await expect(canvas.getByText('Harap masukkan Metode Pembayaran')).toBeVisible();
  },
};

/** A cashier's path: add a line, pick an item, change the quantity, give a discount, pay by card. */
export const AddAndPriceALine: Story = {
  play: async ({ canvas }) => {
    // The add button is reached by keyboard and shows the focus ring.
    const addItem = canvas.getByRole('button', { name: 'Tambah Item' });
    addItem.focus();
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(addItem).toHaveFocus();
    await expect(getComputedStyle(addItem).outlineStyle).not.toBe('none');
    await userEvent.keyboard('{Enter}');

    const row = canvas.getAllByRole('row')[1]!;
    const line = within(row);
    // The new line's first field takes the focus: the keyboard goes on in the line just added
    // (above the button), not from the button.
    await expect(line.getByRole('button', { name: /Item \(Baris 1\)/ })).toHaveFocus();
    await userEvent.click(line.getByRole('button', { name: /Item \(Baris 1\)/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Konsultasi Dokter Umum' }));
    // The item's price is filled in; the line and the grand total follow.
    await expect(line.getByRole('textbox', { name: 'Harga (Baris 1)' })).toHaveValue('150.000');
    await expect(line.getByText('Rp150.000')).toBeVisible();
    await expect(grandTotal(canvas)).toHaveTextContent('Rp150.000');

    const quantity = line.getByRole('textbox', { name: 'Kuantitas (Baris 1)' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await expect(line.getByText('Rp300.000')).toBeVisible();
    await expect(grandTotal(canvas)).toHaveTextContent('Rp300.000');

    // The discount waits for its type.
    await expect(line.getByRole('textbox', { name: /^Diskon/ })).toBeDisabled();
    await userEvent.click(line.getByRole('button', { name: /Tipe Diskon \(Baris 1\)/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Persentase' }));
    const discount = line.getByRole('textbox', { name: /^Diskon/ });
    await expect(discount).toBeEnabled();
    await userEvent.type(discount, '10');
    await expect(line.getByText('Rp270.000')).toBeVisible();
    await expect(grandTotal(canvas)).toHaveTextContent('Rp270.000');

    // A card payment asks for the card number.
    await expect(canvas.queryByRole('textbox', { name: /Nomor Kartu/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Metode Pembayaran/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Kartu Kredit' }));
    const card = canvas.getByRole('textbox', { name: /Nomor Kartu/ });
    await expect(card).toBeVisible();
    await expect(card).toBeRequired();
    await userEvent.type(card, '4111 1111 1111 1111');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Siap disimpan');
  },
};

/** Items, a package and a deposit, with a nominal and a percentage discount. */
export const SeveralLines: Story = {
  args: {
    value: {
      paymentItems: [
        sampleLine(0),
        sampleLine(1, { qty: 2, typeDiscount: 'PERCENTAGE', discount: 10 }),
        sampleLine(3, { typeDiscount: 'NUMBER', discount: 25000 }),
        samplePackageLine(0),
        { ...sampleLine(4), isDeposit: true },
      ],
      method: 'CASH',
      cardNumber: null,
    },
  },
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(6);
    // 2 × Rp350.000 less 10 %; Rp125.000 less Rp25.000; the package at its price.
    await expect(within(rows[2]!).getByText('Rp630.000')).toBeVisible();
    await expect(within(rows[3]!).getByText('Rp100.000')).toBeVisible();
    await expect(within(rows[4]!).getByText('Rp2.000.000')).toBeVisible();
    await expect(within(rows[4]!).getByRole('textbox', { name: /Kuantitas/ })).toBeDisabled();
    await expect(grandTotal(canvas)).toHaveTextContent('Rp3.880.000');
    // Removing a line takes its amount off the total.
    await userEvent.click(canvas.getByRole('button', { name: 'Hapus Baris 4' }));
    await expect(canvas.getAllByRole('row')).toHaveLength(5);
    await expect(grandTotal(canvas)).toHaveTextContent('Rp1.880.000');
  },
};

/** A nominal discount above the line's amount: the line costs Rp0, never less. */
export const DiscountLargerThanLine: Story = {
  args: {
    value: {
      paymentItems: [sampleLine(0, { typeDiscount: 'NUMBER', discount: 500000 }), sampleLine(3)],
      method: 'CASH',
      cardNumber: null,
    },
  },
  play: async ({ canvas }) => {
    const first = within(canvas.getAllByRole('row')[1]!);
    await expect(first.getByRole('textbox', { name: /^Diskon/ })).toHaveValue('500.000');
    await expect(first.getByText('Rp0')).toBeVisible();
    await expect(grandTotal(canvas)).toHaveTextContent('Rp125.000');
  },
};

/** A card payment with a card number that is too short shows the domain's message. */
export const ShortCardNumber: Story = {
  args: {
    value: {
      paymentItems: [sampleLine(0)],
      method: 'DEBIT',
      cardNumber: '1234 5678 9012',
    },
    validateAtOnce: true,
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('textbox', { name: /Nomor Kartu/ });
    await expect(card).toHaveAccessibleDescription('Harap masukkan 16 digit Nomor Kartu');
    await expect(card).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(card, '3456');
    await waitFor(() => expect(card).not.toHaveAttribute('aria-invalid'));
  },
};

/** Empty required fields of a line show the domain's messages under them. */
export const LineErrors: Story = {
  args: {
    value: { paymentItems: [newPaymentLine('ITEM')], method: 'CASH', cardNumber: null },
    validateAtOnce: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Harap masukkan Item')).toBeVisible();
    await expect(canvas.getByText('Harap masukkan Harga')).toBeVisible();
    const quantity = canvas.getByRole('textbox', { name: 'Kuantitas (Baris 1)' });
    await userEvent.clear(quantity);
    await expect(canvas.getByText('Harap masukkan Kuantitas')).toBeVisible();
  },
};

/** A doctor: no discount columns, and the method may stay empty. */
export const DoctorRole: Story = {
  args: {
    role: 'ROLE_DOCTOR',
    value: { paymentItems: [sampleLine(0)], method: null, cardNumber: null },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('columnheader', { name: 'Diskon' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Tipe Diskon/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Metode Pembayaran/ })).not.toHaveAttribute(
      'aria-required',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Siap disimpan');
  },
};

/** A paid visit (DONE): the lines, totals and method as text, nothing to edit. */
export const ReadOnlyDone: Story = {
  args: {
    status: 'DONE',
    value: {
      paymentItems: [
        sampleLine(0),
        sampleLine(1, { qty: 2, typeDiscount: 'PERCENTAGE', discount: 10 }),
        samplePackageLine(1),
      ],
      method: 'CREDIT_CARD',
      cardNumber: '4111111111111234',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Tambah/ })).not.toBeInTheDocument();
    await expect(canvas.getByText('Facial Acne Treatment')).toBeVisible();
    await expect(canvas.getByText('10%')).toBeVisible();
    await expect(canvas.getByText('Kartu Kredit')).toBeVisible();
    await expect(canvas.getByText('•••• 1234')).toBeVisible();
    await expect(grandTotal(canvas)).toHaveTextContent('Rp5.280.000');
  },
};

/**
 * A paid chain with a refund: the refund line shows its recorded negative total (one of the two
 * units at 10% off given back), and the totals are net of it.
 */
export const ReadOnlyWithRefund: Story = {
  args: {
    status: 'DONE',
    value: {
      paymentItems: [
        sampleLine(1, { qty: 2, typeDiscount: 'PERCENTAGE', discount: 10 }),
        { ...sampleLine(1), qty: -1, type: 'CORRECTION', recordedTotal: -315_000 },
      ],
      method: 'CASH',
      cardNumber: null,
    },
  },
  play: async ({ canvas }) => {
    const corrections = within(canvas.getByRole('region', { name: 'Koreksi' }));
    await expect(corrections.getByText('-Rp315.000')).toBeVisible();
    await expect(canvas.getByText('Total Koreksi').nextElementSibling).toHaveTextContent(
      '-Rp315.000',
    );
    await expect(grandTotal(canvas)).toHaveTextContent('Rp315.000');
  },
};

/** An active visit: correction rows in their own section, with their own total. */
export const Corrections: Story = {
  args: {
    status: 'ACTIVE',
    value: {
      paymentItems: [sampleLine(1), { ...sampleLine(3), type: 'CORRECTION' }],
      method: 'CASH',
      cardNumber: null,
    },
  },
  play: async ({ canvas }) => {
    const corrections = canvas.getByRole('region', { name: 'Koreksi' });
    const section = within(corrections);
    await expect(section.getAllByRole('row')).toHaveLength(2);
    await expect(canvas.getByText('Total Koreksi').nextElementSibling).toHaveTextContent(
      'Rp125.000',
    );
    await userEvent.click(section.getByRole('button', { name: 'Tambah Koreksi' }));
    const added = within(section.getAllByRole('row')[2]!);
    await userEvent.click(added.getByRole('button', { name: /Item \(Koreksi 2\)/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Chemical Peeling' }));
    await expect(canvas.getByText('Total Koreksi').nextElementSibling).toHaveTextContent(
      'Rp625.000',
    );
    await expect(grandTotal(canvas)).toHaveTextContent('Rp975.000');
  },
};

/** Without a correction status (waiting for payment elsewhere), no correction section. */
export const WithoutCorrections: Story = {
  args: { value: { paymentItems: [sampleLine(0)], method: 'CASH', cardNumber: null } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Koreksi' })).not.toBeInTheDocument();
    await expect(canvas.queryByText('Total Koreksi')).not.toBeInTheDocument();
  },
};

/** At phone width each line stacks and its fields show their labels. */
export const PhoneWidth: Story = {
  args: {
    value: {
      paymentItems: [sampleLine(1, { qty: 2, typeDiscount: 'NUMBER', discount: 50000 })],
      method: null,
      cardNumber: null,
    },
  },
  render: (args) => (
    <div style={{ width: 360 }}>
      <Harness {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row', { hidden: true })[0]).not.toBeVisible();
    const quantity = canvas.getByRole('textbox', { name: 'Kuantitas (Baris 1)' });
    const label = (quantity as HTMLInputElement).labels?.[0];
    await expect(label).toBeVisible();
    await expect(label!.getBoundingClientRect().width).toBeGreaterThan(20);
    // Stacked: the item select sits above the quantity.
    const item = canvas.getByRole('button', { name: /Item \(Baris 1\)/ });
    await expect(item.getBoundingClientRect().bottom).toBeLessThan(
      quantity.getBoundingClientRect().top,
    );
  },
};

/** Tab walks a line in reading order; the discount is skipped until a type is chosen. */
export const KeyboardOrder: Story = {
  args: { value: { paymentItems: [sampleLine(0)], method: 'CASH', cardNumber: null } },
  play: async ({ canvas }) => {
    const line = within(canvas.getAllByRole('row')[1]!);
    const item = line.getByRole('button', { name: /Item \(Baris 1\)/ });
    item.focus();
    await userEvent.tab();
    await expect(line.getByRole('textbox', { name: 'Kuantitas (Baris 1)' })).toHaveFocus();
    await userEvent.tab();
    await expect(line.getByRole('textbox', { name: 'Harga (Baris 1)' })).toHaveFocus();
    await userEvent.tab();
    const discountType = line.getByRole('button', { name: /Tipe Diskon \(Baris 1\)/ });
    await expect(discountType).toHaveFocus();
    await expect(getComputedStyle(discountType).outlineStyle).not.toBe('none');
    await userEvent.tab();
    await expect(line.getByRole('button', { name: 'Hapus Baris 1' })).toHaveFocus();
    // Choosing a type from the keyboard brings the discount into the order.
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(await screen.findByRole('option', { name: 'Nominal' }));
    await userEvent.tab();
    await expect(line.getByRole('textbox', { name: /^Diskon/ })).toHaveFocus();
    await userEvent.keyboard('20000');
    await expect(line.getByText('Rp130.000')).toBeVisible();
    // A line added by keyboard is where the keyboard goes on: its package field, then its own
    // fields in order.
    const addPackage = canvas.getByRole('button', { name: 'Tambah Paket' });
    addPackage.focus();
    await userEvent.keyboard('{Enter}');
    const added = within(canvas.getAllByRole('row')[2]!);
    await expect(added.getByRole('button', { name: /Paket \(Baris 2\)/ })).toHaveFocus();
    await userEvent.tab();
    await expect(added.getByRole('textbox', { name: 'Harga (Baris 2)' })).toHaveFocus();
  },
};

/** In English, the domain's labels and the editor's own strings follow the locale. */
export const English: Story = {
  globals: { locale: 'en' },
  args: { value: { paymentItems: [sampleLine(0)], method: 'QRIS', cardNumber: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Payment items' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Quantity (Line 1)' })).toHaveValue('1');
    await expect(canvas.getByText('Grand total')).toBeVisible();
  },
};

/** Before the visit starts (BOOKED) the domain hides the payment form: nothing renders. */
export const BookedShowsNothing: Story = {
  args: {
    status: 'BOOKED',
    value: { paymentItems: [sampleLine(0)], method: null, cardNumber: null },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.queryByRole('heading', { name: 'Item Pembayaran' }),
    ).not.toBeInTheDocument();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** An update-payment dialog: only the new correction rows, no items section and no "Total". */
export const CorrectionsOnly: Story = {
  args: { correctionsOnly: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.queryByRole('heading', { name: 'Item Pembayaran' }),
    ).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Tambah Item' })).not.toBeInTheDocument();
    await expect(canvas.queryByText('Total', { exact: true })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Tambah Koreksi' }));
    const line = within(canvas.getAllByRole('row')[1]!);
    await userEvent.click(line.getByRole('button', { name: /Item \(Koreksi 1\)/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Konsultasi Dokter Umum' }));
    await waitFor(() => expect(grandTotal(canvas)).toHaveTextContent('150.000'));
  },
};

/** A negative quantity or price is not taken; the field says where money is given back instead. */
export const NegativeSaysWhereRefundsAre: Story = {
  args: { value: { paymentItems: [sampleLine(0)], method: null, cardNumber: null } },
  play: async ({ canvas }) => {
    const quantity = canvas.getByRole('textbox', { name: /^Kuantitas/ });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '-1');
    await expect(
      canvas.getByText(
        'Tidak bisa negatif: untuk mengembalikan uang, simpan lalu pilih "Kembalikan dana"',
      ),
    ).toBeVisible();
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * A price typed with letters (`250000abc`) says the price takes digits only, at once; a price left
 * half written (`150.`) says so once the field is left: neither is taken for an empty price.
 */
export const UnreadablePriceSaysDigitsOnly: Story = {
  args: { value: { paymentItems: [sampleLine(0)], method: null, cardNumber: null } },
  play: async ({ canvas }) => {
    const digitsOnly = 'Harga hanya boleh berisi angka, misalnya 250000 atau 250.000';
    const price = canvas.getByRole('textbox', { name: /^Harga/ });
    await userEvent.clear(price);
    await userEvent.type(price, '250000abc');
    await expect(canvas.getByText(digitsOnly)).toBeVisible();
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await expect(canvas.getByText(digitsOnly)).toBeVisible();
    await expect(canvas.queryByText('Harap masukkan Harga')).not.toBeInTheDocument();

    await userEvent.clear(price);
    await userEvent.type(price, '150.');
    await expect(canvas.queryByText(digitsOnly)).not.toBeInTheDocument();
    await userEvent.type(price, '000');
    await userEvent.tab();
    await expect(canvas.queryByText(digitsOnly)).not.toBeInTheDocument();
    await expect(price).toHaveValue('150.000');

    await userEvent.clear(price);
    await userEvent.type(price, '150.');
    await userEvent.tab();
    await expect(canvas.getByText(digitsOnly)).toBeVisible();
  },
};
