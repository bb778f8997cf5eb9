import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentProps } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { STORY_VIEWPORTS } from '../../test/story-viewports';
import { Card } from '../Card';
import { PageHeader } from '../PageHeader';
import { AppShell } from './AppShell';
import {
  MENU_LABELS_ID,
  SAMPLE_LOCALES,
  SAMPLE_LOGO_MARK_SRC,
  SAMPLE_LOGO_SRC,
  SAMPLE_PANEL,
  SAMPLE_USER_MENU,
  sampleMenu,
} from './app-shell-sample';

const onLocaleChange = fn();
const onLogout = fn();
const onNavigate = fn();

type ShellArgs = Omit<ComponentProps<typeof AppShell>, 'children' | 'currentPath'> & {
  startPath: string;
};

/** The shell as the app uses it: a router (here a state) feeds `currentPath`. */
function ShellDemo({ startPath, ...props }: ShellArgs) {
  const [path, setPath] = useState(startPath);
  return (
    <RouterProvider
      navigate={(href) => {
        onNavigate(href);
        setPath(href);
      }}
    >
      <AppShell {...props} currentPath={path}>
        <PageHeader title="Daftar kunjungan hari ini" description={`Halaman: ${path}`} />
        <Card title="Ringkasan">
          <p style={{ margin: 0 }}>12 pasien terdaftar hari ini, 3 menunggu pembayaran.</p>
        </Card>
      </AppShell>
    </RouterProvider>
  );
}

const meta = {
  title: 'Layout/AppShell',
  component: ShellDemo,
  parameters: { layout: 'fullscreen', viewport: { options: STORY_VIEWPORTS } },
  globals: { viewport: { value: 'desktop' } },
  args: {
    startPath: '/dashboard/active-visit',
    menu: sampleMenu('ROLE_OWNER'),
    title: 'Kunjungan Aktif',
    logo: {
      src: SAMPLE_LOGO_SRC,
      markSrc: SAMPLE_LOGO_MARK_SRC,
      alt: 'Praktik, ke beranda',
      href: '/dashboard',
    },
    user: { name: 'Dewi Lestari', email: 'dewi@klinik-sehat.id' },
    userMenu: SAMPLE_USER_MENU.map((item) =>
      item.id === 'logout' ? { ...item, onAction: onLogout } : item,
    ),
    locales: SAMPLE_LOCALES,
    locale: 'id',
    onLocaleChange,
    footer: '© 2025 Praktik · Klinik Sehat Sentosa',
    panel: SAMPLE_PANEL,
    hash: '',
  },
  beforeEach: () => {
    onLocaleChange.mockClear();
    onLogout.mockClear();
    onNavigate.mockClear();
  },
} satisfies Meta<typeof ShellDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const nav = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('navigation', { name: 'Menu utama' });

export const OwnerMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Kunjungan Aktif' })).toBeVisible();
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('Klinik Sehat Sentosa');
    const menu = within(nav(canvasElement));
    // The current page's parent starts expanded, the current entry is marked.
    await expect(menu.getByRole('button', { name: 'Kunjungan' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(menu.getByRole('link', { name: 'Kunjungan Aktif' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const name of ['Master Data', 'SATUSEHAT']) {
      await expect(menu.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    }
    // Entries of a closed parent are hidden.
    await expect(menu.queryByRole('link', { name: 'Kategori Item' })).toBeNull();
    await expect(menu.getByRole('link', { name: 'Profil Bisnis' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Praktik, ke beranda' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  },
};

export const StaffMenu: Story = {
  args: { menu: sampleMenu('ROLE_STAFF'), startPath: '/dashboard/payment', title: 'Pembayaran' },
  play: async ({ canvasElement }) => {
    const menu = within(nav(canvasElement));
    await expect(menu.queryByRole('button', { name: 'Master Data' })).toBeNull();
    await expect(menu.queryByRole('link', { name: 'Profil Bisnis' })).toBeNull();
    await expect(menu.getByRole('link', { name: 'Pembayaran' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Expand Pasien and go to Paket Pasien.
    await userEvent.click(menu.getByRole('button', { name: 'Pasien' }));
    await expect(menu.getByRole('button', { name: 'Pasien' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(menu.getByRole('link', { name: 'Paket Pasien' }));
    await expect(onNavigate).toHaveBeenCalledWith('/dashboard/patient-package');
    await expect(menu.getByRole('link', { name: 'Paket Pasien' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const ActiveFromActivePaths: Story = {
  args: { startPath: '/dashboard/patient/edit-patient', title: 'Ubah Pasien' },
  play: async ({ canvasElement }) => {
    const menu = within(nav(canvasElement));
    await expect(menu.getByRole('button', { name: 'Pasien' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(menu.getByRole('link', { name: 'Semua Pasien' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Kunjungan holds no current entry, so it stays closed.
    await expect(menu.getByRole('button', { name: 'Kunjungan' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const CollapseToggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ciutkan menu samping' }));
    const expand = canvas.getByRole('button', { name: 'Lebarkan menu samping' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    // Icons only: names stay as accessible names, the text is gone.
    const menu = within(nav(canvasElement));
    await expect(menu.getByRole('link', { name: 'Pembayaran' })).toBeVisible();
    await expect(menu.queryByText('Pembayaran')).toBeNull();
    await userEvent.click(expand);
    await expect(menu.getByText('Pembayaran')).toBeVisible();
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Lompat ke konten' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
    // Into the menu: the logo, the toggle, then the entries.
    skip.focus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Praktik, ke beranda' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    const home = within(nav(canvasElement)).getByRole('link', { name: 'Beranda' });
    await expect(home).toHaveFocus();
    await expect(home).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.tab();
    await expect(
      within(nav(canvasElement)).getByRole('button', { name: 'Kunjungan' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(
      within(nav(canvasElement)).getByRole('button', { name: 'Kunjungan' }),
    ).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Mobile375DrawerOpen: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    const open = canvas.getByRole('button', { name: 'Buka menu' });
    await userEvent.click(open);
    const drawer = await screen.findByRole('dialog', { name: 'Menu utama' });
    const menu = within(within(drawer).getByRole('navigation', { name: 'Menu utama' }));
    await waitFor(() => expect(menu.getByRole('link', { name: 'Kunjungan Aktif' })).toBeVisible());
    // Tapping an entry closes the drawer.
    await userEvent.click(menu.getByRole('link', { name: 'Riwayat Kunjungan' }));
    await expect(onNavigate).toHaveBeenCalledWith('/dashboard/history-visit');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(open).toHaveFocus());
    // Open it again and leave it open for the screenshot.
    await userEvent.click(open);
    await screen.findByRole('dialog', { name: 'Menu utama' });
  },
};

export const Mobile375DrawerLogoGoesHome: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Buka menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu utama' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Praktik, ke beranda' }));
    await expect(onNavigate).toHaveBeenCalledWith('/dashboard');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Mobile375DrawerClosesWithEscape: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Buka menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu utama' });
    await expect(drawer).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Tablet900MiniSidebar: Story = {
  globals: { viewport: { value: 'tablet' } },
  args: { startPath: '/dashboard/report-visit', title: 'Laporan Dokter' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const menu = within(nav(canvasElement));
    await expect(canvas.getByRole('button', { name: 'Lebarkan menu samping' })).toBeVisible();
    const home = menu.getByRole('link', { name: 'Beranda' });
    await expect(menu.queryByText('Beranda')).toBeNull();
    // The name shows as a tooltip on keyboard focus.
    home.focus();
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Beranda');
    // A parent opens a menu of its entries.
    await userEvent.click(menu.getByRole('button', { name: 'Kunjungan' }));
    const popup = await screen.findByRole('menu');
    await expect(within(popup).getByRole('menuitem', { name: 'Laporan Dokter' })).toHaveAttribute(
      'data-current',
      'true',
    );
    await userEvent.click(within(popup).getByRole('menuitem', { name: 'Reservasi' }));
    await expect(onNavigate).toHaveBeenCalledWith('/dashboard/reservation');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

export const LanguageSwitcher: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Bahasa: Bahasa Indonesia' }));
    const menu = await screen.findByRole('menu');
    await expect(
      within(menu).getByRole('menuitemradio', { name: 'Bahasa Indonesia' }),
    ).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'English' }));
    await expect(onLocaleChange).toHaveBeenCalledWith('en');
  },
};

export const UserMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Dewi Lestari, Menu pengguna' }));
    const menu = await screen.findByRole('menu');
    await expect(screen.getByText('dewi@klinik-sehat.id')).toBeVisible();
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Dasbor',
      'Profil',
      'Ubah Kata Sandi',
      'Keluar',
    ]);
    await expect(within(menu).getByRole('menuitem', { name: 'Profil' })).toHaveAttribute(
      'href',
      '/dashboard/profile',
    );
  },
};

export const UserMenuLogout: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', {
      name: 'Dewi Lestari, Menu pengguna',
    });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(menu).getByRole('menuitem', { name: 'Keluar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

export const PanelDefaultsToChat: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Buka panel/ }));
    const panel = await screen.findByRole('dialog', { name: 'Panel samping' });
    await expect(within(panel).getByRole('tab', { name: 'Obrolan' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Contact list, then a conversation, then back.
    await userEvent.click(within(panel).getByRole('button', { name: /dr\. Andi Wijaya/ }));
    const conversation = within(panel).getByRole('region', {
      name: 'Percakapan dengan dr. Andi Wijaya',
    });
    await expect(conversation).toHaveTextContent('Anda: Sudah, Dok. Sedang di ruang tunggu.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Kembali ke daftar kontak' }));
    await expect(within(panel).getByRole('list', { name: 'Kontak' })).toBeVisible();
    await userEvent.click(within(panel).getByRole('tab', { name: 'Catatan' }));
    await expect(within(panel).getByText('Cek stok vaksin influenza sebelum Jumat.')).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: 'Tutup panel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const PanelOpenedOnAlertsFromHash: Story = {
  args: { hash: '#alerts' },
  play: async () => {
    const panel = await screen.findByRole('dialog', { name: 'Panel samping' });
    await expect(within(panel).getByRole('tab', { name: 'Pemberitahuan' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() =>
      expect(within(panel).getByText('Tiga kunjungan menunggu pembayaran.')).toBeVisible(),
    );
  },
};

export const LongNames: Story = {
  args: {
    title: 'Riwayat kunjungan pasien Raden Ayu Siti Nurhaliza Kusumawardhani Prawirodirdjo',
    user: {
      name: 'Prof. Dr. dr. Bambang Setiawan Wiryohadikusumo, Sp.PD-KGEH',
      email: 'bambang.setiawan.wiryohadikusumo@klinik-utama-sehat-sentosa-abadi.co.id',
    },
    menu: sampleMenu('ROLE_OWNER', {
      ...MENU_LABELS_ID,
      'menu.group.visit': 'Kunjungan dan Pemeriksaan Pasien Rawat Jalan',
      'menu.reportVisit': 'Laporan Dokter dan Tenaga Kesehatan per Periode',
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1 });
    // The title wraps to two lines at most instead of pushing the menus away.
    await expect(title.getBoundingClientRect().height).toBeLessThan(60);
    await expect(canvas.getByRole('button', { name: /Bambang Setiawan/ })).toBeVisible();
    await expect(
      within(nav(canvasElement)).getByRole('link', { name: /Laporan Dokter dan Tenaga/ }),
    ).toBeVisible();
  },
};

export const Mobile375PanelChat: Story = {
  globals: { viewport: { value: 'phone' } },
  args: { hash: '#chat' },
  play: async () => {
    const panel = await screen.findByRole('dialog', { name: 'Panel samping' });
    await expect(within(panel).getByRole('tab', { name: 'Obrolan' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(within(panel).getByRole('button', { name: /Rina Kartika/ }));
    await expect(
      within(panel).getByRole('region', { name: 'Percakapan dengan Rina Kartika' }),
    ).toHaveTextContent('Reservasi jam 11 dibatalkan.');
    // The panel fills the small screen.
    await expect(panel.getBoundingClientRect().width).toBeGreaterThanOrEqual(370);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    menu: sampleMenu('ROLE_OWNER', {
      ...MENU_LABELS_ID,
      'menu.group.visit': 'Visits',
      'menu.activeVisit': 'Active Visits',
    }),
    title: 'Active Visits',
    locale: 'en',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Language: English' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Dewi Lestari, User menu' })).toBeVisible();
  },
};
