import useSWR, { type ScopedMutator } from 'swr';
import type {
  AddReservationForm,
  ReservationIntent,
} from '@praktik/domain/reservations/add-reservation.schema';
import { holdsSlot } from '@praktik/domain/reservations/slot-holding';
import { timeToMinutes, type MinuteRange } from '@praktik/domain/slots/time-of-day';
import type { VisitStatus } from '@praktik/domain/visits/status';
import type { AgendaListReservation } from '@praktik/ui/AgendaList';
import type { TimetableDoctor } from '@praktik/ui/TimetableGrid';
import type { WeekAgendaDay } from '@praktik/ui/WeekAgenda';
import { request } from './fetcher';
import { keyFilters, keys } from './keys';
import { toPreviewDay, type AvailableSlotsDay, type PreviewDay } from './preview-day';

/*
 * The reservation service (spec 2 §2.2, §2.3, §7): GET /api2/reservation/v1/get-reservation-data
 * and POST /api2/reservation/v1/save-reservation, plus the day's bookable slots from
 * POST /api2/schedule/get-available-slots (docs/api.md, "Reservations" and "Schedules").
 */

const BASE = '/api2/reservation/v1';

/** A reservation of a timetable row, as the server carries it (contract `TimetableRowView`). */
export interface TimetableRowReservation {
  id: string;
  availability_start: string;
  availability_end: string;
  patientId: string | null;
  name: string | null;
  noSequence: number | string | null;
  status: VisitStatus;
  noShow: boolean;
  source: 'CLINIC' | 'ONLINE';
  /** An online booking not yet confirmed by its mail's link. */
  unconfirmed: boolean;
  /** The service booked; `GET /api2/onboarding/services` names it. */
  serviceId: string | null;
  /** Where a transfer moved this reservation's patient (null: not moved). */
  transferredTo: { bookingId: string; doctorId: string; doctorName: string } | null;
}

/** One practitioner's row of `get-reservation-data` (contract `TimetableRowView`). */
export interface TimetableRowView {
  doctorId: string;
  doctorName: string;
  role: string;
  durationVisit: number;
  availableSlot: { availability_start: string; availability_end: string }[];
  reservations: TimetableRowReservation[];
}

/**
 * A row of the grid, with the schedule's visit duration the add dialog starts from and the
 * practitioner's role the agenda's default reads (`agendaDoctorOf`).
 */
export interface TimetableDoctorRow extends TimetableDoctor {
  durationVisit: number;
  role: string;
}

/** The answer of `save-reservation` (contract `ReservationDetail`), the members the app reads. */
export interface ReservationDetail {
  id: string;
  reservation_date: string;
  time_slots: { availability_start: string; availability_end: string };
  doctor_id: string;
  doctor_name: string;
  status: VisitStatus;
  no_sequence: number | null;
  patient_id: string | null;
  user_name: string | null;
  patient_no_shows: number;
  visit_id: string | null;
}

function minuteRange(span: {
  availability_start: string;
  availability_end: string;
}): MinuteRange | null {
  const start = timeToMinutes(span.availability_start);
  const end = timeToMinutes(span.availability_end);
  return start === null || end === null || end <= start ? null : { start, end };
}

/**
 * A server reservation as a card of the day views and the week: a no-show, an unconfirmed online
 * booking and a moved patient marked as such.
 */
export function toAgendaReservation(reservation: TimetableRowReservation): AgendaListReservation {
  return {
    id: reservation.id,
    start: reservation.availability_start,
    end: reservation.availability_end,
    patientName: reservation.name ?? '',
    noSequence: reservation.noSequence ?? '',
    status: reservation.status,
    noShow: reservation.noShow,
    unconfirmed: reservation.unconfirmed,
    transferredTo: reservation.transferredTo?.doctorName ?? null,
    serviceId: reservation.serviceId,
  };
}

/**
 * A server row as the grid's `TimetableDoctor`: the schedule's spans in minutes, one card per
 * reservation that still holds its time (a cancelled one is left off: its hour is free again),
 * a no-show card, an unconfirmed online booking's card and a moved patient's card marked as such.
 */
export function toTimetableDoctor(row: TimetableRowView): TimetableDoctorRow {
  return {
    doctorId: row.doctorId,
    doctorName: row.doctorName,
    durationVisit: row.durationVisit,
    role: row.role,
    scheduled: row.availableSlot.flatMap((span) => minuteRange(span) ?? []),
    reservations: row.reservations
      .filter((reservation) => holdsSlot(reservation.status))
      .map(toAgendaReservation),
  };
}

export async function getTimetable(date: string): Promise<TimetableDoctorRow[]> {
  const search = new URLSearchParams({ reservation_date: date }).toString();
  const answer = await request<{ data: TimetableRowView[] }>(
    `${BASE}/get-reservation-data?${search}`,
  );
  return answer.data.map(toTimetableDoctor);
}

/** The timetable of a date; the previous date's rows stay on screen while the next loads. */
export function useTimetable(date: string) {
  return useSWR(keys.timetable(date), ([, d]) => getTimetable(d), { keepPreviousData: true });
}

/** `GET /reservation/v1/week`'s answer (contract `ReservationWeekView`). */
export interface ReservationWeekView {
  doctorId: string;
  doctorName: string;
  role: string;
  weekStart: string;
  weekEnd: string;
  days: {
    date: string;
    availableSlot: { availability_start: string; availability_end: string }[];
    reservations: TimetableRowReservation[];
  }[];
}

/** A practitioner's week as the week view's days: the hours worked in minutes, the cards. */
export function toWeekAgendaDays(week: ReservationWeekView): WeekAgendaDay[] {
  return week.days.map((day) => ({
    date: day.date,
    scheduled: day.availableSlot.flatMap((span) => minuteRange(span) ?? []),
    reservations: day.reservations
      .filter((reservation) => holdsSlot(reservation.status))
      .map(toAgendaReservation),
  }));
}

export async function getReservationWeek(
  doctorId: string,
  weekStart: string,
): Promise<WeekAgendaDay[]> {
  const search = new URLSearchParams({ doctor_id: doctorId, date: weekStart }).toString();
  const answer = await request<{ data: ReservationWeekView }>(`${BASE}/week?${search}`);
  return toWeekAgendaDays(answer.data);
}

/** One practitioner's week (its Monday); null asks for nothing (the week is not shown). */
export function useReservationWeek(query: { doctorId: string; weekStart: string } | null) {
  return useSWR(query ? keys.reservationWeek(query.doctorId, query.weekStart) : null, ([, d, w]) =>
    getReservationWeek(d, w),
  );
}

/** A practitioner's slots of one date, of `duration` minutes (booked and past ones marked). */
export async function getDaySlots(
  practitionerId: string,
  date: string,
  duration: number,
): Promise<PreviewDay> {
  const answer = await request<{ data: { duration: number; days: AvailableSlotsDay[] } }>(
    '/api2/schedule/get-available-slots',
    { method: 'POST', body: { doctor_id: practitionerId, date, days: 1, duration } },
  );
  const day = answer.data.days[0];
  return day ? toPreviewDay(day) : { date, slots: [] };
}

export function useDaySlots(query: { practitionerId: string; date: string; duration: number }) {
  return useSWR(keys.daySlots(query.practitionerId, query.date, query.duration), ([, p, d, m]) =>
    getDaySlots(p, d, m),
  );
}

/**
 * Books (SAVE) or books and starts the visit (SAVE_AND_START). The server validates the form
 * with the same schema; `endPreviousVisit` answers the active-visit question with "end it".
 */
export async function saveReservation(
  form: AddReservationForm,
  intent: ReservationIntent,
  endPreviousVisit = false,
): Promise<ReservationDetail> {
  const body = endPreviousVisit ? { ...form, intent, endPreviousVisit } : { ...form, intent };
  const answer = await request<{ data: ReservationDetail }>(`${BASE}/save-reservation`, {
    method: 'POST',
    body,
  });
  return answer.data;
}

/** After a booking (or a refused one): the date's timetable and every slot list read again. */
export function revalidateBooking(mutate: ScopedMutator, date: string): Promise<unknown> {
  return Promise.all([mutate(keyFilters.timetableOf(date)), mutate(keyFilters.reservationSlots)]);
}

/** How often the patient did not come to a booking in this clinic (0: never). */
export async function getPatientNoShows(patientId: string): Promise<number> {
  const answer = await request<{ data: { patientId: string; no_shows: number } }>(
    `${BASE}/patient-no-shows/${encodeURIComponent(patientId)}`,
  );
  return answer.data.no_shows;
}

/** The chosen patient's no-show count, none while no patient is chosen. */
export function usePatientNoShows(patientId: string | null) {
  return useSWR(patientId ? keys.patientNoShows(patientId) : null, ([, id]) =>
    getPatientNoShows(id),
  );
}
