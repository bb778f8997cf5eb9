import useSWR from 'swr';
import type { ReminderSent } from '@praktik/domain/packages/whatsapp-reminder-record';
import { request } from './fetcher';
import { keys } from './keys';

/*
 * Tomorrow's reminders: GET /api2/reservation/v1/reminders, owner and staff only (docs/api.md,
 * "Reservations").
 */

/** One BOOKED reservation of the day with its WhatsApp reminder (a row of `/reminders`). */
export interface ReservationReminder {
  reservationId: string;
  /** The patient's name, or the online booker's until a patient is chosen. */
  patientName: string;
  doctorName: string;
  /** YYYY-MM-DD, the clinic's date */
  reservation_date: string;
  time_slots: { availability_start: string; availability_end: string };
  /** 62…, null when the reservation has no number to send to. */
  phoneNumber: string | null;
  /** `https://wa.me/62…?text=` the reminder in the patient's language; null without a number. */
  whatsappUrl: string | null;
  locale: 'id' | 'en';
  /** The latest time someone of the clinic opened this reminder, null before the first. */
  lastReminder: ReminderSent | null;
}

/**
 * The BOOKED reservations of tomorrow in the clinic's zone, in time order. No date is sent: the
 * server knows the clinic's zone and its clock, so "tomorrow" is its decision.
 */
export async function getTomorrowsReminders(): Promise<ReservationReminder[]> {
  return (await request<{ data: ReservationReminder[] }>('/api2/reservation/v1/reminders')).data;
}

/**
 * How often an open list of reminders asks again, so a send by the receptionist at the next desk
 * shows before this one sends it too (decision 0052).
 */
export const REMINDER_LIST_REFRESH_MS = 30_000;

/**
 * Tomorrow's reminders, read again each time the dialog opens (SWR revalidates on mount) and
 * while it stays open.
 */
export function useTomorrowsReminders() {
  return useSWR(keys.tomorrowsReminders(), () => getTomorrowsReminders(), {
    refreshInterval: REMINDER_LIST_REFRESH_MS,
  });
}

/** Records that the caller opened the reservation's WhatsApp reminder. */
export async function recordReservationReminderSend(reservationId: string): Promise<ReminderSent> {
  return (
    await request<{ data: ReminderSent }>(
      `/api2/reservation/v1/reminders/${encodeURIComponent(reservationId)}/sends`,
      { method: 'POST' },
    )
  ).data;
}
