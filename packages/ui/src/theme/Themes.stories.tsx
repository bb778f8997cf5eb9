import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { THEME_COLORS, type ThemeColor } from '@praktik/domain/clinic/theme-colors';
import { Button } from '../components/Button/Button';
import { ToastRegion } from '../components/Toast/Toast';
import { toast } from '../components/Toast/toast-queue';
import { BasicSpecimens } from './gallery/BasicSpecimens';
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

const panel = (canvasElement: HTMLElement, theme: ThemeColor) =>
  within(canvasElement).getByRole('region', { name: panelName(theme) });

/** 17 panels, each painting its buttons in its own theme's primary colour. */
const expectEveryTheme = async (canvasElement: HTMLElement, saveLabel: string) => {
  await expect(within(canvasElement).getAllByRole('region')).toHaveLength(THEME_COLORS.length);
  for (const theme of THEME_COLORS) {
    const save = within(panel(canvasElement, theme)).getAllByRole('button', {
      name: saveLabel,
    })[0]!;
    await expect(getComputedStyle(save).backgroundColor).toBe(rgb(palettes[theme].primary));
    await expect(getComputedStyle(save).color).toBe(rgb(palettes[theme].onPrimary));
  }
};

/** Buttons, text, feedback, containers, disclosure and tabs in every theme (Indonesian). */
export const Basics: Story = {
  render: () => (
    <>
      <ThemeGallery>{(p) => <BasicSpecimens {...p} />}</ThemeGallery>
      <ToastRegion />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expectEveryTheme(canvasElement, 'Simpan');
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
    await expectEveryTheme(canvasElement, 'Save');
    const teal = within(panel(canvasElement, 'color_1'));
    await expect(teal.getAllByRole('progressbar', { name: 'Loading' }).length).toBeGreaterThan(0);
    await expect(teal.getByText('Waiting payment')).toBeVisible();
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
