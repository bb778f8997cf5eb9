import type { Meta, StoryObj } from '@storybook/react-vite';
import { visibleTimetableDoctors } from '@praktik/domain/slots/timetable';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { shiftIsoDate } from '@praktik/domain/slots/preview-week';
import { Button } from '../Button/Button';
import { TimetableGrid } from './TimetableGrid';
import { SAMPLE_DATE, SAMPLE_NOW, busyDay, normalDay } from './timetable-sample';

const meta = {
  title: 'Blocks/TimetableGrid',
  component: TimetableGrid,
  parameters: { layout: 'padded' },
  args: {
    date: SAMPLE_DATE,
    now: SAMPLE_NOW,
    doctors: normalDay,
    onAddReservation: fn(),
    onOpenReservation: fn(),
  },
} satisfies Meta<typeof TimetableGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const cellAt = (canvasElement: HTMLElement, row: number, hour: number) => {
  const cell = canvasElement.querySelector<HTMLElement>(
    `[role="gridcell"][data-row="${row}"][data-col="${hour}"]`,
  );
  if (!cell) throw new Error(`no cell ${row}/${hour}`);
  return cell;
};

const focused = () => document.activeElement as HTMLElement;

/**
 * What a screen reader tells on reaching the focused cell: its row header (the doctor), its
 * column header (the hour) and its own name (the patients, or free/past/outside the schedule).
 */
const expectFocusOn = async (doctor: string, hour: string, name: string | RegExp) => {
  const cell = focused();
  await expect(cell).toHaveAttribute('role', 'gridcell');
  const row = cell.closest('[role="row"]') as HTMLElement;
  const grid = cell.closest('[role="grid"]') as HTMLElement;
  await expect(row.querySelector('[role="rowheader"]')).toHaveTextContent(doctor);
  await expect(
    grid.querySelector(
      `[role="columnheader"][aria-colindex="${cell.getAttribute('aria-colindex')}"]`,
    ),
  ).toHaveTextContent(hour);
  await expect(cell).toHaveAccessibleName(name);
};

/** Spec 2 §2.2: rows of doctors, 24 hours, business hours highlighted, opened on 09:00. */
export const NormalDay: Story = {
  play: async ({ canvas, canvasElement }) => {
    const grid = canvas.getByRole('grid', { name: /Jadwal reservasi Senin, 23 November 2026/ });
    await expect(within(grid).getAllByRole('row')).toHaveLength(4);
    await expect(within(grid).getAllByRole('columnheader')).toHaveLength(25);
    await expect(within(grid).getByRole('rowheader', { name: 'drg. Bella Kusuma' })).toBeVisible();
    // Cards show the patient, the sequence number, the status (colour and word) and the time,
    // on the first line: 11:00 and 11:45 in the same hour do not look alike.
    const card = canvas.getByRole('button', { name: 'Citra Lestari No. 3, Reservasi 11:00–11:15' });
    await expect(card).toHaveTextContent('No. 3, Reservasi');
    await expect(card).toHaveAttribute('data-status', 'BOOKED');
    const time = within(card).getByText(/^11:00/);
    await expect(time).toHaveTextContent('11:00–11:15');
    await expect(time).toBeVisible();
    await expect(time.getBoundingClientRect().top).toBeLessThan(
      within(card).getByText('Citra Lestari').getBoundingClientRect().top,
    );
    const later = canvas.getByRole('button', { name: /^Dewi Anggraini No\. 4/ });
    await expect(within(later).getByText(/^11:45/)).toHaveTextContent('11:45–12:00');
    // Scrolled to 09:00: its heading sits right after the sticky doctor column.
    const scroller = grid.parentElement as HTMLElement;
    await waitFor(() => expect(scroller.scrollLeft).toBeGreaterThan(0));
    const nine = canvas.getByRole('columnheader', { name: '09:00' });
    const corner = canvas.getByRole('columnheader', { name: 'Dokter' });
    await expect(
      Math.abs(nine.getBoundingClientRect().left - corner.getBoundingClientRect().right),
    ).toBeLessThan(2);
    // Business hours 09:00-16:00 columns are highlighted, 17:00 is not.
    await expect(nine).toHaveAttribute('data-business');
    await expect(canvas.getByRole('columnheader', { name: '17:00' })).not.toHaveAttribute(
      'data-business',
    );
    // The legend names every status a card can show; a cancelled reservation frees its hour and
    // has no card, so "Batal" is not in it.
    const legend = canvas.getByRole('list', { name: 'Keterangan status' });
    for (const label of ['Reservasi', 'Aktif', 'Belum Bayar', 'Selesai']) {
      await expect(within(legend).getByText(label)).toBeVisible();
    }
    await expect(within(legend).queryByText('Batal')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Eko Saputra/ })).toBeNull();
    // Past hours (before 10:00 today) and hours off the schedule offer no plus button.
    await expect(cellAt(canvasElement, 0, 9).querySelector('[data-add]')).toBeNull();
    await expect(cellAt(canvasElement, 1, 12)).toHaveAccessibleName('di luar jadwal');
    await expect(cellAt(canvasElement, 0, 10).querySelector('[data-add]')).not.toBeNull();
  },
};

/** Arrow keys, Home and End move one focus through the grid; the label says what is there. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const start = cellAt(canvasElement, 0, 9);
    await expect(start).toHaveFocus();
    await expect(start).toHaveAttribute('data-focus-visible');
    await expectFocusOn(
      'dr. Andi Pratama',
      '09:00',
      'Siti Rahma No. 1, Selesai 09:00–09:15 Budi Santoso No. 2, Aktif 09:30–09:45',
    );
    await userEvent.keyboard('{ArrowRight}');
    await expectFocusOn('dr. Andi Pratama', '10:00', 'kosong');
    await expect(start).toHaveAttribute('tabindex', '-1');
    await expect(focused()).toHaveAttribute('tabindex', '0');
    await userEvent.keyboard('{ArrowDown}');
    await expectFocusOn('drg. Bella Kusuma', '10:00', 'Gita Permata No. 2, Aktif 10:00–10:15');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expectFocusOn('Terapis Intan Sari', '10:00', 'kosong');
    await userEvent.keyboard('{Home}');
    await expectFocusOn('Terapis Intan Sari', '00:00', 'sudah lewat');
    await userEvent.keyboard('{End}');
    await expectFocusOn('Terapis Intan Sari', '23:00', 'di luar jadwal');
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await expect(focused()).toBe(cellAt(canvasElement, 0, 0));
    // Tab leaves the grid and Shift+Tab comes back to the same cell (one tab stop).
    await userEvent.tab();
    await expect(canvasElement.querySelector('[role="grid"]')).not.toContainElement(focused());
    await userEvent.tab({ shift: true });
    await expect(focused()).toBe(cellAt(canvasElement, 0, 0));
  },
};

/** Enter steps into a cell's cards, arrows go between them, Enter opens one, Escape goes back. */
export const OpenCardByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const cell = cellAt(canvasElement, 0, 11);
    await expect(cell).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(focused()).toHaveAccessibleName('Citra Lestari No. 3, Reservasi 11:00–11:15');
    await expect(focused()).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{ArrowDown}');
    await expect(focused()).toHaveAccessibleName('Dewi Anggraini No. 4, Belum Bayar 11:45–12:00');
    await userEvent.keyboard('{ArrowDown}');
    await expect(focused()).toHaveAccessibleName('Tambah reservasi');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenReservation).toHaveBeenCalledWith('r-4');
    await userEvent.keyboard('{Escape}');
    await expect(cell).toHaveFocus();
    await expect(args.onAddReservation).not.toHaveBeenCalled();
  },
};

/** The page's day buttons as the reservation page composes them in the toolbar. */
function WithDayButtons(args: Parameters<typeof TimetableGrid>[0]) {
  const [date, setDate] = useState(args.date);
  return (
    <TimetableGrid
      {...args}
      date={date}
      toolbar={
        <div style={{ display: 'flex', gap: 8 }}>
          <Button variant="secondary" size="sm" onPress={() => setDate(shiftIsoDate(date, 1))}>
            Hari berikutnya
          </Button>
          <Button
            variant="secondary"
            size="sm"
            isDisabled={date === SAMPLE_DATE}
            isFocusableWhenDisabled
            onPress={() => setDate(SAMPLE_DATE)}
          >
            Hari ini
          </Button>
        </div>
      }
    />
  );
}

/**
 * Changing the day starts the grid's tab stop again on the first doctor at 09:00, wherever the
 * focus had got to on the day before (here a card at 11:00, where the next day has a card too);
 * "Hari ini" disables itself once pressed but keeps the focus, so a keyboard user stays put.
 */
export const ChangingTheDay: Story = {
  render: (args) => <WithDayButtons {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(cellAt(canvasElement, 0, 9)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    await expect(focused()).toHaveAccessibleName('Citra Lestari No. 3, Reservasi 11:00–11:15');
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    const nextDay = canvas.getByRole('button', { name: 'Hari berikutnya' });
    await expect(nextDay).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('grid', { name: /Selasa, 24 November 2026/ })).toBeVisible();
    await userEvent.tab();
    const today = canvas.getByRole('button', { name: 'Hari ini' });
    await expect(today).toHaveFocus();
    await userEvent.tab();
    await expect(cellAt(canvasElement, 0, 9)).toHaveFocus();
    await expect(canvasElement.querySelectorAll('[role="grid"] [tabindex="0"]')).toHaveLength(1);

    await userEvent.tab({ shift: true });
    await expect(today).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('grid', { name: /Senin, 23 November 2026/ })).toBeVisible();
    await expect(today).toHaveFocus();
    await expect(today).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('grid', { name: /Senin, 23 November 2026/ })).toBeVisible();
    await userEvent.tab();
    await expect(cellAt(canvasElement, 0, 9)).toHaveFocus();
  },
};

export const OpenCardByClick: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Gita Permata No. 2, Aktif 10:00–10:15' }),
    );
    await expect(args.onOpenReservation).toHaveBeenCalledWith('r-7');
  },
};

/** A booked patient who never came (spec 2 §4): the card says so, and still opens. */
export const NoShowCard: Story = {
  args: {
    doctors: normalDay.map((doctor, row) =>
      row === 0
        ? {
            ...doctor,
            reservations: doctor.reservations.map((r) =>
              r.patientName === 'Citra Lestari' ? { ...r, noShow: true } : r,
            ),
          }
        : doctor,
    ),
  },
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('button', {
      name: 'Citra Lestari No. 3, Reservasi, tidak datang 11:00–11:15',
    });
    await expect(card).toHaveAttribute('data-no-show');
    await expect(
      canvas.queryByRole('button', { name: /Gita Permata No. 2, Aktif, tidak datang/ }),
    ).toBeNull();
    await userEvent.click(card);
    await expect(args.onOpenReservation).toHaveBeenCalledWith('r-3');
  },
};

/**
 * An online booking whose booker has not opened the mail's confirm link: the card says
 * "Belum dikonfirmasi" (a hold on an unproven address), and still opens.
 */
export const UnconfirmedOnlineCard: Story = {
  args: {
    doctors: normalDay.map((doctor, row) =>
      row === 0
        ? {
            ...doctor,
            reservations: doctor.reservations.map((r) =>
              r.patientName === 'Citra Lestari' ? { ...r, unconfirmed: true } : r,
            ),
          }
        : doctor,
    ),
  },
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('button', { name: /^Citra Lestari No\. 3, Reservasi/ });
    await expect(card).toHaveAttribute('data-unconfirmed');
    await expect(card).toHaveTextContent('Belum dikonfirmasi');
    await expect(canvas.getAllByText('Belum dikonfirmasi')).toHaveLength(1);
    await userEvent.click(card);
    await expect(args.onOpenReservation).toHaveBeenCalledWith('r-3');
  },
};

/** The same card in English. */
export const UnconfirmedOnlineCardEnglish: Story = {
  args: UnconfirmedOnlineCard.args,
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('button', { name: /^Citra Lestari No\. 3, Booked/ });
    await expect(card).toHaveTextContent('Not confirmed');
  },
};

/**
 * A patient moved from dr. Andi to another practitioner (spec 2 §2.5): dr. Andi's card is not a
 * finished visit of his ("Selesai") but says where the patient went, and still opens.
 */
export const TransferredCard: Story = {
  args: {
    doctors: normalDay.map((doctor, row) =>
      row === 0
        ? {
            ...doctor,
            reservations: doctor.reservations.map((r) =>
              r.patientName === 'Siti Rahma' ? { ...r, transferredTo: 'Terapis Intan Sari' } : r,
            ),
          }
        : doctor,
    ),
  },
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('button', {
      name: 'Siti Rahma No. 1, dipindah ke Terapis Intan Sari 09:00–09:15',
    });
    await expect(card).toHaveAttribute('data-transferred');
    await expect(card).not.toHaveTextContent('Selesai');
    // Where the patient went is read whole on the card, not cut off at the hour's width.
    const movedLine = within(card).getByText(/dipindah ke/);
    await expect(movedLine.scrollWidth).toBeLessThanOrEqual(movedLine.clientWidth);
    // The other finished visits still read as finished.
    await expect(
      canvas.getByRole('button', { name: 'Fajar Nugroho No. 1, Selesai 09:15–09:30' }),
    ).not.toHaveAttribute('data-transferred');
    await userEvent.click(card);
    await expect(args.onOpenReservation).toHaveBeenCalledWith('r-1');
  },
};

/** The same card in English. */
export const TransferredCardEnglish: Story = {
  args: TransferredCard.args,
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('button', {
      name: 'Siti Rahma No. 1, moved to Terapis Intan Sari 09:00–09:15',
    });
    await expect(card).not.toHaveTextContent('Done');
  },
};

/** The plus button in a free hour, and Enter on a free cell, ask to add a reservation there. */
export const AddWithPlusButton: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(
      within(cellAt(canvasElement, 0, 12)).getByRole('button', { name: 'Tambah reservasi' }),
    );
    await expect(args.onAddReservation).toHaveBeenCalledWith({
      doctorId: 'doc-1',
      date: SAMPLE_DATE,
      start: '12:00:00',
      end: '13:00:00',
    });
    // By keyboard: Enter on a free cell.
    await userEvent.keyboard('{Escape}{ArrowDown}');
    await expectFocusOn('drg. Bella Kusuma', '12:00', 'di luar jadwal');
    await userEvent.keyboard('{ArrowLeft}{ArrowDown}');
    await expectFocusOn('Terapis Intan Sari', '11:00', 'kosong');
    await userEvent.keyboard('{Enter}');
    await expect(args.onAddReservation).toHaveBeenLastCalledWith({
      doctorId: 'doc-3',
      date: SAMPLE_DATE,
      start: '11:00:00',
      end: '12:00:00',
    });
    await expect(args.onAddReservation).toHaveBeenCalledTimes(2);
  },
};

/** Dragging over free hours of one row highlights them and reports the range on release. */
export const DragToSelect: Story = {
  play: async ({ args, canvasElement }) => {
    const [from, middle, to] = [15, 16, 17].map((hour) => cellAt(canvasElement, 0, hour)) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    // One user for the whole drag, so the button stays pressed between the steps.
    const user = userEvent.setup();
    await user.pointer([{ keys: '[MouseLeft>]', target: from }, { target: middle }]);
    await expect(from).toHaveAttribute('data-selected');
    await expect(middle).toHaveAttribute('aria-selected', 'true');
    // Moving onto another row does not leave the first one.
    await user.pointer({ target: cellAt(canvasElement, 1, 16) });
    await expect(cellAt(canvasElement, 1, 16)).not.toHaveAttribute('data-selected');
    await user.pointer([{ target: to }, { keys: '[/MouseLeft]', target: to }]);
    await expect(args.onAddReservation).toHaveBeenCalledTimes(1);
    await expect(args.onAddReservation).toHaveBeenCalledWith({
      doctorId: 'doc-1',
      date: SAMPLE_DATE,
      start: '15:00:00',
      end: '18:00:00',
    });
    await expect(from).not.toHaveAttribute('data-selected');
    // A drag stops at a taken hour: 12:00 to 10:00 over the booked 11:00 keeps 12:00 only.
    const twelve = cellAt(canvasElement, 0, 12);
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: twelve },
      { target: cellAt(canvasElement, 0, 10) },
      { keys: '[/MouseLeft]', target: cellAt(canvasElement, 0, 10) },
    ]);
    await expect(args.onAddReservation).toHaveBeenLastCalledWith({
      doctorId: 'doc-1',
      date: SAMPLE_DATE,
      start: '12:00:00',
      end: '13:00:00',
    });
  },
};

/** The keyboard twin of the drag: Shift+Right extends over free hours, Enter adds them. */
export const ShiftArrowsSelect: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}{ArrowRight}{ArrowRight}');
    await expectFocusOn(
      'Terapis Intan Sari',
      '12:00',
      'Joko Susilo No. 1, Reservasi 12:00–12:15 Kartika Dewi No. 2, Reservasi 12:30–12:45',
    );
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}');
    await expect(cellAt(canvasElement, 2, 13)).toHaveAttribute('aria-selected', 'true');
    await expect(cellAt(canvasElement, 2, 15)).toHaveAttribute('aria-selected', 'true');
    await expect(cellAt(canvasElement, 2, 15)).toHaveFocus();
    // 16:00 is taken: the run stops at 15:00.
    await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await expect(cellAt(canvasElement, 2, 16)).not.toHaveAttribute('aria-selected');
    await userEvent.keyboard('{Enter}');
    await expect(args.onAddReservation).toHaveBeenCalledWith({
      doctorId: 'doc-3',
      date: SAMPLE_DATE,
      start: '13:00:00',
      end: '16:00:00',
    });
  },
};

/** Spec 2 §2.2: no doctor has a schedule on the date. */
export const Empty: Story = {
  args: { doctors: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Tidak ada jadwal dokter' })).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('progressbar', { name: 'Memuat jadwal reservasi' }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

const busy = busyDay(30, 600);

/** 30 doctors and 600 reservations: every card drawn, the keys still move one cell at a time. */
export const BusyDay: Story = {
  // Rendered with the data rather than given as args: Storybook clones and inspects args.
  render: (args) => <TimetableGrid {...args} doctors={busy} />,
  parameters: {
    // Axe over all 2,000 elements takes longer than the test's 15 s; every row is drawn by the
    // same code (checked whole in the other stories), so here it checks the headings, the first
    // doctor's row and the legend.
    a11y: {
      context: {
        include: ['[role="grid"] > [role="row"]:nth-child(-n+2)', 'ul[aria-label]'],
      },
    },
  },
  play: async ({ canvasElement }) => {
    // Plain selectors: role queries over 2,000 elements would take seconds.
    const grid = canvasElement.querySelector('[role="grid"]') as HTMLElement;
    await expect(grid.querySelectorAll('[role="row"]')).toHaveLength(31);
    await expect(grid.querySelectorAll('[role="gridcell"]')).toHaveLength(720);
    await expect(grid.querySelectorAll('[data-reservation-id]')).toHaveLength(600);
    await userEvent.tab();
    await expect(cellAt(canvasElement, 0, 9)).toHaveFocus();
    await userEvent.keyboard('{PageDown}{PageDown}{ArrowDown}');
    await expect(cellAt(canvasElement, 11, 9)).toHaveFocus();
    await expectFocusOn('12', '09:00', / No\. \d+, /);
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await expect(cellAt(canvasElement, 29, 23)).toHaveFocus();
  },
};

/** Long names wrap on two lines in the card and stay whole in its accessible name. */
export const LongPatientNames: Story = {
  args: {
    doctors: [
      {
        doctorId: 'doc-1',
        doctorName: 'dr. Raden Ajeng Kartini Sosroningrat Sp.KK, M.Kes',
        scheduled: [{ start: 8 * 60, end: 17 * 60 }],
        reservations: [
          {
            id: 'r-1',
            start: '11:00:00',
            patientName: 'Muhammad Rizki Ramadhan Putra Pratama Wijayakusuma Hadiningrat',
            noSequence: 1,
            status: 'BOOKED',
          },
          {
            id: 'r-2',
            start: '11:15:00',
            patientName: 'Anak Agung Ayu Putri Wulandari Kusumadewi',
            noSequence: 12,
            status: 'WAITING_PAYMENT',
          },
        ],
      },
    ],
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('button', {
      name: 'Muhammad Rizki Ramadhan Putra Pratama Wijayakusuma Hadiningrat No. 1, Reservasi 11:00',
    });
    const cell = card.closest('[role="gridcell"]') as HTMLElement;
    // The card stays inside its column.
    await expect(card.getBoundingClientRect().right).toBeLessThanOrEqual(
      cell.getBoundingClientRect().right,
    );
    await expect(card).toHaveAttribute(
      'title',
      'Muhammad Rizki Ramadhan Putra Pratama Wijayakusuma Hadiningrat',
    );
  },
};

/** Spec 2 §6: a doctor sees only their own row (the page filters with the domain's rule). */
export const PractitionerView: Story = {
  args: {
    doctors: visibleTimetableDoctors(normalDay, { role: 'ROLE_DOCTOR', userId: 'doc-2' }),
  },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid');
    await expect(within(grid).getAllByRole('rowheader')).toHaveLength(1);
    await expect(within(grid).getByRole('rowheader')).toHaveTextContent('drg. Bella Kusuma');
    await expect(canvas.queryByText('Siti Rahma')).toBeNull();
  },
};

/** Without an add handler the grid only shows: no plus buttons, no drag, Enter opens cards. */
export const ReadOnly: Story = {
  args: { onAddReservation: undefined },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.queryAllByRole('button', { name: /Tambah reservasi/ })).toHaveLength(0);
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: cellAt(canvasElement, 0, 15) },
      { keys: '[/MouseLeft]', target: cellAt(canvasElement, 0, 15) },
    ]);
    await expect(cellAt(canvasElement, 0, 15)).not.toHaveAttribute('data-selected');
    await expect(cellAt(canvasElement, 0, 15)).toHaveAccessibleName('kosong');
    await expect(args.onOpenReservation).not.toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('grid', { name: /Reservation timetable, Monday, 23 November 2026/ }),
    ).toBeVisible();
    await expect(cellAt(canvasElement, 0, 10)).toHaveAccessibleName('free');
    await expect(
      canvas.getByRole('button', { name: 'Citra Lestari No. 3, Booked 11:00–11:15' }),
    ).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Status legend' })).toBeVisible();
  },
};
