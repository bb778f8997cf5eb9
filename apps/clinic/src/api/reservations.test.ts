import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TimetableRowView } from './reservations';
import { json, stubBrowserWindow } from './api-test-stubs';

stubBrowserWindow();

const { saveSession } = await import('../session/session');
const { keyFilters, keys } = await import('./keys');
const { getDaySlots, getReservationWeek, getTimetable, saveReservation, toTimetableDoctor } =
  await import('./reservations');
type Row = TimetableRowView;

const DOCTOR = '5b0c8f5e-9d5c-4a7e-8d8e-2f7d3b6c1a01';

const reservation = (
  id: string,
  start: string,
  status: Row['reservations'][number]['status'],
  extra: Partial<Row['reservations'][number]> = {},
): Row['reservations'][number] => ({
  id,
  availability_start: start,
  availability_end: start.replace(/:00:00$/, ':30:00'),
  patientId: `p-${id}`,
  name: `Pasien ${id}`,
  noSequence: Number(id.replace(/\D/g, '')),
  status,
  noShow: false,
  source: 'CLINIC',
  unconfirmed: false,
  serviceId: 'svc-gp',
  transferredTo: null,
  ...extra,
});

const row: Row = {
  doctorId: DOCTOR,
  doctorName: 'dr. Andi',
  role: 'ROLE_DOCTOR',
  durationVisit: 30,
  availableSlot: [
    { availability_start: '08:00:00', availability_end: '12:00:00' },
    { availability_start: '13:00:00', availability_end: '16:30:00' },
  ],
  reservations: [
    reservation('r1', '09:00:00', 'DONE'),
    reservation('r2', '10:00:00', 'CANCELLED'),
    reservation('r3', '11:00:00', 'BOOKED', { noShow: true }),
    reservation('r4', '14:00:00', 'BOOKED', {
      name: null,
      source: 'ONLINE',
      noSequence: null,
      unconfirmed: true,
    }),
  ],
};

describe('toTimetableDoctor', () => {
  it('turns the schedule spans into minutes of the day', () => {
    expect(toTimetableDoctor(row).scheduled).toEqual([
      { start: 480, end: 720 },
      { start: 780, end: 990 },
    ]);
  });

  it('leaves cancelled reservations off the grid and marks a no-show', () => {
    const cards = toTimetableDoctor(row).reservations;
    expect(cards.map((card) => card.id)).toEqual(['r1', 'r3', 'r4']);
    expect(cards.find((card) => card.id === 'r3')).toMatchObject({
      start: '11:00:00',
      end: '11:30:00',
      patientName: 'Pasien r3',
      noSequence: 3,
      status: 'BOOKED',
      noShow: true,
    });
    expect(cards.find((card) => card.id === 'r1')?.noShow).toBe(false);
  });

  it('marks a card whose patient a transfer moved with where they went, the others not', () => {
    const moved: Row = {
      ...row,
      reservations: [
        reservation('r5', '09:00:00', 'DONE', {
          transferredTo: { bookingId: 'r6', doctorId: 'doc-sari', doctorName: 'dr. Sari' },
        }),
        reservation('r7', '10:00:00', 'DONE'),
      ],
    };
    const cards = toTimetableDoctor(moved).reservations;
    expect(cards.map((card) => [card.id, card.transferredTo])).toEqual([
      ['r5', 'dr. Sari'],
      ['r7', null],
    ]);
  });

  it('shows an online booking without a patient yet with an empty name and number', () => {
    const card = toTimetableDoctor(row).reservations.find((c) => c.id === 'r4');
    expect(card).toMatchObject({ patientName: '', noSequence: '' });
  });

  it('passes the service booked on, for the agenda to name (none: null)', () => {
    const cards = toTimetableDoctor({
      ...row,
      reservations: [
        reservation('r1', '09:00:00', 'BOOKED'),
        reservation('r3', '11:00:00', 'BOOKED', { serviceId: null }),
      ],
    }).reservations;
    expect(cards.map((card) => card.serviceId)).toEqual(['svc-gp', null]);
  });

  it('passes an unconfirmed online booking on to its card', () => {
    const cards = toTimetableDoctor(row).reservations;
    expect(cards.find((c) => c.id === 'r4')?.unconfirmed).toBe(true);
    expect(cards.find((c) => c.id === 'r3')?.unconfirmed).toBe(false);
  });

  it('keeps the doctor and the schedule duration, and skips a span that is not a time', () => {
    const mapped = toTimetableDoctor({
      ...row,
      availableSlot: [{ availability_start: 'x', availability_end: '10:00:00' }],
    });
    expect(mapped).toMatchObject({ doctorId: DOCTOR, doctorName: 'dr. Andi', durationVisit: 30 });
    expect(mapped.scheduled).toEqual([]);
  });
});

describe('reservation calls', () => {
  beforeEach(() => {
    saveSession({ idToken: 'token', refreshToken: 'refresh' });
  });

  it('reads the date’s rows from get-reservation-data and maps them', async () => {
    const fetchMock = vi.fn(async () => json({ data: [row] }));
    vi.stubGlobal('fetch', fetchMock);
    const rows = await getTimetable('2026-11-27');
    const [url] = fetchMock.mock.calls[0] as unknown as [string];
    expect(url).toBe('/api2/reservation/v1/get-reservation-data?reservation_date=2026-11-27');
    expect(rows[0]?.reservations).toHaveLength(3);
  });

  it("reads one practitioner's week from /week: each day's hours in minutes and its cards", async () => {
    const day = (date: string, hours: boolean, reservations: Row['reservations']) => ({
      date,
      availableSlot: hours
        ? [{ availability_start: '09:00:00', availability_end: '12:00:00' }]
        : [],
      reservations,
    });
    const fetchMock = vi.fn(async () =>
      json({
        data: {
          doctorId: DOCTOR,
          doctorName: 'dr. Andi',
          role: 'ROLE_DOCTOR',
          weekStart: '2026-11-23',
          weekEnd: '2026-11-29',
          days: [
            day('2026-11-23', true, [
              reservation('r1', '09:00:00', 'BOOKED', {
                transferredTo: { bookingId: 'x', doctorId: 'd2', doctorName: 'dr. Sari' },
              }),
            ]),
            day('2026-11-24', false, []),
          ],
        },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const days = await getReservationWeek(DOCTOR, '2026-11-23');
    const [url] = fetchMock.mock.calls[0] as unknown as [string];
    expect(url).toBe(`/api2/reservation/v1/week?doctor_id=${DOCTOR}&date=2026-11-23`);
    expect(days).toEqual([
      {
        date: '2026-11-23',
        scheduled: [{ start: 540, end: 720 }],
        reservations: [
          {
            id: 'r1',
            start: '09:00:00',
            end: '09:30:00',
            patientName: 'Pasien r1',
            noSequence: 1,
            status: 'BOOKED',
            noShow: false,
            unconfirmed: false,
            transferredTo: 'dr. Sari',
            serviceId: 'svc-gp',
          },
        ],
      },
      // A day off: no hours.
      { date: '2026-11-24', scheduled: [], reservations: [] },
    ]);
  });

  it('asks the available slots of one day in quarter hours', async () => {
    const fetchMock = vi.fn(async () =>
      json({
        data: {
          duration: 15,
          days: [
            {
              date: '2026-11-27',
              slots: [
                { availability_start: '09:00:00', availability_end: '09:15:00', available: true },
                {
                  availability_start: '09:15:00',
                  availability_end: '09:30:00',
                  available: false,
                  reason: 'booked',
                },
              ],
            },
          ],
        },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const day = await getDaySlots(DOCTOR, '2026-11-27', 15);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      doctor_id: DOCTOR,
      date: '2026-11-27',
      days: 1,
      duration: 15,
    });
    expect(day.slots[1]).toMatchObject({ isAvailable: false, reason: 'booked' });
  });

  it('sends the form with its intent, and endPreviousVisit only when asked', async () => {
    const fetchMock = vi.fn(async () => json({ data: { id: 'r9' } }, 201));
    vi.stubGlobal('fetch', fetchMock);
    const form = {
      patientTab: 'EXISTING' as const,
      patientId: 'p1',
      doctorId: DOCTOR,
      dateVisit: '2026-11-27',
      timeVisit: ['09:00:00'],
      serviceId: '1',
    };
    await saveReservation(form, 'SAVE');
    await saveReservation(form, 'SAVE_AND_START', true);
    const bodies = fetchMock.mock.calls.map((call) =>
      JSON.parse(String((call as unknown as [string, RequestInit])[1].body)),
    );
    expect(bodies[0]).toEqual({ ...form, intent: 'SAVE' });
    expect(bodies[1]).toEqual({ ...form, intent: 'SAVE_AND_START', endPreviousVisit: true });
  });

  it('revalidates a date’s timetable and the slot lists by filter', () => {
    expect(keyFilters.timetableOf('2026-11-27')(keys.timetable('2026-11-27'))).toBe(true);
    expect(keyFilters.timetableOf('2026-11-27')(keys.timetable('2026-11-28'))).toBe(false);
    expect(keyFilters.timetables(keys.timetable('2026-11-28'))).toBe(true);
    expect(keyFilters.reservationSlots(keys.daySlots(DOCTOR, '2026-11-27', 15))).toBe(true);
    expect(keyFilters.reservationSlots(keys.weekSlots(DOCTOR, '2026-11-22', 7, 15))).toBe(true);
  });
});
