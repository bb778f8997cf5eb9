import { z } from 'zod';
import { activedPackageSchema } from '@praktik/domain/packages/patient-package-view.schema';
import { paymentViewSchema } from '@praktik/domain/payments/payment-view.schema';
import { VISIT_STATUSES } from '@praktik/domain/visits/status';

const timeSlotsSchema = z.object({ availability_start: z.string(), availability_end: z.string() });

/** One reservation of a timetable row, as the timetable's grid draws it. */
export const timetableReservationViewSchema = z.object({
  id: z.string(),
  availability_start: z.string(),
  availability_end: z.string(),
  patientId: z.string().nullable(),
  name: z.string(),
  noSequence: z.number().int(),
  status: z.enum(VISIT_STATUSES),
  noShow: z.boolean(),
  source: z.enum(['CLINIC', 'ONLINE']),
  /** An online booking not yet confirmed by its mail's link: the card says so. */
  unconfirmed: z.boolean(),
  /** The service booked (the services list names it; null: none was chosen). */
  serviceId: z.string().nullable(),
  /**
   * A reservation a transfer moved the patient from: where they went. Its card says so instead
   * of a finished visit (docs/decisions/0047-transferred-visit-credit.md).
   */
  transferredTo: z
    .object({ bookingId: z.string(), doctorId: z.string(), doctorName: z.string() })
    .nullable(),
});

/** A practitioner's row of the timetable for one date (spec 2 §3 get-reservation-data). */
export const timetableRowViewSchema = z.object({
  doctorId: z.string(),
  doctorName: z.string(),
  role: z.string(),
  durationVisit: z.number().int(),
  availableSlot: z.array(timeSlotsSchema),
  reservations: z.array(timetableReservationViewSchema),
});
export type TimetableRowView = z.infer<typeof timetableRowViewSchema>;

/** `get-reservation-data`'s answer. */
export const timetableResponseSchema = z.object({ data: z.array(timetableRowViewSchema) });

/** One reservation as the detail dialog reads it (spec 2 §3). */
export const reservationDetailViewSchema = z.object({
  id: z.string(),
  patient_id: z.string().nullable(),
  reservation_date: z.string(),
  duration_visit: z.number().int(),
  time_slots: timeSlotsSchema,
  doctor_id: z.string(),
  doctor_name: z.string(),
  status: z.enum(VISIT_STATUSES),
  no_sequence: z.number().int(),
  no_show: z.boolean(),
  source: z.enum(['CLINIC', 'ONLINE']),
  /** An online booking still BOOKED and not confirmed by its mail's link. */
  unconfirmed: z.boolean(),
  /** Cancelled by the system: the online booking was not confirmed within the clinic's time. */
  expired: z.boolean(),
  user_identity_number: z.string().nullable(),
  user_identity_type: z.string().nullable(),
  user_name: z.string(),
  user_email: z.string().nullable(),
  user_phone_number: z.string().nullable(),
  user_date_of_birth: z.string().nullable(),
  user_gender: z.string().nullable(),
  user_id: z.string().nullable(),
  service_id: z.string().nullable(),
  service_name: z.string().nullable(),
  location_id: z.string().nullable(),
  is_patient_new: z.boolean(),
  visit_id: z.string().nullable(),
  parent_booking_id: z.string().nullable(),
  previous_booking_id: z.string().nullable(),
  /** Set on a reservation a transfer moved the patient from: the reservation they went to. */
  transferred_to: z
    .object({ booking_id: z.string(), doctor_id: z.string(), doctor_name: z.string() })
    .nullable(),
  patient_no_shows: z.number().int(),
  /** The cashier issue fills these three. */
  /** The visit's payment chain: its newest row, and the rows before it, oldest first. */
  payment: paymentViewSchema.nullable(),
  payment_parent: z.array(paymentViewSchema),
  actived_packages: z.array(activedPackageSchema),
});
export type ReservationDetailView = z.infer<typeof reservationDetailViewSchema>;

/** A patient's no-shows in the clinic, for the add dialog's "booking them again" warning. */
export const patientNoShowsViewSchema = z.object({
  patientId: z.string(),
  no_shows: z.number().int(),
});
export type PatientNoShowsView = z.infer<typeof patientNoShowsViewSchema>;
