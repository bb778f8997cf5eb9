import { z } from 'zod';
import { VISIT_STATUSES } from '../visits/status';

/** The SSE event name of a reservation change on `GET /reservation/v1/events`. */
export const RESERVATION_EVENT = 'reservation';
/**
 * The SSE event name that says changes may have been missed (the server lost its database
 * connection for a while): a timetable reads its data again.
 */
export const RESERVATION_RESYNC_EVENT = 'resync';

/**
 * What a timetable learns of a change (docs/api.md, "Reservations", events): which day and
 * practitioner's row to read again. No patient data: the row is read through the normal, authorized
 * calls.
 */
export const reservationEventSchema = z.object({
  date: z.iso.date(),
  practitionerId: z.uuid(),
  reservationId: z.uuid(),
  status: z.enum(VISIT_STATUSES),
});
export type ReservationEvent = z.infer<typeof reservationEventSchema>;
