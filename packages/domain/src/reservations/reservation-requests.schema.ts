import { z } from 'zod';
import { endVisitSchema } from '../visits/end-visit.schema';
import { idSchema, isoDateField } from '../validation/fields';
import { invalid } from '../validation/message';
import {
  addReservationAndStartSchema,
  addReservationSchema,
  type AddReservation,
  type ReservationIntent,
} from './add-reservation.schema';
import { rescheduleSchema } from './reschedule.schema';
import { transferSchema } from './transfer.schema';

export const RESERVATION_INTENTS = [
  'SAVE',
  'SAVE_AND_START',
] as const satisfies readonly ReservationIntent[];

const bookingId = idSchema('fields.booking');

/** An optional id of the request: blank or absent is "not sent". */
function optionalId(field: string) {
  return z
    .string({ error: invalid(field) })
    .trim()
    .max(64, { error: invalid(field) })
    .nullish()
    .transform((value) => (value ? value : undefined));
}

/**
 * `POST /reservation/v1/save-reservation` (docs/api.md, "Reservations"): the add-reservation
 * dialog's form plus the button pressed. "Simpan dan Mulai" needs what starting a visit needs (a
 * new patient's identity number), so the form is parsed by the schema of its intent and its
 * refusals keep the form's own field paths.
 */
export const saveReservationRequestSchema = z
  .looseObject({
    intent: z.enum(RESERVATION_INTENTS, { error: invalid('fields.intent') }).default('SAVE'),
    /** SAVE_AND_START's answer to the active-visit question: end that visit first. */
    endPreviousVisit: z.boolean().default(false),
  })
  .transform(
    (
      value,
      ctx,
    ): { intent: ReservationIntent; endPreviousVisit: boolean; form: AddReservation } => {
      const schema =
        value.intent === 'SAVE_AND_START' ? addReservationAndStartSchema : addReservationSchema;
      const parsed = schema.safeParse(value);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
        }
        return z.NEVER;
      }
      return { intent: value.intent, endPreviousVisit: value.endPreviousVisit, form: parsed.data };
    },
  );
export type SaveReservationRequest = z.infer<typeof saveReservationRequestSchema>;
export type SaveReservationRequestInput = z.input<typeof saveReservationRequestSchema>;

/**
 * `POST /reservation/v1/update-reservation`: cancel, change the patient, change the location.
 * Only cancelling is a status change here (starting and ending have their own calls), so any
 * other status is refused on `status`.
 */
export const updateReservationRequestSchema = z.object({
  booking_id: bookingId,
  status: z.literal('CANCELLED', { error: invalid('fields.reservationStatus') }).optional(),
  patient_id: optionalId('fields.patient'),
  location_id: optionalId('fields.location'),
});
export type UpdateReservationRequest = z.infer<typeof updateReservationRequestSchema>;

/** `POST /reservation/v1/end-visit-reservation`: the end-visit modal's note and file. */
export const endReservationRequestSchema = endVisitSchema.extend({ booking_id: bookingId });
export type EndReservationRequest = z.infer<typeof endReservationRequestSchema>;

/** `POST /reservation/v1/post-transfer-patient`: the move-patient dialog for one reservation. */
export const transferReservationRequestSchema = transferSchema.extend({ booking_id: bookingId });
export type TransferReservationRequest = z.infer<typeof transferReservationRequestSchema>;

/**
 * `POST /reservation/v1/reschedule-reservation`: a BOOKED reservation to another date, time or
 * practitioner (docs/decisions/0050-rescheduling.md).
 */
export const rescheduleReservationRequestSchema = rescheduleSchema.extend({
  booking_id: bookingId,
});
export type RescheduleReservationRequest = z.infer<typeof rescheduleReservationRequestSchema>;

/** `GET /reservation/v1/get-reservation-data`: the timetable of a date. */
export const reservationDataQuerySchema = z.object({
  reservation_date: isoDateField('fields.dateVisit'),
  doctor_id: optionalId('fields.doctor'),
  /** The spec sends it; the clinic is always the token's. */
  business_id: z.string().max(64).optional(),
});
export type ReservationDataQuery = z.infer<typeof reservationDataQuerySchema>;
