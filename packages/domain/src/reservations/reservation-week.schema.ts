import { z } from 'zod';
import { idSchema, isoDateField } from '../validation/fields';

/**
 * `GET /reservation/v1/week` (docs/api.md, "Reservations"): one practitioner's reservations of
 * the week, Monday to Sunday, that holds `date` (docs/decisions/0061-week-view.md).
 */
export const reservationWeekQuerySchema = z.object({
  doctor_id: idSchema('fields.doctor'),
  date: isoDateField('fields.dateVisit'),
});
export type ReservationWeekQuery = z.infer<typeof reservationWeekQuerySchema>;
