import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyServices as services, storyVisit as visit } from '../../test/agenda-story-data';
import { atPhoneWidth } from '../../test/story-viewports';
import { AgendaList } from './AgendaList';
import type { AgendaListDoctor } from './agenda-list-options';

/** A morning of three practitioners, as the timetable orders them (by name). */
const day: AgendaListDoctor[] = [
  {
    doctorId: 'doc-1',
    doctorName: 'dr. Andi Pratama',
    reservations: [
      visit('r-1', '09:00:00', '09:15:00', 'Siti Rahma', 1, 'DONE'),
      visit('r-2', '09:30:00', '09:45:00', 'Budi Santoso', 2, 'ACTIVE'),
      visit('r-3', '11:00:00', '11:15:00', 'Citra Lestari', 3, 'BOOKED', { noShow: true }),
    ],
  },
  {
    doctorId: 'doc-2',
    doctorName: 'drg. Bella Kusuma',
    reservations: [
      visit('r-4', '09:15:00', '09:45:00', 'Fajar Nugroho', 1, 'WAITING_PAYMENT'),
      visit('r-5', '10:00:00', '10:30:00', 'Gita Permata', 2, 'BOOKED', { unconfirmed: true }),
    ],
  },
  {
    doctorId: 'doc-3',
    doctorName: 'Terapis Intan Sari',
    reservations: [
      visit('r-6', '08:00:00', '09:00:00', 'Joko Susilo', 1, 'DONE', {
        serviceId: 'svc-skin',
        transferredTo: 'drg. Bella Kusuma',
      }),
      visit('r-7', '12:00:00', '13:00:00', 'Kartika Dewi', 2, 'BOOKED', { serviceId: null }),
    ],
  },
];

const meta = {
  title: 'Blocks/AgendaList',
  component: AgendaList,
  parameters: { layout: 'padded' },
  args: {
    date: '2026-11-23',
    doctors: day,
    services,
    onOpenReservation: fn(),
    onDoctorChange: fn(),
    onSearchChange: fn(),
  },
} satisfies Meta<typeof AgendaList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The patients of the rows, top to bottom. */
const patients = (canvas: { getAllByRole: (role: 'rowheader') => HTMLElement[] }) =>
  canvas.getAllByRole('rowheader').map((cell) => cell.textContent);

/** Every practitioner's day in one list by time, each row with time, patient, doctor, service, status. */
export const Day: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('grid', { name: 'Agenda reservasi Senin, 23 November 2026' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(['Jam', 'Pasien', 'No. Antrean', 'Dokter', 'Layanan', 'Status']);
    await expect(patients(canvas)).toEqual([
      'Joko Susilo',
      'Siti Rahma',
      'Fajar Nugroho',
      'Budi Santoso',
      'Gita Permata',
      'Citra Lestari',
      'Kartika Dewi',
    ]);
    await expect(canvas.getByRole('status')).toHaveTextContent('7 reservasi');

    const fajar = canvas.getByRole('row', { name: /Fajar Nugroho/ });
    await expect(fajar).toHaveTextContent('09:15–09:45');
    await expect(fajar).toHaveTextContent('drg. Bella Kusuma');
    await expect(fajar).toHaveTextContent('Konsultasi Umum');
    await expect(within(fajar).getByText('Belum Bayar')).toHaveAttribute(
      'data-status',
      'WAITING_PAYMENT',
    );
    // What else holds for a row is said beside its status; a moved patient says where they went.
    const citra = canvas.getByRole('row', { name: /Citra Lestari/ });
    await expect(citra).toHaveTextContent('Reservasi');
    await expect(citra).toHaveTextContent('Tidak datang');
    await expect(canvas.getByRole('row', { name: /Gita Permata/ })).toHaveTextContent(
      'Belum dikonfirmasi',
    );
    const joko = canvas.getByRole('row', { name: /Joko Susilo/ });
    await expect(joko).toHaveTextContent('Dipindah ke drg. Bella Kusuma');
    await expect(within(joko).queryByText('Selesai')).toBeNull();
    await expect(joko).toHaveTextContent('Perawatan Kulit');

    // A click opens the reservation; so do the arrow keys and Enter.
    await userEvent.click(within(fajar).getByText('Fajar Nugroho'));
    await expect(args.onOpenReservation).toHaveBeenLastCalledWith('r-4');
    await userEvent.keyboard('{ArrowDown}');
    const budi = canvas.getByRole('row', { name: /Budi Santoso/ });
    await waitFor(() => expect(budi.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenReservation).toHaveBeenLastCalledWith('r-2');
  },
};

/** The search narrows the rows to the patients whose name answers it, as it is typed. */
export const SearchByPatient: Story = {
  play: async ({ canvas, args }) => {
    const search = canvas.getByRole('searchbox', { name: 'Cari nama pasien' });
    await userEvent.type(search, 'rahma');
    await waitFor(() => expect(patients(canvas)).toEqual(['Siti Rahma']));
    await expect(canvas.getByRole('status')).toHaveTextContent('1 dari 7 reservasi cocok');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('rahma');
    // Any word of the name, in any case.
    await userEvent.clear(search);
    await userEvent.type(search, 'DEWI');
    await waitFor(() => expect(patients(canvas)).toEqual(['Kartika Dewi']));

    await userEvent.clear(search);
    await userEvent.type(search, 'Wulan');
    await expect(await canvas.findByText('Pasien tidak ditemukan')).toBeVisible();
    await expect(
      canvas.getByText('Tidak ada reservasi atas nama “Wulan” pada tanggal ini.'),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 dari 7 reservasi cocok');
    // The field kept the focus all along.
    await expect(search).toHaveFocus();

    await userEvent.clear(search);
    await waitFor(() => expect(patients(canvas)).toHaveLength(7));
  },
};

/**
 * One practitioner's day at phone width: the picker above names them, the practitioner column is
 * left off, each row is a card headed by the patient with the time under.
 */
export const OneDoctorAtPhoneWidth: Story = {
  ...atPhoneWidth,
  args: { defaultDoctorId: 'doc-1' },
  play: async ({ canvas, args }) => {
    const picker = canvas.getByRole('button', { name: /dr\. Andi Pratama.*Dokter atau terapis/ });
    await expect(picker).toBeVisible();
    await expect(patients(canvas)).toEqual(['Siti Rahma', 'Budi Santoso', 'Citra Lestari']);
    await expect(canvas.queryByRole('columnheader', { name: 'Dokter' })).toBeNull();
    const siti = canvas.getByRole('row', { name: /Siti Rahma/ });
    const name = within(siti).getByRole('rowheader');
    const time = within(siti).getByText('09:00–09:15');
    await expect(time.getBoundingClientRect().top).toBeGreaterThan(
      name.getBoundingClientRect().top,
    );
    // The card fits the phone: nothing reaches past the screen's edge.
    await expect(siti.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);

    // Another practitioner's day, from the picker.
    await userEvent.click(picker);
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'drg. Bella Kusuma' }),
    );
    await expect(args.onDoctorChange).toHaveBeenLastCalledWith('doc-2');
    await waitFor(() => expect(patients(canvas)).toEqual(['Fajar Nugroho', 'Gita Permata']));
    // And back to everyone's, which brings the practitioner column back.
    await userEvent.click(canvas.getByRole('button', { name: /drg\. Bella Kusuma/ }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'Semua dokter dan terapis' }),
    );
    await expect(args.onDoctorChange).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(patients(canvas)).toHaveLength(7));
  },
};

/** A practitioner sees only their own day: no picker to choose another, no practitioner column. */
export const OwnDayOnly: Story = {
  args: { doctors: day.slice(1, 2) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Dokter atau terapis/ })).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: 'Dokter' })).toBeNull();
    await expect(patients(canvas)).toEqual(['Fajar Nugroho', 'Gita Permata']);
  },
};

/** Nobody works that day. */
export const NoDoctors: Story = {
  args: { doctors: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tidak ada jadwal dokter')).toBeVisible();
  },
};

/** Practitioners work, nobody is booked yet. */
export const NoReservations: Story = {
  args: { doctors: day.map((doctor) => ({ ...doctor, reservations: [] })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Belum ada reservasi')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 reservasi');
  },
};

export const Loading: Story = {
  args: { doctors: [], isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Memuat data' })).toBeInTheDocument();
    await expect(canvas.queryByText('Tidak ada jadwal dokter')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('grid', { name: 'Reservation agenda, Monday, 23 November 2026' }),
    ).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Queue No.' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Reservations: 7');
    await expect(canvas.getByRole('row', { name: /Joko Susilo/ })).toHaveTextContent(
      'Moved to drg. Bella Kusuma',
    );
  },
};
