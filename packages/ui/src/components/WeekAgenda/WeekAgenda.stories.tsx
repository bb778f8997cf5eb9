import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyServices as services, storyVisit as visit } from '../../test/agenda-story-data';
import { atPhoneWidth } from '../../test/story-viewports';
import { themeClass } from '../../theme/themes.css';
import { WeekAgenda } from './WeekAgenda';
import type { WeekAgendaDay } from './week-agenda-options';

const morning = [{ start: 9 * 60, end: 12 * 60 }];

/** dr. Andi's week of 23-29 November 2026: Tuesday and Sunday off, Friday with an evening too. */
const week: WeekAgendaDay[] = [
  {
    date: '2026-11-23',
    scheduled: morning,
    reservations: [
      visit('r-1', '09:00:00', '09:15:00', 'Siti Rahma', 1, 'DONE'),
      visit('r-2', '09:30:00', '09:45:00', 'Budi Santoso', 2, 'WAITING_PAYMENT'),
    ],
  },
  { date: '2026-11-24', scheduled: [], reservations: [] },
  {
    date: '2026-11-25',
    scheduled: morning,
    reservations: [
      visit('r-3', '10:00:00', '10:30:00', 'Citra Lestari', 1, 'ACTIVE', {
        serviceId: 'svc-skin',
      }),
      visit('r-4', '11:00:00', '11:15:00', 'Dewi Anggraini', 2, 'BOOKED', { noShow: true }),
    ],
  },
  { date: '2026-11-26', scheduled: morning, reservations: [] },
  {
    date: '2026-11-27',
    scheduled: [...morning, { start: 16 * 60, end: 20 * 60 }],
    reservations: [
      visit('r-5', '16:00:00', '16:15:00', 'Eko Prasetyo', 1, 'BOOKED', { unconfirmed: true }),
      visit('r-6', '17:00:00', '17:15:00', 'Fajar Nugroho', 2, 'DONE', {
        transferredTo: 'drg. Bella Kusuma',
        serviceId: null,
      }),
    ],
  },
  { date: '2026-11-28', scheduled: morning, reservations: [] },
  { date: '2026-11-29', scheduled: [], reservations: [] },
];

const practitioners = [
  { id: 'doc-1', name: 'dr. Andi Pratama' },
  { id: 'doc-2', name: 'drg. Bella Kusuma' },
  { id: 'doc-3', name: 'Terapis Intan Sari' },
];

const meta = {
  title: 'Blocks/WeekAgenda',
  component: WeekAgenda,
  parameters: { layout: 'padded' },
  args: {
    date: '2026-11-25',
    today: '2026-11-25',
    days: week,
    practitioners,
    practitionerId: 'doc-1',
    services,
    onPractitionerChange: fn(),
    onDateChange: fn(),
    onOpenDay: fn(),
    onOpenReservation: fn(),
  },
} satisfies Meta<typeof WeekAgenda>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The days' headings, Monday to Sunday. */
const dayNames = (canvas: { getAllByRole: (role: 'heading', o: object) => HTMLElement[] }) =>
  canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

/** The patients on a day, top to bottom. */
const patientsOn = (day: HTMLElement) =>
  within(day)
    .queryAllByRole('button')
    .slice(1)
    .map((card) => card.querySelector('span')?.textContent);

const dayItem = (
  canvas: { getByRole: (role: 'listitem', o: object) => HTMLElement },
  name: RegExp,
) => canvas.getByRole('listitem', { name });

/**
 * Seven columns, Monday to Sunday, each day's reservations by time with time, patient, service
 * and status; days off are shaded and say so; a card opens the reservation, a day's heading the day.
 */
export const Week: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', {
        level: 2,
        name: 'dr. Andi Pratama, 23 Nov 2026 – 29 Nov 2026',
      }),
    ).toBeVisible();
    await expect(dayNames(canvas)).toEqual([
      'Senin 23 Nov 2026',
      'Selasa 24 Nov 2026',
      'Rabu 25 Nov 2026',
      'Kamis 26 Nov 2026',
      'Jumat 27 Nov 2026',
      'Sabtu 28 Nov 2026',
      'Minggu 29 Nov 2026',
    ]);
    await expect(canvas.getByRole('status')).toHaveTextContent('6 reservasi minggu ini');

    const monday = dayItem(canvas, /Senin/);
    await expect(patientsOn(monday)).toEqual(['Siti Rahma', 'Budi Santoso']);
    await expect(monday).toHaveTextContent('09:00–12:00');
    const budi = within(monday).getByRole('button', { name: /Budi Santoso/ });
    await expect(budi).toHaveTextContent('09:30–09:45');
    await expect(budi).toHaveTextContent('Konsultasi Umum');
    await expect(within(budi).getByText('Belum Bayar')).toHaveAttribute(
      'data-status',
      'WAITING_PAYMENT',
    );
    // The day's first line is its time, above the name read first.
    const time = within(budi).getByText('09:30–09:45');
    await expect(time.getBoundingClientRect().top).toBeLessThan(
      within(budi).getByText('Budi Santoso').getBoundingClientRect().top,
    );

    // A day off says so, and is shaded: not colour alone.
    const tuesday = dayItem(canvas, /Selasa/);
    await expect(tuesday).toHaveTextContent('Libur');
    await expect(tuesday).toHaveTextContent('Tidak ada reservasi');
    await expect(getComputedStyle(tuesday).backgroundColor).not.toBe(
      getComputedStyle(monday).backgroundColor,
    );
    await expect(dayItem(canvas, /Jumat/)).toHaveTextContent('09:00–12:00, 16:00–20:00');

    // Today is marked, in words too.
    const wednesday = dayItem(canvas, /Rabu/);
    await expect(within(wednesday).getByText('Hari ini')).toBeVisible();
    await expect(within(wednesday).getByRole('button', { name: /Rabu/ })).toHaveAttribute(
      'aria-current',
      'date',
    );
    await expect(wednesday).toHaveTextContent('Perawatan Kulit');
    await expect(within(wednesday).getByRole('button', { name: /Dewi/ })).toHaveTextContent(
      'Tidak datang',
    );
    const friday = dayItem(canvas, /Jumat/);
    await expect(within(friday).getByRole('button', { name: /Eko/ })).toHaveTextContent(
      'Belum dikonfirmasi',
    );
    const fajar = within(friday).getByRole('button', { name: /Fajar/ });
    await expect(fajar).toHaveTextContent('Dipindah ke drg. Bella Kusuma');
    await expect(within(fajar).queryByText('Selesai')).toBeNull();

    await userEvent.click(budi);
    await expect(args.onOpenReservation).toHaveBeenLastCalledWith('r-2');
    await userEvent.click(within(monday).getByRole('button', { name: /Senin/ }));
    await expect(args.onOpenDay).toHaveBeenLastCalledWith('2026-11-23');

    // This week is shown: "this week" has nothing to do; the others move by seven days.
    await expect(canvas.getByRole('button', { name: 'Minggu ini' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Minggu berikutnya' }));
    await expect(args.onDateChange).toHaveBeenLastCalledWith('2026-12-02');
    await userEvent.click(canvas.getByRole('button', { name: 'Minggu sebelumnya' }));
    await expect(args.onDateChange).toHaveBeenLastCalledWith('2026-11-18');
  },
};

/** Everything is reached with Tab, and Enter or Space presses it. */
export const ByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const previous = canvas.getByRole('button', { name: 'Minggu sebelumnya' });
    previous.focus();
    // "This week" is disabled but stays in the tab order, then next week and the picker.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Minggu ini' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Minggu berikutnya' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Dokter atau terapis/ })).toHaveFocus();
    await userEvent.tab();
    const monday = dayItem(canvas, /Senin/);
    await expect(within(monday).getByRole('button', { name: /Senin/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenDay).toHaveBeenLastCalledWith('2026-11-23');
    await userEvent.tab();
    await expect(within(monday).getByRole('button', { name: /Siti Rahma/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onOpenReservation).toHaveBeenLastCalledWith('r-1');
    await userEvent.tab();
    await userEvent.tab();
    // Tuesday has no cards: its heading comes next.
    await expect(
      within(dayItem(canvas, /Selasa/)).getByRole('button', { name: /Selasa/ }),
    ).toHaveFocus();
  },
};

/** Another week than today's: "this week" brings today's week back. */
export const AnotherWeek: Story = {
  args: { today: '2026-12-09' },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByText('Hari ini')).toBeNull();
    const thisWeek = canvas.getByRole('button', { name: 'Minggu ini' });
    await expect(thisWeek).not.toHaveAttribute('aria-disabled');
    await userEvent.click(thisWeek);
    await expect(args.onDateChange).toHaveBeenLastCalledWith('2026-12-09');
  },
};

/** The front desk picks whose week to see. */
export const PickAnotherPractitioner: Story = {
  play: async ({ canvas, args }) => {
    const picker = canvas.getByRole('button', { name: /dr\. Andi Pratama.*Dokter atau terapis/ });
    await userEvent.click(picker);
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'drg. Bella Kusuma' }),
    );
    await expect(args.onPractitionerChange).toHaveBeenLastCalledWith('doc-2');
  },
};

/** A doctor or beautician sees their own week: nobody else to pick. */
export const OwnWeekOnly: Story = {
  args: { practitioners: practitioners.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Dokter atau terapis/ })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('dr. Andi Pratama');
  },
};

/** At phone width the days are a list, one under another, and nothing leaves the screen. */
export const AtPhoneWidth: Story = {
  ...atPhoneWidth,
  play: async ({ canvas }) => {
    const monday = dayItem(canvas, /Senin/).getBoundingClientRect();
    const tuesday = dayItem(canvas, /Selasa/).getBoundingClientRect();
    await expect(tuesday.top).toBeGreaterThanOrEqual(monday.bottom);
    await expect(tuesday.left).toBe(monday.left);
    for (const day of canvas.getAllByRole('listitem')) {
      await expect(day.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};

export const Loading: Story = {
  args: { days: [], isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Memuat' })).toBeInTheDocument();
    await expect(canvas.queryAllByRole('heading', { level: 3 })).toEqual([]);
  },
};

/** A clinic without practitioners has no week to show. */
export const NoPractitioners: Story = {
  args: { days: [], practitioners: [], practitionerId: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Belum ada dokter atau terapis')).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(dayNames(canvas)[0]).toBe('Monday 23 Nov 2026');
    await expect(canvas.getByRole('status')).toHaveTextContent('Reservations this week: 6');
    await expect(dayItem(canvas, /Tuesday/)).toHaveTextContent('Day off');
    await expect(canvas.getByRole('button', { name: 'Next week' })).toBeVisible();
    await expect(canvas.getByText('Today')).toBeVisible();
  },
};

/** The clinic's colour reaches the week: today's mark in the theme's primary colour. */
export const InTheClinicsColour: Story = {
  globals: { theme: 'color_5' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(document.documentElement.classList.contains(themeClass.color_5)).toBe(true),
    );
    await waitFor(() =>
      expect(getComputedStyle(canvas.getByText('Hari ini')).backgroundColor).toBe(
        'rgb(190, 24, 93)',
      ),
    );
  },
};
