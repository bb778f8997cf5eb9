import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  daySlots,
  type Booking,
  type ClinicNow,
  type WeeklySchedule,
} from '@praktik/domain/slots/available-slots';
import type { SlotSelection } from '@praktik/domain/slots/slot-selection';
import { WEEKDAYS } from '@praktik/domain/slots/weekdays';
import { SlotPicker } from './SlotPicker';

/** Every day 09:00-12:00 and 13:00-17:00 (a lunch break), weekend mode off. */
const workingDay: WeeklySchedule = {
  weekend_mode: false,
  doctor_schedule: WEEKDAYS.map((day) => ({
    day,
    isActive: true,
    slots: [
      { from: '09:00:00', to: '12:00:00', enabled: true },
      { from: '13:00:00', to: '17:00:00', enabled: true },
    ],
  })),
};

const allDay: WeeklySchedule = {
  weekend_mode: false,
  doctor_schedule: WEEKDAYS.map((day) => ({
    day,
    isActive: true,
    slots: [{ from: '00:00:00', to: '24:00:00', enabled: true }],
  })),
};

/** A fixed clock: Monday 23 November 2026, 10:40 in the clinic's zone. */
const now: ClinicNow = { date: '2026-11-23', time: '10:40:00' };
const TOMORROW = '2026-11-24';

const bookings: Booking[] = [
  { start: '13:00:00', end: '14:00:00', status: 'BOOKED' },
  { start: '15:30:00', end: '15:45:00', status: 'ACTIVE' },
  // A cancelled reservation frees its time.
  { start: '16:00:00', end: '16:30:00', status: 'CANCELLED' },
];

const tomorrowSlots = daySlots({ schedule: workingDay, date: TOMORROW, bookings: [], now });
const todaySlots = daySlots({ schedule: workingDay, date: now.date, bookings, now });
const longDaySlots = daySlots({ schedule: allDay, date: TOMORROW, bookings: [], now });

const meta = {
  title: 'Form/SlotPicker',
  component: SlotPicker,
  args: { slots: tomorrowSlots, onChange: fn(), onDurationChange: fn() },
} satisfies Meta<typeof SlotPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const option = (canvas: Canvas, time: string) => canvas.getByRole('option', { name: time });
const selectedTimes = (canvas: Canvas) =>
  canvas
    .getAllByRole('option')
    .filter((element: HTMLElement) => element.getAttribute('aria-selected') === 'true')
    .map((element: HTMLElement) => element.textContent);

export const NoDoctor: Story = {
  args: { hasDoctor: false, slots: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pilih dokter terlebih dahulu')).toBeVisible();
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

export const NoSchedule: Story = {
  args: { slots: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Jadwal Tidak tersedia')).toBeVisible();
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

export const NoScheduleEnglish: Story = {
  args: { slots: [] },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Visit time')).toBeVisible();
    await expect(canvas.getByText('Schedule not available')).toBeVisible();
  },
};

export const NoDoctorEnglish: Story = {
  args: { hasDoctor: false, slots: [] },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose a doctor first')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Memuat jadwal' })).toBeVisible();
    await expect(canvas.queryByRole('listbox')).toBeNull();
  },
};

/** 15 minutes: each click toggles one slot; two adjacent clicks make a 30-minute run. */
export const QuarterHour: Story = {
  args: { defaultDuration: 15 },
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('listbox', { name: 'Waktu kunjungan' });
    await expect(list).toHaveAttribute('aria-multiselectable', 'true');
    // Parts of the day head their slots, with the domain's names.
    await expect(canvas.getByText('Pagi')).toBeVisible();
    await expect(canvas.getByText('Menjelang Siang')).toBeVisible();
    await expect(canvas.getByText('Siang')).toBeVisible();
    await expect(canvas.getByText('Sore')).toBeVisible();
    await expect(canvas.getByText('Belum ada waktu dipilih')).toBeVisible();
    // Each part of the day is a group named by its heading.
    const morning = canvas.getByRole('group', { name: 'Pagi' });
    await expect(within(morning).getAllByRole('option')).toHaveLength(4);

    await userEvent.click(option(canvas, '09:00'));
    await userEvent.click(option(canvas, '09:15'));
    await expect(option(canvas, '09:00')).toHaveAttribute('aria-selected', 'true');
    await expect(option(canvas, '09:15')).toHaveAttribute('aria-selected', 'true');
    await expect(option(canvas, '09:30')).toHaveAttribute('aria-selected', 'false');
    await expect(args.onChange).toHaveBeenLastCalledWith(['09:00:00', '09:15:00']);
    await expect(canvas.getByRole('status')).toHaveTextContent('Dipilih: 09:00–09:30 (30 menit)');

    // Clicking the first again shortens the run; a slot away from the run starts a new one.
    await userEvent.click(option(canvas, '09:00'));
    await expect(selectedTimes(canvas)).toEqual(['09:15']);
    await userEvent.click(option(canvas, '14:00'));
    await expect(selectedTimes(canvas)).toEqual(['14:00']);
    await expect(args.onChange).toHaveBeenLastCalledWith(['14:00:00']);
  },
};

/** 30 minutes: a click selects the half hour (from :00 or :30) holding the slot. */
export const HalfHour: Story = {
  args: { defaultDuration: 30 },
  play: async ({ canvas, args }) => {
    await userEvent.click(option(canvas, '09:45'));
    await expect(selectedTimes(canvas)).toEqual(['09:30', '09:45']);
    await expect(args.onChange).toHaveBeenLastCalledWith(['09:30:00', '09:45:00']);
    // The next half hour extends the run.
    await userEvent.click(option(canvas, '10:00'));
    await expect(selectedTimes(canvas)).toEqual(['09:30', '09:45', '10:00', '10:15']);
    await expect(canvas.getByRole('status')).toHaveTextContent('Dipilih: 09:30–10:30 (1 jam)');
    // Clicking a selected half hour deselects it.
    await userEvent.click(option(canvas, '10:15'));
    await expect(selectedTimes(canvas)).toEqual(['09:30', '09:45']);
  },
};

/** 1 hour (the picker's default): a click selects the hour holding the slot, a second click frees it. */
export const OneHour: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(option(canvas, '10:15'));
    await expect(selectedTimes(canvas)).toEqual(['10:00', '10:15', '10:30', '10:45']);
    await expect(args.onChange).toHaveBeenLastCalledWith([
      '10:00:00',
      '10:15:00',
      '10:30:00',
      '10:45:00',
    ]);
    await expect(canvas.getByRole('status')).toHaveTextContent('Dipilih: 10:00–11:00 (1 jam)');

    await userEvent.click(option(canvas, '10:15'));
    await expect(selectedTimes(canvas)).toEqual([]);
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.getByRole('status')).toHaveTextContent('Belum ada waktu dipilih');
  },
};

/**
 * Today at 10:40 with reservations at 13:00-14:00 and 15:30-15:45 (and a cancelled one at
 * 16:00): slots that have begun are past, booked ones are taken, and both say why.
 */
export const TodayWithBookedAndPastSlots: Story = {
  args: { slots: todaySlots, defaultDuration: 15 },
  play: async ({ canvas, args }) => {
    const past = option(canvas, '10:30');
    await expect(past).toHaveAttribute('aria-disabled', 'true');
    await expect(past).toHaveAccessibleDescription('Waktu sudah lewat');
    await userEvent.click(past, { pointerEventsCheck: 0 });
    await expect(past).toHaveAttribute('aria-selected', 'false');
    await expect(args.onChange).not.toHaveBeenCalled();

    const booked = option(canvas, '13:15');
    await expect(booked).toHaveAttribute('aria-disabled', 'true');
    await expect(booked).toHaveAccessibleDescription('Sudah dipesan');
    await expect(option(canvas, '15:30')).toHaveAccessibleDescription('Sudah dipesan');
    await userEvent.click(booked, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();

    // The cancelled reservation's time and the next free slot can be chosen.
    await expect(option(canvas, '16:00')).not.toHaveAttribute('aria-disabled');
    await userEvent.click(option(canvas, '10:45'));
    await expect(selectedTimes(canvas)).toEqual(['10:45']);
    await expect(args.onChange).toHaveBeenLastCalledWith(['10:45:00']);
  },
};

/** A schedule from 08:15: the half hour 08:00-08:30 is not wholly in it. */
const fromQuarterPast: WeeklySchedule = {
  weekend_mode: false,
  doctor_schedule: WEEKDAYS.map((day) => ({
    day,
    isActive: true,
    slots: [{ from: '08:15:00', to: '12:00:00', enabled: true }],
  })),
};

/**
 * 30 minutes from 08:15: the time is free, but half-hour visits start on :00 and :30, and the
 * picker says so instead of "not enough time"; 08:30 can be chosen.
 */
export const HalfHourOffTheGrid: Story = {
  args: {
    slots: daySlots({ schedule: fromQuarterPast, date: TOMORROW, bookings: [], now }),
    defaultDuration: 30,
  },
  play: async ({ canvas, args }) => {
    const quarterPast = option(canvas, '08:15');
    await expect(quarterPast).toHaveAttribute('aria-disabled', 'true');
    await expect(quarterPast).toHaveAccessibleDescription(
      'Kunjungan 30 menit dimulai tepat pada jam atau setengah jam (:00, :30)',
    );
    await userEvent.click(option(canvas, '08:30'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['08:30:00', '08:45:00']);
  },
};

/** The same day with a 1-hour visit: an hour that is not wholly free cannot be chosen. */
export const TodayOneHour: Story = {
  args: { slots: todaySlots, defaultDuration: 60 },
  play: async ({ canvas, args }) => {
    // 10:45 to 11:45 is free, but an hour-long visit starts on the hour and 10:00 has begun.
    const partial = option(canvas, '10:45');
    await expect(partial).toHaveAttribute('aria-disabled', 'true');
    await expect(partial).toHaveAccessibleDescription(
      'Kunjungan 1 jam dimulai tepat pada jamnya (:00)',
    );
    // From 15:15 an hour runs into the 15:30 booking: too short.
    await expect(option(canvas, '15:15')).toHaveAccessibleDescription(
      'Tidak cukup untuk kunjungan 1 jam',
    );
    // 15:00-16:00 holds the 15:30 booking.
    await expect(option(canvas, '15:00')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(option(canvas, '15:00'), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(option(canvas, '11:30'));
    await expect(selectedTimes(canvas)).toEqual(['11:00', '11:15', '11:30', '11:45']);
  },
};

/** Keyboard: Tab into the slots, arrows move over the grid (down = an hour later), Space picks. */
export const Keyboard: Story = {
  args: { defaultDuration: 15 },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const first = option(canvas, '09:00');
    await expect(first).toHaveFocus();
    await expect(first).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['09:00:00']);
    await userEvent.keyboard('{ArrowRight}');
    await expect(option(canvas, '09:15')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(selectedTimes(canvas)).toEqual(['09:00', '09:15']);
    await userEvent.keyboard('{ArrowDown}');
    await expect(option(canvas, '10:15')).toHaveFocus();
    // A slot away from the run starts a new one.
    await userEvent.keyboard(' ');
    await expect(selectedTimes(canvas)).toEqual(['10:15']);
    await expect(args.onChange).toHaveBeenLastCalledWith(['10:15:00']);
    // Escape clears the selection.
    await userEvent.keyboard('{Escape}');
    await expect(selectedTimes(canvas)).toEqual([]);
  },
};

/** Keyboard with a 1-hour visit: Space on any slot of an hour picks the whole hour. */
export const KeyboardOneHour: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}{ArrowRight}');
    await expect(option(canvas, '10:30')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(selectedTimes(canvas)).toEqual(['10:00', '10:15', '10:30', '10:45']);
    await userEvent.keyboard(' ');
    await expect(selectedTimes(canvas)).toEqual([]);
  },
};

/** The duration control above the slots; changing it changes what a click selects. */
export const WithDurationControl: Story = {
  args: { showDurationControl: true },
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Durasi kunjungan' });
    await expect(within(group).getByRole('radio', { name: '1 jam' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: '30 menit' }));
    await expect(args.onDurationChange).toHaveBeenLastCalledWith(30);
    await userEvent.click(option(canvas, '14:15'));
    await expect(selectedTimes(canvas)).toEqual(['14:00', '14:15']);
    await userEvent.click(within(group).getByRole('radio', { name: '15 menit' }));
    await userEvent.click(option(canvas, '14:30'));
    await expect(selectedTimes(canvas)).toEqual(['14:00', '14:15', '14:30']);
    await expect(canvas.getByRole('status')).toHaveTextContent('Dipilih: 14:00–14:45 (45 menit)');
  },
};

/** Controlled, as the add-reservation form holds it. */
export const Controlled: Story = {
  render: function Render(args) {
    const [selected, setSelected] = useState<SlotSelection>(['11:00:00', '11:15:00']);
    return (
      <SlotPicker
        {...args}
        value={selected}
        onChange={(next) => {
          setSelected(next);
          args.onChange?.(next);
        }}
      />
    );
  },
  args: { defaultDuration: 30 },
  play: async ({ canvas }) => {
    await expect(selectedTimes(canvas)).toEqual(['11:00', '11:15']);
    await userEvent.click(option(canvas, '11:30'));
    await expect(selectedTimes(canvas)).toEqual(['11:00', '11:15', '11:30', '11:45']);
  },
};

/** The form's message when no time is chosen. */
export const WithError: Story = {
  args: { errorMessage: 'Harap pilih waktu', isRequired: true },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('listbox', { name: /Waktu kunjungan/ });
    await expect(canvas.getByText('Harap pilih waktu')).toBeVisible();
    await expect(list).toHaveAttribute('aria-invalid', 'true');
    await expect(list).toHaveAttribute('aria-required', 'true');
    await expect(list).toHaveAccessibleDescription(/Harap pilih waktu/);
  },
};

/** An error also shows when there is nothing to pick from. */
export const NoDoctorWithError: Story = {
  args: { hasDoctor: false, slots: [], errorMessage: 'Harap pilih waktu' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pilih dokter terlebih dahulu')).toBeVisible();
    await expect(canvas.getByText('Harap pilih waktu')).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: ['10:00:00', '10:15:00', '10:30:00', '10:45:00'] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('listbox')).toHaveAttribute('aria-readonly', 'true');
    await userEvent.click(option(canvas, '14:00'));
    await userEvent.click(option(canvas, '10:00'));
    await expect(selectedTimes(canvas)).toEqual(['10:00', '10:15', '10:30', '10:45']);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Dipilih: 10:00–11:00 (1 jam)');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: ['09:00:00', '09:15:00'], showDurationControl: true },
  play: async ({ canvas, args }) => {
    for (const element of canvas.getAllByRole('option'))
      await expect(element).toHaveAttribute('aria-disabled', 'true');
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(option(canvas, '14:00'), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(selectedTimes(canvas)).toEqual(['09:00', '09:15']);
  },
};

/** A schedule from 00:00 to 24:00: 96 slots under all eight parts of the day, scrolling. */
export const LongDay: Story = {
  args: { slots: longDaySlots, defaultDuration: 15 },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('listbox');
    await expect(canvas.getAllByRole('option')).toHaveLength(96);
    for (const part of [
      'Menjelang Pagi',
      'Subuh',
      'Pagi',
      'Menjelang Siang',
      'Siang',
      'Sore',
      'Malam',
      'Larut Malam',
    ])
      await expect(canvas.getByText(part)).toBeInTheDocument();
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    // The last slot of the day is reachable and can be chosen.
    const last = option(canvas, '23:45');
    last.scrollIntoView();
    await userEvent.click(last);
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(last).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(option(canvas, '00:00')).toHaveFocus();
  },
};

/** English: the reasons and the status line read in the ui locale. */
export const TodayEnglish: Story = {
  args: { slots: todaySlots, showDurationControl: true },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '1 h' })).toBeChecked();
    await expect(canvas.getByText('Late morning')).toBeVisible();
    await expect(option(canvas, '10:30')).toHaveAccessibleDescription('Time has passed');
    await expect(option(canvas, '10:45')).toHaveAccessibleDescription(
      'Visits of 1 h start on the hour (:00)',
    );
    await expect(option(canvas, '15:15')).toHaveAccessibleDescription('Too short for a 1 h visit');
    await expect(option(canvas, '13:00')).toHaveAccessibleDescription('Already booked');
    await expect(canvas.getByRole('status')).toHaveTextContent('No time chosen yet');
    await userEvent.click(option(canvas, '14:30'));
    await expect(canvas.getByRole('status')).toHaveTextContent('Chosen: 14:00–15:00 (1 h)');
  },
};
