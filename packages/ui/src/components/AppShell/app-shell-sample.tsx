// Sample content for the AppShell stories: the real menu from the domain with Indonesian labels.
import { menuFor } from '@praktik/domain/access/menu';
import type { Role } from '@praktik/domain/access/roles';
import { FlagGb, FlagId } from '../Icon/flags';
import type {
  AppShellLocale,
  AppShellMenuGroup,
  AppShellPanelContent,
  AppShellUserMenuItem,
} from './app-shell-options';

/** The app's Indonesian menu strings (apps/clinic owns the real ones). */
export const MENU_LABELS_ID: Record<string, string> = {
  'menu.group.home': 'Beranda',
  'menu.home': 'Beranda',
  'menu.group.visit': 'Kunjungan',
  'menu.activeVisit': 'Kunjungan Aktif',
  'menu.historyVisit': 'Riwayat Kunjungan',
  'menu.reportVisit': 'Laporan Dokter',
  'menu.reservation': 'Reservasi',
  'menu.group.patient': 'Pasien',
  'menu.patient': 'Semua Pasien',
  'menu.patientPackage': 'Paket Pasien',
  'menu.group.payment': 'Pembayaran',
  'menu.payment': 'Pembayaran',
  'menu.group.staff': 'Staf',
  'menu.userClinic': 'Staf',
  'menu.group.masterData': 'Master Data',
  'menu.item': 'Item',
  'menu.categoryItem': 'Kategori Item',
  'menu.package': 'Paket',
  'menu.group.business': 'Profil Bisnis',
  'menu.businessProfile': 'Profil Bisnis',
  'menu.group.integration': 'SATUSEHAT',
  'menu.credential': 'Kredensial',
  'menu.organization': 'Organisasi',
  'menu.location': 'Lokasi',
};

/** What the app does: the domain's menu for the role, label keys turned into text. */
export function sampleMenu(
  role: Role,
  labels: Record<string, string> = MENU_LABELS_ID,
): AppShellMenuGroup[] {
  return menuFor(role).map((group) => ({
    id: group.id,
    label: labels[group.labelKey] ?? group.labelKey,
    entries: group.entries.map((entry) => ({
      id: entry.id,
      label: labels[entry.labelKey] ?? entry.labelKey,
      url: entry.url,
      icon: entry.icon,
      activePaths: entry.activePaths,
    })),
  }));
}

export const SAMPLE_LOCALES: AppShellLocale[] = [
  { id: 'id', label: 'Bahasa Indonesia', flag: <FlagId /> },
  { id: 'en', label: 'English', flag: <FlagGb /> },
];

export const SAMPLE_USER_MENU: AppShellUserMenuItem[] = [
  { id: 'dashboard', label: 'Dasbor', href: '/dashboard', icon: 'dashboard' },
  { id: 'profile', label: 'Profil', href: '/dashboard/profile', icon: 'user' },
  {
    id: 'changePassword',
    label: 'Ubah Kata Sandi',
    href: '/dashboard/change-password',
    icon: 'key',
  },
  { id: 'logout', label: 'Keluar', icon: 'logout' },
];

// The brand logo as an inline picture, so the stories need no network (brand colours are the
// logo's own).
export const SAMPLE_LOGO_SRC =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 150 36"><rect x="2" y="4" width="28" height="28" rx="8" fill="#0f766e"/><path d="M16 10v16M8 18h16" stroke="#fff" stroke-width="4" stroke-linecap="round"/><text x="38" y="25" font-family="Arial, sans-serif" font-size="20" font-weight="700" fill="#0f172a">Praktik</text></svg>',
  );

export const SAMPLE_PANEL: AppShellPanelContent = {
  notes: [
    {
      id: 'n1',
      title: 'Stok vaksin',
      text: 'Cek stok vaksin influenza sebelum Jumat.',
      date: '12 Mar 2025',
    },
    {
      id: 'n2',
      title: 'Rapat staf',
      text: 'Rapat bulanan hari Senin pukul 08.00 WIB.',
      date: '10 Mar 2025',
    },
  ],
  alerts: [
    {
      id: 'a1',
      title: 'Reservasi baru',
      text: 'Budi Santoso memesan konsultasi umum pukul 10.00.',
      time: '5 menit lalu',
      tone: 'info',
    },
    {
      id: 'a2',
      title: 'Pembayaran tertunda',
      text: 'Tiga kunjungan menunggu pembayaran.',
      time: '1 jam lalu',
      tone: 'warning',
    },
    {
      id: 'a3',
      title: 'SATUSEHAT tersambung',
      text: 'Data kunjungan berhasil dikirim.',
      time: 'Kemarin',
      tone: 'success',
    },
  ],
  contacts: [
    {
      id: 'c1',
      name: 'dr. Andi Wijaya',
      status: 'Dokter',
      messages: [
        { id: 'm1', fromMe: false, text: 'Pasien berikutnya sudah datang?', time: '09.12' },
        { id: 'm2', fromMe: true, text: 'Sudah, Dok. Sedang di ruang tunggu.', time: '09.13' },
        { id: 'm3', fromMe: false, text: 'Baik, silakan dipanggil.', time: '09.14' },
      ],
    },
    {
      id: 'c2',
      name: 'Rina Kartika',
      status: 'Resepsionis',
      messages: [{ id: 'm4', fromMe: false, text: 'Reservasi jam 11 dibatalkan.', time: '08.40' }],
    },
  ],
};

export const SAMPLE_LOGO_MARK_SRC =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect x="2" y="2" width="28" height="28" rx="8" fill="#0f766e"/><path d="M16 8v16M8 16h16" stroke="#fff" stroke-width="4" stroke-linecap="round"/></svg>',
  );
