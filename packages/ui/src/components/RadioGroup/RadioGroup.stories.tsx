import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const genders = [
  { id: 'MALE', label: 'Laki-laki' },
  { id: 'FEMALE', label: 'Perempuan' },
];

const meta = {
  title: 'Form/RadioGroup',
  component: RadioGroup,
  args: { label: 'Jenis kelamin', items: genders, onChange: fn() },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'Sesuai KTP' },
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Jenis kelamin' });
    await expect(group).toHaveAccessibleDescription('Sesuai KTP');
    await userEvent.tab();
    const male = canvas.getByRole('radio', { name: 'Laki-laki' });
    await expect(male).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith('MALE');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Perempuan' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('FEMALE');
  },
};

/**
 * A form's field before anything is chosen holds `''`, controlled. The group is still one Tab
 * stop (its first radio), Space chooses, and Tab goes on past the group: react-aria takes every
 * radio out of the Tab order for a value that matches none, so the group turns it into nothing.
 */
export const ControlledNothingChosen: Story = {
  args: { orientation: 'horizontal', isRequired: true },
  render: function Render(args) {
    const [value, setValue] = useState('');
    return (
      <>
        <input aria-label="Nama" />
        <RadioGroup
          {...args}
          value={value}
          onChange={(next) => {
            setValue(next);
            args.onChange?.(next);
          }}
        />
        <button type="button">Lanjut</button>
      </>
    );
  },
  play: async ({ canvas, args }) => {
    const male = canvas.getByRole('radio', { name: 'Laki-laki' });
    const female = canvas.getByRole('radio', { name: 'Perempuan' });
    await expect(male).not.toBeChecked();
    await expect(female).not.toBeChecked();
    await userEvent.click(canvas.getByRole('textbox', { name: 'Nama' }));
    await userEvent.tab();
    await expect(male).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(female).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('FEMALE');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Lanjut' })).toHaveFocus();
    // Back into the group: the chosen radio is its Tab stop now.
    await userEvent.tab({ shift: true });
    await expect(female).toHaveFocus();
  },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'FEMALE' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Perempuan' })).toBeChecked();
    // The radio itself takes the click (nothing covers it), not only its label text.
    const male = canvas.getByRole('radio', { name: 'Laki-laki' });
    await userEvent.click(male);
    await expect(male).toBeChecked();
  },
};

/**
 * What a pointer hits: the drawn circle and the space beside the text are the radio itself, so
 * the whole row is the target and a click aimed at the radio is not intercepted by its label.
 * (storybook's userEvent dispatches to an element without hit-testing; elementFromPoint does.)
 */
export const WholeRowClickable: Story = {
  play: async ({ canvas, args }) => {
    const hitAt = (radio: HTMLElement, x: (box: DOMRect) => number) => {
      const row = radio.closest('label');
      if (!row) throw new Error('the radio has no label row');
      const box = row.getBoundingClientRect();
      return document.elementFromPoint(x(box), box.top + box.height / 2);
    };
    const female = canvas.getByRole('radio', { name: 'Perempuan' });
    // The circle: 10px in from the row's start.
    const onCircle = hitAt(female, (box) => box.left + 10);
    await expect(onCircle).toBe(female);
    await userEvent.click(onCircle as Element);
    await expect(female).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('FEMALE');
    const male = canvas.getByRole('radio', { name: 'Laki-laki' });
    const pastText = hitAt(male, (box) => box.right - 4);
    await expect(pastText).toBe(male);
    await userEvent.click(pastText as Element);
    await expect(male).toBeChecked();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Jenis kelamin wajib diisi' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: /Jenis kelamin/ });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Jenis kelamin wajib diisi');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'MALE' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'MALE' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Perempuan' }));
    await expect(canvas.getByRole('radio', { name: 'Laki-laki' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: {
    label: 'Metode pembayaran',
    items: [
      { id: 'cash', label: 'Tunai di kasir klinik pada hari kunjungan' },
      {
        id: 'transfer',
        label: 'Transfer bank (BCA, Mandiri, BNI, BRI) dengan konfirmasi bukti transfer',
      },
      { id: 'bpjs', label: 'BPJS Kesehatan', isDisabled: true },
      { id: 'insurance', label: 'Asuransi swasta' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(4);
    await expect(canvas.getByRole('radio', { name: 'BPJS Kesehatan' })).toBeDisabled();
  },
};
