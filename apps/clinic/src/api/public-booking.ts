import useSWR, { useSWRConfig } from 'swr';
import type { PublicBooking } from '@praktik/domain/reservations/public-booking.schema';
import type { Role } from '@praktik/domain/access/roles';
import { request, requestWithResponse } from './fetcher';
import { keyFilters, keys } from './keys';
import { toPreviewDay, type AvailableSlotsDay, type PreviewDay } from './preview-day';

/*
 * The public booking calls (spec 1 §7; docs/api.md, "Public booking"): no
 * token, published clinics only. Every call goes without the bearer header, so a signed-in
 * member of some clinic books as a patient like anyone else.
 */

const PUBLIC = { auth: false } as const;

export interface PublicService {
  id: string;
  name: string;
}

/** A published clinic as the patient pages list it. */
export interface ClinicCard {
  id: string;
  name: string;
  address: string | null;
  logo: string | null;
  mainPhoto: string | null;
  primaryColor: string | null;
  services: PublicService[];
}

export interface PublicPractitioner {
  id: string;
  name: string;
  role: Role;
}

export interface ClinicDetail extends ClinicCard {
  practitioners: PublicPractitioner[];
}

/** A booking as its patient sees it (success and cancel pages, the mail). */
export interface PublicReservation {
  id: string;
  status: string;
  reservation_date: string;
  time_slots: { availability_start: string; availability_end: string };
  duration_visit: number;
  doctor_id: string;
  doctor_name: string;
  service_name: string | null;
  clinic: {
    id: string;
    name: string;
    address: string | null;
    /** The clinic's contact, from its profile. */
    email: string | null;
    phoneNumber: string | null;
  };
  user_name: string;
  user_email: string;
  locale: 'id' | 'en';
  /** The booker opened the mail's confirm link. */
  confirmed: boolean;
  /** Cancelled because it was not confirmed within the clinic's time. */
  expired: boolean;
  /** Whether its patient may move it online now; the clinic's cutoff (null: they call). */
  patient_reschedule: { allowed: boolean; cutoff_hours: number | null };
  token: string;
  cancelUrl: string;
  googleCalendarUrl: string;
}

/** The 15-minute units the slot picker shows (it groups them into the visit's length itself). */
export const PUBLIC_SLOT_UNIT_MINUTES = 15;

const enc = encodeURIComponent;

export async function getPublicServices(): Promise<PublicService[]> {
  return (await request<{ data: PublicService[] }>('/api2/services/1', PUBLIC)).data;
}

/** A page of published clinics and how many there are in all (`x-total-count`). */
export async function getPublicClinics(
  page: number,
  size: number,
): Promise<{ clinics: ClinicCard[]; total: number }> {
  const answer = await requestWithResponse<{ data: ClinicCard[] }>(
    `/api2/service-provider/app/1?page=${page}&size=${size}`,
    PUBLIC,
  );
  const total = Number(answer.headers.get('x-total-count') ?? answer.data.data.length);
  return { clinics: answer.data.data, total };
}

export async function getClinicsOfService(serviceId: string): Promise<ClinicCard[]> {
  return (await request<{ data: ClinicCard[] }>(`/api2/service-provider/${enc(serviceId)}`, PUBLIC))
    .data;
}

export async function getPublicClinic(clinicId: string): Promise<ClinicDetail> {
  return (
    await request<{ data: ClinicDetail }>(
      `/api2/service-provider/provider/${enc(clinicId)}`,
      PUBLIC,
    )
  ).data;
}

/** `days` days of a practitioner's 15-minute units from `firstDay`. */
export async function getPublicSlots(
  clinicId: string,
  doctorId: string,
  firstDay: string,
  days: number,
): Promise<PreviewDay[]> {
  const answer = await request<{ data: { days: AvailableSlotsDay[] } }>(
    `/api2/service-provider/provider/${enc(clinicId)}/slots`,
    {
      ...PUBLIC,
      method: 'POST',
      body: { doctor_id: doctorId, date: firstDay, days, duration: PUBLIC_SLOT_UNIT_MINUTES },
    },
  );
  return answer.data.days.map(toPreviewDay);
}

/** Books; 409 (slot taken) and 429 (too many attempts) throw the server's ApiError. */
export async function bookPublicReservation(
  clinicId: string,
  booking: PublicBooking,
): Promise<PublicReservation> {
  return (
    await request<{ data: PublicReservation }>(
      `/api2/service-provider/provider/${enc(clinicId)}/reservations`,
      { ...PUBLIC, method: 'POST', body: booking },
    )
  ).data;
}

/**
 * Books, and keeps the server's answer as the success page's booking, so that page shows at once
 * without asking for what it was just given.
 */
export function useBookPublicReservation() {
  const { mutate } = useSWRConfig();
  return async (clinicId: string, booking: PublicBooking): Promise<PublicReservation> => {
    const booked = await bookPublicReservation(clinicId, booking);
    await mutate(keys.publicReservation(booked.id, booked.token), booked, { revalidate: false });
    return booked;
  };
}

export async function getPublicReservation(id: string, token: string): Promise<PublicReservation> {
  return (
    await request<{ data: PublicReservation }>(
      `/api2/public/reservation?id=${enc(id)}&token=${enc(token)}`,
      PUBLIC,
    )
  ).data;
}

export async function cancelPublicReservation(
  id: string,
  token: string,
): Promise<PublicReservation> {
  return (
    await request<{ data: PublicReservation }>('/api2/public/reservation/cancel', {
      ...PUBLIC,
      method: 'POST',
      body: { id, token },
    })
  ).data;
}

/** The patient's change of time by the booking's signed link: same practitioner and length. */
export async function reschedulePublicReservation(
  id: string,
  body: { token: string; dateVisit: string; timeVisit: readonly string[] },
): Promise<PublicReservation> {
  return (
    await request<{ data: PublicReservation }>(
      `/api2/public/reservation/${encodeURIComponent(id)}/reschedule`,
      { ...PUBLIC, method: 'POST', body },
    )
  ).data;
}

/** The mail's confirm link: its token is the mail's own, not the booking's read token. */
export async function confirmPublicReservation(
  id: string,
  token: string,
): Promise<PublicReservation> {
  return (
    await request<{ data: PublicReservation }>('/api2/public/reservation/confirm', {
      ...PUBLIC,
      method: 'POST',
      body: { id, token },
    })
  ).data;
}

/** The `.ics` download of a booking: a plain link, the browser saves the attachment. */
export function reservationIcsUrl(id: string, token: string): string {
  return `/api2/public/reservation.ics?id=${enc(id)}&token=${enc(token)}`;
}

export function usePublicServices(isWanted = true) {
  return useSWR(isWanted ? keys.publicServices() : null, getPublicServices);
}

export function usePublicClinics(page: number, size: number) {
  return useSWR(keys.publicClinics(page, size), () => getPublicClinics(page, size));
}

export function useClinicsOfService(serviceId: string | null) {
  return useSWR(serviceId ? keys.clinicsOfService(serviceId) : null, () =>
    getClinicsOfService(serviceId!),
  );
}

export function usePublicClinic(clinicId: string | null) {
  return useSWR(clinicId ? keys.publicClinic(clinicId) : null, () => getPublicClinic(clinicId!));
}

/** The header's week of units for one practitioner (null: no doctor chosen yet). */
export function usePublicWeekSlots(
  query: { clinicId: string; doctorId: string; firstDay: string; days: number } | null,
) {
  return useSWR(
    query ? keys.publicSlots(query.clinicId, query.doctorId, query.firstDay, query.days) : null,
    () => getPublicSlots(query!.clinicId, query!.doctorId, query!.firstDay, query!.days),
    { keepPreviousData: true },
  );
}

/** After a booking or a refused one: every slot list shown is read again. */
export function useRefreshPublicSlots() {
  const { mutate } = useSWRConfig();
  return () => mutate(keyFilters.publicSlots);
}

export function usePublicReservation(id: string | null, token: string | null) {
  return useSWR(
    id && token ? keys.publicReservation(id, token) : null,
    () => getPublicReservation(id!, token!),
    // A booking in the cache is the server's latest word (the booking's or the cancel's answer):
    // a page opened on it does not read it again.
    { revalidateIfStale: false },
  );
}
