import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { TextField } from '../TextField/TextField';
import { Select } from './Select';

const genders = [
  { id: 'MALE', label: 'Laki-laki' },
  { id: 'FEMALE', label: 'Perempuan' },
];

const meta = {
  title: 'Form/Select',
  component: Select,
  args: { label: 'Jenis kelamin', items: genders, onSelectionChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'Sesuai KTP' },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /Jenis kelamin/ });
    await expect(trigger).toHaveTextContent('Pilih salah satu');
    // Keyboard: Tab to it, open with ArrowDown, move, choose with Enter.
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await expect(listbox).toBeVisible();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Laki-laki' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('FEMALE');
    await expect(trigger).toHaveTextContent('Perempuan');
    await expect(trigger).toHaveFocus();
  },
};

export const Filled: Story = {
  args: { defaultSelectedKey: 'MALE' },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /Jenis kelamin/ });
    await expect(trigger).toHaveTextContent('Laki-laki');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Perempuan' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('FEMALE');
    await expect(trigger).toHaveTextContent('Perempuan');
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [key, setKey] = useState<string | null>('FEMALE');
    return (
      <>
        <Select {...args} selectedKey={key} onSelectionChange={setKey} />
        <p>Dipilih: {key ?? '-'}</p>
      </>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Jenis kelamin/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Laki-laki' }));
    await expect(canvas.getByText('Dipilih: MALE')).toBeVisible();
  },
};

/** Lets a story's play decide when its options arrive, the way a slow answer would. */
function deferred() {
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  return { arrived, release };
}
let optionsAnswer = deferred();

export const LoadingOptions: Story = {
  render: function Render(args) {
    const [items, setItems] = useState<typeof genders>([]);
    useEffect(() => {
      let mounted = true;
      void optionsAnswer.arrived.then(() => mounted && setItems(genders));
      return () => {
        mounted = false;
      };
    }, []);
    return <Select {...args} items={items} isLoading={items.length === 0} />;
  },
  beforeEach: () => {
    optionsAnswer = deferred();
  },
  play: async ({ canvas, args }) => {
    // Opened before the options came: the list says they are loading, then fills in place.
    await userEvent.click(canvas.getByRole('button', { name: /Jenis kelamin/ }));
    const listbox = await screen.findByRole('listbox');
    await expect(listbox).toHaveTextContent('Memuat pilihan');
    optionsAnswer.release();
    await userEvent.click(await screen.findByRole('option', { name: 'Perempuan' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('FEMALE');
  },
};

export const NoOptions: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Jenis kelamin/ }));
    await expect(await screen.findByRole('listbox')).toHaveTextContent('Belum ada pilihan');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Jenis kelamin wajib diisi' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Jenis kelamin/ });
    await expect(trigger).toHaveAccessibleDescription(
      expect.stringContaining('Jenis kelamin wajib diisi'),
    );
    await expect(canvas.getByText('Jenis kelamin wajib diisi')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 'MALE' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Jenis kelamin/ })).toBeDisabled();
  },
};

export const LongContent: Story = {
  args: {
    label: 'Jenis usaha',
    items: [
      {
        id: '1',
        label: 'Klinik kecantikan dan perawatan kulit dengan layanan dermatologi estetik lengkap',
      },
      ...Array.from({ length: 30 }, (_, i) => ({
        id: String(i + 2),
        label: `Jenis usaha ${i + 2}`,
      })),
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Jenis usaha/ }));
    const options = await screen.findAllByRole('option');
    await expect(options.length).toBeGreaterThan(10);
    // Type-ahead: typing a label moves focus to it.
    await userEvent.keyboard('Jenis usaha 25');
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Jenis usaha 25' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

/** Left open so axe also checks the listbox in its popover. */
export const Open: Story = {
  args: { defaultSelectedKey: 'FEMALE' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Jenis kelamin/ }));
    await expect(await screen.findByRole('option', { name: 'Perempuan' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** A chosen value starts where a TextField's text starts: a form's columns line up. */
export const AlignedWithTextField: Story = {
  args: { defaultSelectedKey: 'FEMALE' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 320 }}>
      <TextField label="Nama" defaultValue="Perempuan" />
      <Select {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Nama' });
    const trigger = canvas.getByRole('button', { name: /Jenis kelamin/ });
    const value = trigger.firstElementChild;
    if (!value) throw new Error('the Select shows no value element');
    await expect(value).toHaveTextContent(/^Perempuan$/);
    const inputStyle = getComputedStyle(input);
    const textStart =
      input.getBoundingClientRect().left +
      parseFloat(inputStyle.borderLeftWidth) +
      parseFloat(inputStyle.paddingLeft);
    // Where the text itself starts (a hidden icon before it would still take up room).
    const walker = document.createTreeWalker(value, NodeFilter.SHOW_TEXT);
    const text = walker.nextNode();
    if (!text) throw new Error('the Select shows no text');
    const range = document.createRange();
    range.selectNodeContents(text);
    const valueStart = range.getBoundingClientRect().left;
    await expect(Math.abs(valueStart - textStart)).toBeLessThan(1);
  },
};
