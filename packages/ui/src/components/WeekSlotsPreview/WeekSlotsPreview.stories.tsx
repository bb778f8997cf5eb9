import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { daySlots, type WeeklySchedule } from '@praktik/domain/slots/available-slots';
import { groupSlots } from '@praktik/domain/slots/group-slots';
import { WEEKDAYS } from '@praktik/domain/slots/weekdays';
import { WeekSlotsPreview, type WeekSlotsPreviewDay } from './WeekSlotsPreview';

/** Monday to Friday 09:00-12:00 and 13:00-15:00, Saturday a morning, Sunday off. */
const schedule: WeeklySchedule = {
  weekend_mode: false,
  doctor_schedule: WEEKDAYS.map((day) => ({
    day,
    isActive: day !== 1,
    slots:
      day === 7
        ? [{ from: '09:00:00', to: '11:00:00', enabled: true }]
        : [
            { from: '09:00:00', to: '12:00:00', enabled: true },
            { from: '13:00:00', to: '15:00:00', enabled: true },
          ],
  })),
};

/** A fixed clock: Sunday 29 November 2026, 08:00; the week runs to Saturday 5 December. */
const now = { date: '2026-11-29', time: '08:00:00' };
const DATES = [
  '2026-11-29',
  '2026-11-30',
  '2026-12-01',
  '2026-12-02',
  '2026-12-03',
  '2026-12-04',
  '2026-12-05',
];

/** The week as the server would answer it for a 1-hour visit (Tuesday 10:00 booked). */
const hourWeek: WeekSlotsPreviewDay[] = DATES.map((date) => {
  const units = daySlots({
    schedule,
    date,
    bookings:
      date === '2026-12-01' ? [{ start: '10:00:00', end: '11:00:00', status: 'BOOKED' }] : [],
    now,
  });
  const free = units.filter((unit) => unit.isAvailable);
  return {
    date,
    slots: groupSlots(free, 60).map((slot) => ({ ...slot, isAvailable: true, reason: null })),
  };
});

const meta = {
  title: 'Schedule/WeekSlotsPreview',
  component: WeekSlotsPreview,
  args: { days: hourWeek },
} satisfies Meta<typeof WeekSlotsPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Slot yang bisa dipesan', level: 2 }),
    ).toBeVisible();
    const sunday = within(canvas.getByRole('listitem', { name: 'Minggu 29 Nov 2026' }));
    await expect(sunday.getByText('Tidak ada slot')).toBeVisible();
    const monday = within(canvas.getByRole('listitem', { name: 'Senin 30 Nov 2026' }));
    await expect(monday.getByText('5 slot')).toBeVisible();
    await expect(monday.getByRole('list', { name: 'Pagi' })).toHaveTextContent('09:00–10:00');
    const lateMorning = monday.getByRole('list', { name: 'Menjelang Siang' });
    await expect(
      within(lateMorning)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['10:00–11:00', '11:00–12:00']);
    // Tuesday's booked hour is not offered.
    const tuesday = within(canvas.getByRole('listitem', { name: 'Selasa 01 Des 2026' }));
    await expect(tuesday.getByText('4 slot')).toBeVisible();
    await expect(tuesday.queryByText('10:00–11:00')).toBeNull();
  },
};

/** Controls beside the heading (the schedule page's week buttons). */
export const WithActions: Story = {
  args: { actions: <button type="button">Minggu berikutnya</button> },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Slot yang bisa dipesan' });
    const next = canvas.getByRole('button', { name: 'Minggu berikutnya' });
    await expect(next.getBoundingClientRect().top).toBeLessThan(
      heading.getBoundingClientRect().bottom,
    );
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Memuat slot' })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** A week without any schedule: every day says so. */
export const NoSlots: Story = {
  args: { days: DATES.map((date) => ({ date, slots: [] })) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Tidak ada slot')).toHaveLength(7);
  },
};

/** At phone width the days stack. */
export const PhoneWidth: Story = {
  render: (args) => (
    <div style={{ width: 343 }}>
      <WeekSlotsPreview {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem', { name: /2026/ });
    await expect(first!.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      second!.getBoundingClientRect().top,
    );
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Bookable slots' })).toBeVisible();
    const monday = within(canvas.getByRole('listitem', { name: 'Monday 30 Nov 2026' }));
    await expect(monday.getByText('5 slots')).toBeVisible();
    await expect(monday.getByRole('list', { name: 'Morning' })).toBeVisible();
  },
};
