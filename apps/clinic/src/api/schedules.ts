import useSWR, { useSWRConfig } from 'swr';
import {
  doctorScheduleSchema,
  toScheduleSaveBody,
  type DoctorSchedule,
} from '@praktik/domain/slots/doctor-schedule.schema';
import { PREVIEW_DAYS } from '@praktik/domain/slots/preview-week';
import { request } from './fetcher';
import { keyFilters, keys } from './keys';
import { toPreviewDay, type AvailableSlotsDay, type PreviewDay } from './preview-day';

/*
 * Weekly schedules (spec 2 §2.11, §7): GET /api2/schedule/get-doctor-schedule/{id},
 * POST /api2/schedule/save-schedule-doctor and POST /api2/schedule/get-available-slots
 * (docs/api.md, "Schedules").
 */

const BASE = '/api2/schedule';

/** The stored week, read through the shared schema (seven days in order, times 'HH:mm:ss'). */
export async function getDoctorSchedule(practitionerId: string): Promise<DoctorSchedule> {
  const answer = await request<{ data: unknown }>(
    `${BASE}/get-doctor-schedule/${encodeURIComponent(practitionerId)}`,
  );
  return doctorScheduleSchema.parse(answer.data);
}

/**
 * Saves the whole week (the contract's `ScheduleSaveBody`). The clinic is the token's: the
 * spec's `busines_id` is not sent. Answers the week as saved.
 */
export async function saveDoctorSchedule(
  practitionerId: string,
  schedule: DoctorSchedule,
): Promise<DoctorSchedule> {
  const { busines_id: _ignored, ...body } = toScheduleSaveBody(schedule, {
    doctorId: practitionerId,
    businessId: '',
  });
  const answer = await request<{ data: unknown }>(`${BASE}/save-schedule-doctor`, {
    method: 'POST',
    body,
  });
  return doctorScheduleSchema.parse(answer.data);
}

/** The bookable slots of `PREVIEW_DAYS` days from `firstDay`, of the visit duration given. */
export async function getWeekSlots(
  practitionerId: string,
  firstDay: string,
  duration: number,
): Promise<PreviewDay[]> {
  const answer = await request<{ data: { duration: number; days: AvailableSlotsDay[] } }>(
    `${BASE}/get-available-slots`,
    {
      method: 'POST',
      body: { doctor_id: practitionerId, date: firstDay, days: PREVIEW_DAYS, duration },
    },
  );
  return answer.data.days.map(toPreviewDay);
}

/** A practitioner's week (null: not asked, e.g. the page may not show it). */
export function useDoctorSchedule(practitionerId: string | null) {
  return useSWR(practitionerId ? keys.doctorSchedule(practitionerId) : null, () =>
    getDoctorSchedule(practitionerId!),
  );
}

/** The preview's week of bookable slots (null: not yet, e.g. before the schedule is read). */
export function useWeekSlots(
  query: { practitionerId: string; firstDay: string; duration: number } | null,
) {
  return useSWR(
    query
      ? keys.weekSlots(query.practitionerId, query.firstDay, PREVIEW_DAYS, query.duration)
      : null,
    () => getWeekSlots(query!.practitionerId, query!.firstDay, query!.duration),
    { keepPreviousData: true },
  );
}

/**
 * Saves the week, then reloads it and its previews from the server (no optimistic write of the
 * cache: what shows after a save is what the server holds). Failures throw the server's ApiError.
 */
export function useSaveDoctorSchedule(practitionerId: string | null) {
  const { mutate } = useSWRConfig();
  return async (schedule: DoctorSchedule) => {
    if (!practitionerId) return;
    await saveDoctorSchedule(practitionerId, schedule);
    await Promise.all([
      mutate(keys.doctorSchedule(practitionerId)),
      mutate(keyFilters.weekSlotsOf(practitionerId)),
    ]);
  };
}
