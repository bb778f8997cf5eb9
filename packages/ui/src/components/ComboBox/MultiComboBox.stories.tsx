import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ComboBoxItem, LoadComboBoxItems } from './combo-box-options';
import { SAMPLE_ICD10, searchIn } from './combo-box-sample';
import { MultiComboBox } from './MultiComboBox';

const loadIcd10 = fn(searchIn(SAMPLE_ICD10));
const onChange = fn();
const byId = (id: string) => SAMPLE_ICD10.find((item) => item.id === id)!;

const meta = {
  title: 'Form/MultiComboBox',
  component: MultiComboBox<ComboBoxItem>,
  args: { label: 'Diagnosis (ICD-10)', loadItems: loadIcd10 as LoadComboBoxItems, onChange },
  beforeEach: () => {
    loadIcd10.mockClear();
    onChange.mockClear();
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480, minHeight: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MultiComboBox<ComboBoxItem>>;
export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: /Diagnosis/ });

/** Search, choose two diagnoses with the keyboard, remove one from its tag. */
export const ChooseDiagnoses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('dengue');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
    await expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(onChange).toHaveBeenLastCalledWith([byId('A90')]);
    // The list stays open for the next choice.
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(onChange).toHaveBeenLastCalledWith([byId('A90'), byId('A91')]);
    await expect(within(listbox).getByRole('option', { name: /A91/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());

    // A new search keeps the earlier choices.
    await userEvent.clear(input(canvasElement));
    await userEvent.type(input(canvasElement), 'diarr');
    await userEvent.click(await screen.findByRole('option', { name: /A09/ }));
    await expect(onChange).toHaveBeenLastCalledWith([byId('A90'), byId('A91'), byId('A09')]);
    await userEvent.keyboard('{Escape}');

    const tags = canvas.getByRole('grid', { name: 'Pilihan' });
    await expect(within(tags).getAllByRole('row')).toHaveLength(3);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Hapus A91 Dengue haemorrhagic fever' }),
    );
    await expect(onChange).toHaveBeenLastCalledWith([byId('A90'), byId('A09')]);
    await expect(within(tags).getAllByRole('row')).toHaveLength(2);
  },
};

/**
 * Enter with no option highlighted never throws the typed text away: the list and the text stay
 * (here, where only a listed diagnosis may be chosen), and a field with free entry (allergies,
 * `itemForText`) adds the text as a tag.
 */
export const EnterKeepsTheText: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement), 'dengue');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    await userEvent.keyboard('{Enter}');
    await expect(input(canvasElement)).toHaveValue('dengue');
    await expect(screen.getByRole('listbox')).toBeVisible();
    await expect(onChange).not.toHaveBeenCalled();
  },
};

const allergyItem = (text: string): ComboBoxItem => ({
  id: text.toLocaleLowerCase('id'),
  label: text,
});

export const EnterAddsFreeEntry: Story = {
  args: {
    label: 'Alergi',
    debounceMs: 0,
    loadItems: (text) => Promise.resolve([{ ...allergyItem(text), description: 'Tambah' }]),
    itemForText: allergyItem,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('combobox', { name: 'Alergi' });
    await userEvent.type(field, 'Udang');
    await userEvent.keyboard('{Enter}');
    await expect(onChange).toHaveBeenLastCalledWith([allergyItem('Udang')]);
    await expect(field).toHaveValue('');
    // Typed again before the list has even answered: added all the same.
    await userEvent.type(field, 'Penisilin{Enter}');
    await expect(onChange).toHaveBeenLastCalledWith([
      allergyItem('Udang'),
      allergyItem('Penisilin'),
    ]);
    // The same name again (any case) adds nothing.
    await userEvent.type(field, 'udang{Enter}');
    await expect(onChange).toHaveBeenCalledTimes(2);
    await expect(field).toHaveValue('');
    // As after choosing an option, the list stays open for the next; Escape shows the tags.
    await userEvent.keyboard('{Escape}');
    const tags = canvas.getByRole('grid', { name: 'Pilihan' });
    await expect(within(tags).getAllByRole('row')).toHaveLength(2);
  },
};

const submitted = fn();

/** In a form, that Enter adds the tag and does not send the form. */
export const EnterInAForm: Story = {
  args: EnterAddsFreeEntry.args,
  render: (args) => (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submitted();
      }}
    >
      <MultiComboBox {...args} />
      <button type="submit">Simpan</button>
    </form>
  ),
  play: async ({ canvasElement }) => {
    submitted.mockClear();
    const field = within(canvasElement).getByRole('combobox', { name: 'Alergi' });
    await userEvent.click(field);
    await userEvent.paste('Udang');
    await userEvent.keyboard('{Enter}');
    await expect(onChange).toHaveBeenLastCalledWith([allergyItem('Udang')]);
    await expect(submitted).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
  },
};

/**
 * react-aria closes the list when the page scrolls under it (a picture above loading, the
 * browser keeping the view in place): what was typed stays, and Enter still adds it, never
 * sending the form.
 */
export const ScrollKeepsTheText: Story = {
  args: EnterAddsFreeEntry.args,
  render: EnterInAForm.render,
  play: async ({ canvasElement }) => {
    submitted.mockClear();
    const field = within(canvasElement).getByRole('combobox', { name: 'Alergi' });
    await userEvent.type(field, 'Udang');
    await screen.findByRole('listbox');
    window.dispatchEvent(new Event('scroll'));
    await expect(field).toHaveValue('Udang');
    await userEvent.keyboard('{Enter}');
    await expect(onChange).toHaveBeenLastCalledWith([allergyItem('Udang')]);
    await expect(field).toHaveValue('');
    await expect(submitted).not.toHaveBeenCalled();
    // Leaving the field still puts a search away.
    await userEvent.type(field, 'Peni');
    await userEvent.click(canvasElement);
    await expect(field).not.toHaveFocus();
    await expect(field).toHaveValue('');
  },
};

/** Choosing a chosen option again un-chooses it; tags can be removed by keyboard. */
export const ToggleAndKeyboardRemove: Story = {
  args: { defaultSelectedItems: [byId('A09'), byId('R50.9')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(input(canvasElement), 'fever');
    const option = await screen.findByRole('option', { name: /R50\.9/ });
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(option);
    await expect(onChange).toHaveBeenLastCalledWith([byId('A09')]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: /A09/ })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(onChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

export const Controlled: Story = {
  render: function Render(args) {
    const [items, setItems] = useState<ComboBoxItem[]>([byId('I10')]);
    return (
      <>
        <MultiComboBox {...args} selectedItems={items} onChange={setItems} />
        <p>Kode: {items.map((item) => item.id).join(', ') || '-'}</p>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(input(canvasElement), 'e11');
    await userEvent.click(await screen.findByRole('option', { name: /E11\.9/ }));
    await expect(canvas.getByText('Kode: I10, E11.9')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement), 'xyz');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByText('Tidak ada hasil')).toBeVisible());
  },
};

export const LoadError: Story = {
  args: { loadItems: () => Promise.reject(new Error('offline')) },
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement), 'a0');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(within(listbox).getByText('Gagal memuat pilihan. Coba ketik lagi.')).toBeVisible(),
    );
    await expect(screen.getByRole('status')).toHaveTextContent('Gagal memuat pilihan');
  },
};

export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Harap pilih minimal satu diagnosis' },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveAccessibleDescription(
      expect.stringContaining('Harap pilih minimal satu diagnosis'),
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedItems: [byId('A09')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(input(canvasElement)).toBeDisabled();
    await expect(canvas.getByRole('row', { name: /A09/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Hapus/ })).toBeNull();
  },
};

/** A finished visit's diagnoses: shown, not changeable. */
export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultSelectedItems: [byId('A09'), byId('K30')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(input(canvasElement)).toHaveAttribute('readonly');
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: /Hapus/ })).toBeNull();
    await userEvent.type(input(canvasElement), 'a');
    await expect(screen.queryByRole('listbox')).toBeNull();
  },
};

export const LongContent: Story = {
  args: { defaultSelectedItems: SAMPLE_ICD10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(SAMPLE_ICD10.length);
    // Long labels are cut with an ellipsis inside their tag instead of widening the field.
    const tag = canvas.getByRole('row', { name: /A09/ });
    await expect(tag.getBoundingClientRect().width).toBeLessThanOrEqual(480);
  },
};

/** Left open with a choice so axe also checks the list with a selected option. */
export const Open: Story = {
  args: { defaultSelectedItems: [byId('A01.0')] },
  play: async ({ canvasElement }) => {
    await userEvent.type(input(canvasElement), 'a');
    const option = await screen.findByRole('option', { name: /A01\.0/ });
    await expect(option).toHaveAttribute('aria-selected', 'true');
  },
};
