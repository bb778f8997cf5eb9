import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ThemeColor } from '@praktik/domain/clinic/theme-colors';
import { Button } from '../components/Button/Button';
import { themeColorNumber } from '../components/ThemeSwatchPicker/theme-swatch-picker-options';
import { ToastRegion } from '../components/Toast/Toast';
import { toast } from '../components/Toast/toast-queue';
import { BasicSpecimens } from './gallery/BasicSpecimens';
import {
  AppShellSpecimens,
  InvoiceSpecimens,
  PaymentSpecimens,
} from './gallery/CompositeSpecimens';
import { FilterSpecimens, TableSpecimens } from './gallery/DataSpecimens';
import { FieldSpecimens, PickerSpecimens } from './gallery/FormSpecimens';
import { button, expectEveryTheme, panel, panels, specimen } from './gallery/gallery-checks';
import { ThemeGallery } from './gallery/ThemeGallery';
import { themeClass } from './themes.css';

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

/** Buttons, text, feedback, containers, disclosure and tabs in every theme (Indonesian). */
export const Basics: Story = {
  render: () => (
    <>
      <ThemeGallery>{(p) => <BasicSpecimens {...p} />}</ThemeGallery>
      <ToastRegion />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expectEveryTheme(canvasElement, { element: button('Simpan') });
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
    await expectEveryTheme(canvasElement, { element: button('Save') });
    const teal = panel(canvasElement, 'color_1');
    await expect(within(specimen(teal, 'Spinner')).getByText('Loading')).toBeVisible();
    await expect(within(specimen(teal, 'StatusBadge')).getByText('Waiting payment')).toBeVisible();
  },
};

/** Every form field in every theme (Indonesian); one field shows its error. */
export const Fields: Story = {
  render: () => <ThemeGallery>{(p) => <FieldSpecimens {...p} />}</ThemeGallery>,
  play: async ({ canvasElement }) => {
    await expectEveryTheme(canvasElement, { element: button('Simpan') });
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
    await expectEveryTheme(canvasElement, { element: button('Save') });
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
    await expectEveryTheme(canvasElement, { element: selectedSlot });
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
    await expectEveryTheme(canvasElement, { element: selectedSlot });
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
    await expectEveryTheme(canvasElement, { element: button('Tambah') });
    const teal = within(specimen(panel(canvasElement, 'color_1'), 'DateRangeFilter'));
    await expect(teal.getByRole('button', { name: /Harian/ })).toBeVisible();
  },
};

/** The same in English. */
export const FiltersEnglish: Story = {
  ...Filters,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expectEveryTheme(canvasElement, { element: button('Add') });
    const teal = within(specimen(panel(canvasElement, 'color_1'), 'DateRangeFilter'));
    await expect(teal.getByRole('button', { name: /Daily/ })).toBeVisible();
  },
};

/** The current page of a table's paging. */
const currentPage = (inPanel: HTMLElement) =>
  specimen(inPanel, 'Pagination').querySelector<HTMLElement>('[aria-current="page"]')!;

/** The list pages' table and paging in every theme (Indonesian). */
export const Tables: Story = {
  render: () => <ThemeGallery panelWidth="36rem">{(p) => <TableSpecimens {...p} />}</ThemeGallery>,
  play: async ({ canvasElement }) => {
    // The current page is painted in the panel's primary colour.
    await expectEveryTheme(canvasElement, { element: currentPage });
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
    // A panel's column chooser hides a column of its own table only.
    await userEvent.click(button('Kolom')(panel(canvasElement, 'color_1')));
    const chooser = await screen.findByRole('dialog', { name: 'Kolom' });
    await userEvent.click(within(chooser).getByText('Alergi'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(teal.queryByRole('columnheader', { name: 'Alergi' })).toBeNull();
    await expect(blue.getByRole('columnheader', { name: 'Alergi' })).toBeInTheDocument();
  },
};

/** The same in English. */
export const TablesEnglish: Story = {
  ...Tables,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expectEveryTheme(canvasElement, { element: currentPage });
    const teal = panel(canvasElement, 'color_1');
    await expect(
      within(specimen(teal, 'Pagination')).getByText(/showing 11 to 20 of 230/i),
    ).toBeVisible();
  },
};

/**
 * The payment lines editor in every theme (Indonesian). Its sections are regions named by
 * their headings ("Item", "Koreksi"): one editor per page in the app, but 17 here, so axe's
 * landmark-unique rule (one region per name on a page) is off for this story only.
 */
export const Payments: Story = {
  parameters: { a11y: { options: { rules: { 'landmark-unique': { enabled: false } } } } },
  render: () => (
    <ThemeGallery panelWidth="36rem">{(p) => <PaymentSpecimens {...p} />}</ThemeGallery>
  ),
  play: async ({ canvasElement }) => {
    await expectEveryTheme(canvasElement);
    // 150.000 + 2 × 350.000 − 10% + 2.000.000
    const editor = within(specimen(panel(canvasElement, 'color_17'), 'PaymentLineEditor'));
    await expect(editor.getByText('Total Bayar').nextElementSibling).toHaveTextContent(
      'Rp2.780.000',
    );
  },
};

/** The same in English. */
export const PaymentsEnglish: Story = {
  ...Payments,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expectEveryTheme(canvasElement);
    const editor = within(specimen(panel(canvasElement, 'color_1'), 'PaymentLineEditor'));
    await expect(editor.getByText('Grand total').nextElementSibling).toHaveTextContent(
      'Rp2.780.000',
    );
  },
};

/** The printable payment proof in every theme (Indonesian). */
export const Invoices: Story = {
  render: () => (
    <ThemeGallery panelWidth="40rem">{(p) => <InvoiceSpecimens {...p} />}</ThemeGallery>
  ),
  play: async ({ canvasElement }) => {
    await expectEveryTheme(canvasElement);
    for (const inPanel of panels(canvasElement)) {
      await expect(
        within(specimen(inPanel, 'Invoice')).getByText('BUKTI PEMBAYARAN'),
      ).toBeVisible();
    }
  },
};

/** The same in English. */
export const InvoicesEnglish: Story = {
  ...Invoices,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expectEveryTheme(canvasElement);
    const invoice = within(specimen(panel(canvasElement, 'color_1'), 'Invoice'));
    await expect(invoice.getByText('PROOF OF PAYMENT')).toBeVisible();
  },
};

/** The current page's menu entry, on the palette's subtle primary. */
const currentEntry = (inPanel: HTMLElement) =>
  specimen(inPanel, 'AppShell').querySelector<HTMLElement>('[aria-current="page"]')!;

/**
 * The app's frame in every theme (Indonesian). A shell is a whole page (banner, navigation,
 * main, footer): 17 of them on one page break axe's page-structure rules (one main, at the top,
 * landmarks named apart), so those three are off for this story only; the shell's own stories
 * check them. Every other rule (contrast, names, ids, ARIA) still runs on all 17.
 */
export const Shells: Story = {
  parameters: {
    a11y: {
      options: {
        rules: {
          'landmark-main-is-top-level': { enabled: false },
          'landmark-no-duplicate-main': { enabled: false },
          'landmark-unique': { enabled: false },
        },
      },
    },
  },
  render: () => (
    <ThemeGallery panelWidth="40rem">{(p) => <AppShellSpecimens {...p} />}</ThemeGallery>
  ),
  play: async ({ canvasElement }) => {
    await expectEveryTheme(canvasElement, {
      element: currentEntry,
      background: 'primarySubtle',
      text: 'onPrimarySubtle',
    });
  },
};

/** The same in English. */
export const ShellsEnglish: Story = {
  ...Shells,
  globals: { locale: 'en' },
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
