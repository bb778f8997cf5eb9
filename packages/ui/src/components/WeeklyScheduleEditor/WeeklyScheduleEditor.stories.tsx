import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  emptyDoctorSchedule,
  type DoctorSchedule,
} from '@praktik/domain/slots/doctor-schedule.schema';
import { WEEKDAYS } from '@praktik/domain/slots/weekdays';
import { WeeklyScheduleEditor, type WeeklyScheduleEditorProps } from './WeeklyScheduleEditor';

const slot = (from: string, to: string, enabled = true) => ({ from, to, enabled });

/** Monday to Friday 09:00-12:00 and 13:00-17:00, Saturday a morning (its second slot off). */
const workingWeek: DoctorSchedule = {
  duration_visit: 30,
  weekend_mode: false,
  doctor_schedule: WEEKDAYS.map((day) => {
    if (day === 1) return { day, isActive: false, slots: [] };
    if (day === 7) {
      return {
        day,
        isActive: true,
        slots: [slot('09:00:00', '12:00:00'), slot('13:00:00', '15:00:00', false)],
      };
    }
    return {
      day,
      isActive: true,
      slots: [slot('09:00:00', '12:00:00'), slot('13:00:00', '17:00:00')],
    };
  }),
};

/** Holds the week as a page would, so each change shows. */
function Harness(props: WeeklyScheduleEditorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <WeeklyScheduleEditor
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Schedule/WeeklyScheduleEditor',
  component: WeeklyScheduleEditor,
  args: { value: workingWeek, onChange: fn() },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof WeeklyScheduleEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const slotGroup = (canvas: Canvas, name: string) => within(canvas.getByRole('group', { name }));
const lastWeek = (onChange: unknown) =>
  (onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as DoctorSchedule;

async function pick(select: HTMLElement, option: string) {
  await userEvent.click(select);
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

/** A working week: switch Sunday on, add its slot, change the duration; each hands over the week. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Jadwal mingguan' })).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Senin' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Minggu' })).not.toBeChecked();
    await expect(canvas.getByText('Libur')).toBeVisible();
    await expect(
      slotGroup(canvas, 'Sabtu, slot 2').getByRole('switch', { name: 'Aktif' }),
    ).not.toBeChecked();

    await userEvent.click(canvas.getByRole('switch', { name: 'Minggu' }));
    await expect(lastWeek(args.onChange).doctor_schedule[0]).toEqual({
      day: 1,
      isActive: true,
      slots: [],
    });
    await expect(canvas.getByText('Belum ada slot')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Tambah slot Minggu' }));
    await expect(lastWeek(args.onChange).doctor_schedule[0]?.slots).toEqual([
      slot('09:00:00', '10:00:00'),
    ]);
    const sunday = slotGroup(canvas, 'Minggu, slot 1');
    await expect(sunday.getByRole('button', { name: /Dari/ })).toHaveTextContent('09:00');
    await expect(sunday.getByRole('button', { name: /Sampai/ })).toHaveTextContent('10:00');

    await pick(canvas.getByRole('button', { name: /Durasi kunjungan/ }), '1 jam');
    await expect(lastWeek(args.onChange).duration_visit).toBe(60);

    await userEvent.click(canvas.getByRole('switch', { name: 'Mode Libur' }));
    await expect(lastWeek(args.onChange).weekend_mode).toBe(true);
    await expect(canvas.getAllByText('Tutup karena Mode Libur')).toHaveLength(2);

    await userEvent.click(canvas.getByRole('button', { name: 'Hapus Senin, slot 2' }));
    await expect(lastWeek(args.onChange).doctor_schedule[1]?.slots).toEqual([
      slot('09:00:00', '12:00:00'),
    ]);
  },
};

/** A new practitioner: seven days off, 15 minutes. */
export const EmptyWeek: Story = {
  args: { value: emptyDoctorSchedule() },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('switch', { checked: false })).toHaveLength(8);
    await expect(canvas.getAllByText('Libur')).toHaveLength(7);
    await expect(canvas.getByRole('button', { name: /Durasi kunjungan/ })).toHaveTextContent(
      '15 menit',
    );
    await expect(canvas.queryByRole('button', { name: /Tambah slot/ })).toBeNull();
  },
};

/** Staff see the week and change nothing. */
export const ReadOnly: Story = {
  args: { isReadOnly: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('30 menit')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getAllByText('09:00–12:00')).toHaveLength(6);
    await expect(canvas.getByText('13:00–15:00 (nonaktif)')).toBeVisible();
    const monday = canvas.getByRole('switch', { name: 'Senin' });
    await expect(monday).toHaveAttribute('aria-readonly', 'true');
    await userEvent.click(monday);
    await expect(monday).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * Monday's afternoon moved to start inside the morning: the message shows at that slot's start,
 * the week handed over still holds it (the page does not save it), and moving it back clears it.
 */
export const OverlappingSlot: Story = {
  play: async ({ canvas, args }) => {
    const afternoon = slotGroup(canvas, 'Senin, slot 2');
    await pick(afternoon.getByRole('button', { name: /Dari/ }), '11:00');
    await expect(afternoon.getByText('Slot jadwal tidak boleh bertumpang tindih')).toBeVisible();
    await expect(afternoon.getByRole('button', { name: /Dari/ })).toHaveAccessibleDescription(
      'Slot jadwal tidak boleh bertumpang tindih',
    );
    await expect(lastWeek(args.onChange).doctor_schedule[1]?.slots[1]?.from).toBe('11:00:00');

    // An end before its start is named at the end.
    const morning = slotGroup(canvas, 'Selasa, slot 1');
    await pick(morning.getByRole('button', { name: /Sampai/ }), '08:00');
    await expect(morning.getByText('Jam selesai harus setelah jam mulai')).toBeVisible();

    await pick(afternoon.getByRole('button', { name: /Dari/ }), '13:00');
    await expect(afternoon.queryByText('Slot jadwal tidak boleh bertumpang tindih')).toBeNull();
  },
};

/** A week handed in with Wednesday's slots overlapping: the message is there from the start. */
export const OverlapShown: Story = {
  args: {
    value: {
      ...workingWeek,
      doctor_schedule: workingWeek.doctor_schedule.map((entry) =>
        entry.day === 4
          ? { ...entry, slots: [slot('09:00:00', '12:00:00'), slot('11:30:00', '17:00:00')] }
          : entry,
      ),
    },
  },
  play: async ({ canvas }) => {
    const afternoon = slotGroup(canvas, 'Rabu, slot 2');
    await expect(afternoon.getByText('Slot jadwal tidak boleh bertumpang tindih')).toBeVisible();
    await expect(canvas.getAllByText('Slot jadwal tidak boleh bertumpang tindih')).toHaveLength(1);
  },
};

/** At phone width each day's slots sit below its switch. */
export const PhoneWidth: Story = {
  render: (args) => (
    <div style={{ width: 343 }}>
      <Harness {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const monday = canvas.getByRole('switch', { name: 'Senin' });
    const from = slotGroup(canvas, 'Senin, slot 1').getByRole('button', { name: /Dari/ });
    await expect(monday.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      from.getBoundingClientRect().top,
    );
    // Nothing runs past the editor's width.
    const editor = canvas.getByRole('region', { name: 'Jadwal mingguan' });
    await expect(editor.scrollWidth).toBeLessThanOrEqual(editor.clientWidth);
  },
};

/**
 * Saturday's hours copied: the working days come ticked, Friday is left out and Sunday added; the
 * chosen days take Saturday's slots (its second one off too), the rest keep theirs, in one change.
 */
export const CopyDay: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Salin ke hari lain dari Sabtu' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Salin jadwal Sabtu' }));
    const targets = within(dialog.getByRole('group', { name: 'Salin ke' }));
    for (const day of ['Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat']) {
      await expect(targets.getByRole('checkbox', { name: day })).toBeChecked();
    }
    await expect(targets.getByRole('checkbox', { name: 'Minggu' })).not.toBeChecked();
    await expect(targets.queryByRole('checkbox', { name: 'Sabtu' })).toBeNull();
    // Visible once the dialog has faded in.
    await waitFor(() =>
      expect(dialog.getByText(/slot yang sudah ada di hari itu diganti/)).toBeVisible(),
    );
    await userEvent.click(targets.getByRole('checkbox', { name: 'Jumat' }));
    await userEvent.click(targets.getByRole('checkbox', { name: 'Minggu' }));
    const calls = (args.onChange as ReturnType<typeof fn>).mock.calls.length;
    await userEvent.click(dialog.getByRole('button', { name: 'Salin' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await expect(args.onChange).toHaveBeenCalledTimes(calls + 1);
    const week = lastWeek(args.onChange);
    const saturday = workingWeek.doctor_schedule[6]!.slots;
    for (const day of [1, 2, 3, 4, 5]) {
      await expect(week.doctor_schedule[day - 1]).toEqual({ day, isActive: true, slots: saturday });
    }
    await expect(week.doctor_schedule[5]).toEqual(workingWeek.doctor_schedule[5]);
    await expect(canvas.getByRole('switch', { name: 'Minggu' })).toBeChecked();
    await expect(
      slotGroup(canvas, 'Senin, slot 2').getByRole('switch', { name: 'Aktif' }),
    ).not.toBeChecked();
  },
};

/** Cancelling the copy changes nothing. */
export const CopyDayCancelled: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Salin ke hari lain dari Senin' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Salin jadwal Senin' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * Monday's hours typed at once, the way the front desk writes them: applied with Enter as one
 * change, shown back in the carried form; a range the rules refuse says why and changes nothing.
 */
export const TypedRanges: Story = {
  play: async ({ canvas, args }) => {
    const monday = within(canvas.getByRole('group', { name: 'Rentang jam Senin' }));
    const field = monday.getByRole('textbox', { name: 'Rentang jam' });
    await expect(field).toHaveValue('09:00-12:00, 13:00-17:00');
    await expect(field).toHaveAccessibleDescription(
      'Ketik sekaligus, misalnya 08:00-12:00, 13:00-17:00',
    );
    await userEvent.clear(field);
    await userEvent.type(field, '8-12, 13.30-17{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(lastWeek(args.onChange).doctor_schedule[1]?.slots).toEqual([
      slot('08:00:00', '12:00:00'),
      slot('13:30:00', '17:00:00'),
    ]);
    await expect(field).toHaveValue('08:00-12:00, 13:30-17:00');
    await expect(
      slotGroup(canvas, 'Senin, slot 2').getByRole('button', { name: /Dari/ }),
    ).toHaveTextContent('13:30');

    await userEvent.clear(field);
    await userEvent.type(field, '12-8');
    await userEvent.click(monday.getByRole('button', { name: 'Terapkan rentang jam Senin' }));
    await expect(monday.getByText('Jam selesai harus setelah jam mulai')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, 'pagi saja{Enter}');
    await expect(
      monday.getByText('Tulis rentang jam seperti 08:00-12:00, 13:00-17:00'),
    ).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Weekly schedule' })).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Monday' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Weekend off (Mode Libur)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add slot Monday' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Copy to other days from Monday' }),
    ).toBeVisible();
    await expect(
      within(canvas.getByRole('group', { name: 'Hours of Monday' })).getByRole('textbox', {
        name: 'Hours',
      }),
    ).toHaveValue('09:00-12:00, 13:00-17:00');
  },
};
