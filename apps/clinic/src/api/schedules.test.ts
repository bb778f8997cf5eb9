import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyDoctorSchedule } from '@praktik/domain/slots/doctor-schedule.schema';
import { addScheduleSlot, setDayActive } from '@praktik/domain/slots/schedule-edits';
import { callOf, json, ownerIdToken, stubBrowserWindow } from './api-test-stubs';

stubBrowserWindow();

const { saveSession } = await import('../session/session');
const { ApiError } = await import('./error');
const { keyFilters, keys } = await import('./keys');
const { getDoctorSchedule, getWeekSlots, saveDoctorSchedule } = await import('./schedules');
const { toPreviewDay } = await import('./preview-day');

const DOCTOR = '5b0c8f5e-9d5c-4a7e-8d8e-2f7d3b6c1a01';

beforeEach(() => {
  saveSession({ idToken: ownerIdToken(), refreshToken: 'r', onboardingCompleted: true });
});

describe('schedule api', () => {
  it('reads a week through the shared schema (times carried as HH:mm:ss)', async () => {
    const week = addScheduleSlot(emptyDoctorSchedule(), 2, {
      from: '09:00:00',
      to: '12:00:00',
      enabled: true,
    });
    const fetchMock = vi.fn(async () => json({ data: week }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(getDoctorSchedule(DOCTOR)).resolves.toEqual(week);
    const { url, init } = callOf(fetchMock);
    expect(url).toBe(`/api2/schedule/get-doctor-schedule/${DOCTOR}`);
    expect((init.headers as Record<string, string>).Authorization).toMatch(/^Bearer /);
  });

  it('saves the whole week as the contract’s body, without busines_id', async () => {
    const week = setDayActive(emptyDoctorSchedule(), 3, true);
    const fetchMock = vi.fn(async () => json({ data: week }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(saveDoctorSchedule(DOCTOR, week)).resolves.toEqual(week);
    const { url, init, body } = callOf(fetchMock);
    expect(url).toBe('/api2/schedule/save-schedule-doctor');
    expect(init.method).toBe('POST');
    expect(body).toEqual({
      duration_visit: 15,
      weekend_mode: false,
      doctor_id: DOCTOR,
      availabilities: [1, 2, 3, 4, 5, 6, 7].map((day) => ({
        day,
        active_in_day: day === 3,
        slots: [],
      })),
    });
  });

  it('throws the server’s refusal with its detail', async () => {
    vi.stubGlobal('fetch', async () =>
      json(
        { status: 400, title: 'Bad Request', detail: 'Slot jadwal tidak boleh bertumpang tindih' },
        400,
      ),
    );
    const failure = saveDoctorSchedule(DOCTOR, emptyDoctorSchedule());
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      detail: 'Slot jadwal tidak boleh bertumpang tindih',
    });
  });

  it('asks seven days of slots from the first day, in the schedule’s duration', async () => {
    const fetchMock = vi.fn(async () =>
      json({
        data: {
          duration: 30,
          days: [
            {
              date: '2026-11-29',
              slots: [
                { availability_start: '09:00:00', availability_end: '09:30:00', available: true },
                {
                  availability_start: '09:30:00',
                  availability_end: '10:00:00',
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
    const days = await getWeekSlots(DOCTOR, '2026-11-29', 30);
    expect(callOf(fetchMock).body).toEqual({
      doctor_id: DOCTOR,
      date: '2026-11-29',
      days: 7,
      duration: 30,
    });
    expect(days).toEqual([
      {
        date: '2026-11-29',
        slots: [
          { start: '09:00:00', end: '09:30:00', isAvailable: true, reason: null },
          { start: '09:30:00', end: '10:00:00', isAvailable: false, reason: 'booked' },
        ],
      },
    ]);
  });

  it('a free slot carries no reason; the preview keys of one practitioner are found again', () => {
    expect(
      toPreviewDay({
        date: '2026-11-30',
        slots: [{ availability_start: '13:00:00', availability_end: '14:00:00', available: true }],
      }).slots[0]?.reason,
    ).toBeNull();
    expect(keyFilters.weekSlotsOf(DOCTOR)(keys.weekSlots(DOCTOR, '2026-11-29', 7, 60))).toBe(true);
    expect(keyFilters.weekSlotsOf(DOCTOR)(keys.weekSlots('other', '2026-11-29', 7, 60))).toBe(
      false,
    );
    expect(keyFilters.weekSlotsOf(DOCTOR)(keys.doctorSchedule(DOCTOR))).toBe(false);
  });
});
