import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { ThemeColor } from '@praktik/domain/clinic/theme-colors';
import { ThemeSwatchPicker } from './ThemeSwatchPicker';

const meta = {
  title: 'Form/ThemeSwatchPicker',
  component: ThemeSwatchPicker,
  args: { label: 'Warna utama', onChange: fn() },
} satisfies Meta<typeof ThemeSwatchPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the default colour (color_1) is selected. Keyboard: Tab in, arrows choose. */
export const Default: Story = {
  args: { description: 'Dipakai di seluruh aplikasi klinik' },
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Warna utama' });
    await expect(group).toHaveAccessibleDescription('Dipakai di seluruh aplikasi klinik');
    await expect(canvas.getAllByRole('radio')).toHaveLength(17);
    const first = canvas.getByRole('radio', { name: 'Warna 1' });
    await expect(first).toBeChecked();
    // Tab lands on the chosen swatch; the arrow keys move and choose.
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const third = canvas.getByRole('radio', { name: 'Warna 3' });
    await expect(third).toHaveFocus();
    await expect(third).toBeChecked();
    await expect(first).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('color_3');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Warna 2' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('color_2');
  },
};

export const SelectedColor9: Story = {
  args: { defaultValue: 'color_9' },
  play: async ({ canvas }) => {
    const ninth = canvas.getByRole('radio', { name: 'Warna 9' });
    await expect(ninth).toBeChecked();
    await expect(canvas.getAllByRole('radio', { checked: true })).toHaveLength(1);
    // The swatch shows its own theme's primary colour, not the page's.
    const swatchOf = (radio: HTMLElement) => radio.closest('label') as HTMLElement;
    await expect(getComputedStyle(swatchOf(ninth)).backgroundColor).not.toBe(
      getComputedStyle(swatchOf(canvas.getByRole('radio', { name: 'Warna 1' }))).backgroundColor,
    );
  },
};

/** Controlled, as a form holds it; a pointer click chooses too. */
export const Controlled: Story = {
  render: function Render(args) {
    const [color, setColor] = useState<ThemeColor>('color_4');
    return (
      <>
        <ThemeSwatchPicker {...args} value={color} onChange={setColor} />
        <p>Dipilih: {color}</p>
      </>
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Warna 4' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Warna 12' }));
    await expect(canvas.getByText('Dipilih: color_12')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Warna 12' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'color_5' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Warna 5' })).toBeChecked();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'color_2' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Warna 7' }));
    await expect(canvas.getByRole('radio', { name: 'Warna 2' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Warna 7' })).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Warna utama wajib diisi' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: /Warna utama/ });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Warna utama wajib diisi');
  },
};

/** The names come from the ui strings of the current locale. */
export const English: Story = {
  args: { label: 'Primary colour' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Colour 1' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Colour 17' })).toBeInTheDocument();
  },
};

/** A caller may name the swatches itself. */
export const CustomSwatchLabels: Story = {
  args: { swatchLabel: (color, n) => `Tema ${n} (${color})` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Tema 1 (color_1)' })).toBeChecked();
  },
};
