import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReservationReminder } from './reservation-reminders';
import { callOf, json, ownerIdToken, stubBrowserWindow } from './api-test-stubs';

stubBrowserWindow();

const { saveSession } = await import('../session/session');
const { ApiError } = await import('./error');
const { keys } = await import('./keys');
const { getTomorrowsReminders, recordReservationReminderSend } =
  await import('./reservation-reminders');

const reminder: ReservationReminder = {
  reservationId: 'r1',
  patientName: 'Siti Rahayu',
  doctorName: 'dr. Andi Pratama',
  reservation_date: '2026-11-27',
  time_slots: { availability_start: '09:00:00', availability_end: '09:15:00' },
  phoneNumber: '6281234567890',
  whatsappUrl: 'https://wa.me/6281234567890?text=Halo',
  locale: 'id',
  lastReminder: null,
};

beforeEach(() => {
  saveSession({ idToken: ownerIdToken(), refreshToken: 'r', onboardingCompleted: true });
});

describe('tomorrow’s reminders api', () => {
  it('asks /reminders without a date (tomorrow is the server’s) and answers its rows', async () => {
    const fetchMock = vi.fn(async () => json({ data: [reminder] }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(getTomorrowsReminders()).resolves.toEqual([reminder]);
    const { url, init } = callOf(fetchMock);
    expect(url).toBe('/api2/reservation/v1/reminders');
    expect((init.headers as Record<string, string>).Authorization).toMatch(/^Bearer /);
  });

  it('throws a practitioner’s 403 with the server’s detail', async () => {
    vi.stubGlobal('fetch', async () =>
      json({ status: 403, title: 'Forbidden', detail: 'Akses ditolak' }, 403),
    );
    const failure = getTomorrowsReminders();
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 403, detail: 'Akses ditolak' });
  });

  it('records a send with a bodiless POST on the reservation, and answers who sent it', async () => {
    const sent = { sent_at: '2026-11-26T07:05:00.000Z', sent_by_id: 'u1', sent_by_name: 'Rina' };
    const fetchMock = vi.fn(async () => json({ data: sent }, 201));
    vi.stubGlobal('fetch', fetchMock);
    await expect(recordReservationReminderSend('r 1')).resolves.toEqual(sent);
    const { url, init } = callOf(fetchMock);
    expect(url).toBe('/api2/reservation/v1/reminders/r%201/sends');
    expect(init.method).toBe('POST');
    expect(init.body).toBeUndefined();
  });

  it('keys the list by its resource, apart from the timetable of any date', () => {
    expect(keys.tomorrowsReminders()).toEqual(['reservation-reminders', 'tomorrow']);
    expect(keys.tomorrowsReminders()[0]).not.toBe(keys.timetable('2026-11-27')[0]);
  });
});
