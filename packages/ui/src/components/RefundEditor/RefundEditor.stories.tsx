import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { refundableLines, refundFormErrors } from '@praktik/domain/payments/refund';
import { Button } from '../Button/Button';
import { RefundEditor, type RefundEditorProps, type RefundEditorValue } from './RefundEditor';

/**
 * A paid chain: Konsultasi (Rp150.000), 2 × Salep Kulit at 10% off (Rp158.400), and a Krim Malam
 * correction (Rp165.000) of which nothing is left: it was given back already.
 */
const lines = refundableLines([
  {
    id: 'konsultasi',
    item_name: 'Konsultasi Dokter',
    package_name: null,
    is_package: false,
    quantity: 1,
    amount: 150_000,
    line_total: 150_000,
  },
  {
    id: 'salep',
    item_name: 'Salep Kulit',
    package_name: null,
    is_package: false,
    quantity: 2,
    amount: 88_000,
    line_total: 158_400,
  },
  {
    id: 'krim',
    item_name: 'Krim Malam',
    package_name: null,
    is_package: false,
    quantity: 1,
    amount: 165_000,
    line_total: 165_000,
  },
  {
    id: 'krim-back',
    item_name: 'Krim Malam',
    package_name: null,
    is_package: false,
    quantity: -1,
    amount: 165_000,
    line_total: -165_000,
    refunded_item_id: 'krim',
  },
]);

/** The editor as the dialog uses it: the value in state, "Simpan" checking it with the domain. */
function Harness(props: Omit<RefundEditorProps, 'value' | 'onChange' | 'errors'>) {
  const [value, setValue] = useState<RefundEditorValue>({
    quantities: {},
    method: null,
    reason: '',
  });
  const [validated, setValidated] = useState(false);
  const errors = validated ? refundFormErrors('pay-1', props.lines, value) : undefined;
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <RefundEditor {...props} value={value} onChange={setValue} errors={errors} />
      <div>
        <Button onPress={() => setValidated(true)}>Simpan</Button>
      </div>
      {errors && Object.keys(errors).length === 0 && <p role="status">Siap disimpan</p>}
    </div>
  );
}

const meta = {
  title: 'Payments/RefundEditor',
  component: Harness,
  args: { lines, chainTotal: 308_400 },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const valueOf = (canvas: ReturnType<typeof within>, label: string) =>
  canvas.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

/**
 * One Salep Kulit back by cash: its line shows -Rp79.200 (half of what the line took), the
 * refund in all the same, and the net total what the chain keeps.
 */
export const RefundOneUnit: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sisa 2 · Rp158.400')).toBeVisible();
    // A line given back already is shown with nothing left, and cannot be chosen again.
    await expect(
      canvas.getByRole('textbox', { name: 'Jumlah dikembalikan Krim Malam' }),
    ).toBeDisabled();
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Jumlah dikembalikan Salep Kulit' }),
      '1',
    );
    const salep = within(canvas.getByText('Salep Kulit').closest('li')!);
    await expect(salep.getByText('-Rp79.200')).toBeVisible();
    await expect(valueOf(canvas, 'Pengembalian dana')).toHaveTextContent('-Rp79.200');
    await expect(valueOf(canvas, 'Total bersih')).toHaveTextContent('Rp229.200');

    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await expect(canvas.getByText('Harap masukkan Metode pengembalian dana')).toBeVisible();
    await expect(canvas.getByText('Harap masukkan Alasan pengembalian dana')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Metode pengembalian dana/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Tunai' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Alasan pengembalian dana/ }),
      'Salep tidak cocok',
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent('Siap disimpan');
  },
};

/** More than is left of a line is named on that line; nothing chosen is named on the list. */
export const TooMany: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Simpan' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Harap pilih minimal satu Baris pengembalian dana',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Jumlah dikembalikan Salep Kulit' }),
      '3',
    );
    await expect(canvas.getByText('Paling banyak 2 Kuantitas')).toBeVisible();
    // Nothing is counted for a line that cannot be given back.
    await expect(valueOf(canvas, 'Total bersih')).toHaveTextContent('Rp308.400');
  },
};
