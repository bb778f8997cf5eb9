import { z } from 'zod';
import { timetableReservationViewSchema } from './reservation-view.schema';

const timeSlotsSchema = z.object({ availability_start: z.string(), availability_end: z.string() });

/**
 * `GET /reservation/v1/week`'s answer: one practitioner's seven days, Monday to Sunday, each with
 * the spans they work that day (none: a day off) and their reservations by time, carried as the
 * timetable's cards (docs/decisions/0061-week-view.md).
 */
export const reservationWeekViewSchema = z.object({
  doctorId: z.string(),
  doctorName: z.string(),
  role: z.string(),
  /** The week's Monday and Sunday ('YYYY-MM-DD'). */
  weekStart: z.string(),
  weekEnd: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      availableSlot: z.array(timeSlotsSchema),
      reservations: z.array(timetableReservationViewSchema),
    }),
  ),
});
export type ReservationWeekView = z.infer<typeof reservationWeekViewSchema>;
