import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { THEME_COLORS, type ThemeColor } from '@praktik/domain/clinic/theme-colors';
import { Button } from '../components/Button/Button';
import { themeColorNumber } from '../components/ThemeSwatchPicker/theme-swatch-picker-options';
import { ToastRegion } from '../components/Toast/Toast';
import { toast } from '../components/Toast/toast-queue';
import { BasicSpecimens } from './gallery/BasicSpecimens';
import { FilterSpecimens, TableSpecimens } from './gallery/DataSpecimens';
import { FieldSpecimens, PickerSpecimens } from './gallery/FormSpecimens';
import { panelName, ThemeGallery } from './gallery/ThemeGallery';
import { themeClass } from './themes.css';
import { palettes } from './tokens';

const meta = {
  title: 'Theme/Gallery',
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    toast.clear();
    return () => toast.clear();
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** `#0f766e` as the browser reports a computed colour: `rgb(15, 118, 110)`. */
const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

/*
 * Role queries walk the accessibility tree of the whole page, and a gallery is 17 pages' worth
 * of components: the checks below find panels and controls by their DOM shape and text instead,
 * which keeps the plays fast on a busy machine (axe still checks every panel's roles and names).
 */
const panels = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll<HTMLElement>('section[data-theme]'));

const panel = (canvasElement: HTMLElement, theme: ThemeColor) =>
  canvasElement.querySelector<HTMLElement>(`section[data-theme="${theme}"]`)!;

/** The specimen of one component inside a panel. */
const specimen = (inPanel: HTMLElement, name: string) =>
  inPanel.querySelector<HTMLElement>(`[data-specimen="${name}"]`)!;

/** 17 panels in the themes' order, each named by its theme and painting in its colours. */
const expectEveryTheme = async (
  canvasElement: HTMLElement,
  primaryOf: (inPanel: HTMLElement) => HTMLElement,
) => {
  const all = panels(canvasElement);
  await expect(all.map((p) => p.dataset['theme'])).toEqual([...THEME_COLORS]);
  for (const inPanel of all) {
    const theme = inPanel.dataset['theme'] as ThemeColor;
    await expect(inPanel).toHaveAccessibleName(panelName(theme));
    const primary = getComputedStyle(primaryOf(inPanel));
    await expect(primary.backgroundColor).toBe(rgb(palettes[theme].primary));
    await expect(primary.color).toBe(rgb(palettes[theme].onPrimary));
  }
};

/** A panel's first button reading `label`. */
const button = (label: string) => (inPanel: HTMLElement) =>
  within(inPanel).getAllByText(label, { selector: 'button, button *' })[0]!.closest('button')!;

/** Buttons, text, feedback, containers, disclosure and tabs in every theme (Indonesian). */
export const Basics: Story = {
  render: () => (
    <>
      <ThemeGallery>{(p) => <BasicSpecimens {...p} />}</ThemeGallery>
      <ToastRegion />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expectEveryTheme(canvasElement, button('Simpan'));
    // The ConfirmDialog of a panel opens with the spec's delete warning.
    await userEvent.click(
      within(panel(canvasElement, 'color_5')).getByRole('button', { name: 'Hapus data' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Hapus data?' });
    await waitFor(() =>
      expect(
        within(dialog).getByText('Data yang telah dihapus tidak dapat dikembalikan'),
      ).toBeVisible(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** The same in English: the components' own words (Memuat → Loading) follow the locale. */
export const BasicsEnglish: Story = {
  ...Basics,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expectEveryTheme(canvasElement, button('Save'));
    const teal = panel(canvasElement, 'color_1');
    await expect(within(specimen(teal, 'Spinner')).getByText('Loading')).toBeVisible();
    await expect(within(specimen(teal, 'StatusBadge')).getByText('Waiting payment')).toBeVisible();
  },
};

/** Every form field in every theme (Indonesian); one field shows its error. */
export const Fields: Story = {
  render: () => <ThemeGallery>{(p) => <FieldSpecimens {...p} />}</ThemeGallery>,
  play: async ({ canvasElement }) => {
    await expectEveryTheme(canvasElement, button('Simpan'));
    for (const inPanel of panels(canvasElement)) {
      await expect(
        within(specimen(inPanel, 'TextField')).getByText('Harap masukkan Email'),
      ).toBeVisible();
    }
  },
};

/** The same in English. */
export const FieldsEnglish: Story = {
  ...Fields,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expectEveryTheme(canvasElement, button('Save'));
    const teal = specimen(panel(canvasElement, 'color_1'), 'TextField');
    await expect(within(teal).getByText('Please enter Email')).toBeVisible();
  },
};

/** The chosen slot. */
const selectedSlot = (inPanel: HTMLElement) =>
  specimen(inPanel, 'SlotPicker').querySelector<HTMLElement>(
    '[role="option"][aria-selected="true"]',
  )!;

/** Search, choice and upload fields in every theme (Indonesian). */
export const Pickers: Story = {
  render: () => <ThemeGallery>{(p) => <PickerSpecimens {...p} />}</ThemeGallery>,
  play: async ({ canvasElement }) => {
    // The chosen slots are painted in the panel's primary colour.
    await expectEveryTheme(canvasElement, selectedSlot);
    for (const inPanel of panels(canvasElement)) {
      const theme = inPanel.dataset['theme'] as ThemeColor;
      // Each panel's swatch picker starts on the panel's own colour.
      const swatches = within(specimen(inPanel, 'ThemeSwatchPicker'));
      await expect(
        swatches.getByRole('radio', { name: `Warna ${themeColorNumber(theme)}` }),
      ).toBeChecked();
    }
  },
};

/** The same in English. */
export const PickersEnglish: Story = {
  ...Pickers,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expectEveryTheme(canvasElement, selectedSlot);
    const teal = panel(canvasElement, 'color_1');
    await expect(
      within(specimen(teal, 'ThemeSwatchPicker')).getByRole('radio', { name: 'Colour 1' }),
    ).toBeChecked();
    await expect(within(specimen(teal, 'SlotPicker')).getByText(/Chosen: 10:00/)).toBeVisible();
  },
};

/** The list pages' filters in every theme (Indonesian). */
export const Filters: Story = {
  render: () => <ThemeGallery panelWidth="26rem">{(p) => <FilterSpecimens {...p} />}</ThemeGallery>,
  play: async ({ canvasElement }) => {
    await expectEveryTheme(canvasElement, button('Tambah'));
    const teal = within(specimen(panel(canvasElement, 'color_1'), 'DateRangeFilter'));
    await expect(teal.getByRole('button', { name: /Harian/ })).toBeVisible();
  },
};

/** The same in English. */
export const FiltersEnglish: Story = {
  ...Filters,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expectEveryTheme(canvasElement, button('Add'));
    const teal = within(specimen(panel(canvasElement, 'color_1'), 'DateRangeFilter'));
    await expect(teal.getByRole('button', { name: /Daily/ })).toBeVisible();
  },
};

/** The current page of a table's paging. */
const currentPage = (inPanel: HTMLElement) =>
  specimen(inPanel, 'Pagination').querySelector<HTMLElement>('[aria-current="page"]')!;

/** The list pages' table and paging in every theme (Indonesian). */
export const Tables: Story = {
  render: () => <ThemeGallery panelWidth="30rem">{(p) => <TableSpecimens {...p} />}</ThemeGallery>,
  play: async ({ canvasElement }) => {
    // The current page is painted in the panel's primary colour.
    await expectEveryTheme(canvasElement, currentPage);
    // A panel's table sorts on its own: the others keep their order.
    const teal = within(specimen(panel(canvasElement, 'color_1'), 'DataTable'));
    const header = teal.getByRole('columnheader', { name: 'Nama' });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(header);
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const blue = within(specimen(panel(canvasElement, 'color_2'), 'DataTable'));
    await expect(blue.getByRole('columnheader', { name: 'Nama' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  },
};

/** The same in English. */
export const TablesEnglish: Story = {
  ...Tables,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expectEveryTheme(canvasElement, currentPage);
    const teal = panel(canvasElement, 'color_1');
    await expect(
      within(specimen(teal, 'Pagination')).getByText(/showing 11 to 20 of 230/i),
    ).toBeVisible();
  },
};

/** UiProvider (from the preview decorator) puts the chosen theme's class on <html>. */
export const ProviderThemesDocument: Story = {
  globals: { theme: 'color_5' },
  render: () => <Button>Simpan</Button>,
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(document.documentElement.classList.contains(themeClass.color_5)).toBe(true),
    );
    await expect(document.documentElement.classList.contains(themeClass.color_1)).toBe(false);
    const save = canvas.getByRole('button', { name: 'Simpan' });
    // The button fades between theme colours, so wait for it to settle on the new one.
    await waitFor(() => expect(getComputedStyle(save).backgroundColor).toBe('rgb(190, 24, 93)'));
  },
};
