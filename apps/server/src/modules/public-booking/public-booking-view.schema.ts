import { z } from 'zod';
import { VISIT_STATUSES } from '@praktik/domain/visits/status';

const namedEntry = z.object({ id: z.string(), name: z.string() });

/** A published clinic as the public pages' lists and cards show it. */
export const clinicCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  logo: z.string().nullable(),
  mainPhoto: z.string().nullable(),
  primaryColor: z.string(),
  services: z.array(namedEntry),
});
export type ClinicCard = z.infer<typeof clinicCardSchema>;

/** `/service-provider/provider/{id}`: the card, and who can be booked there. */
export const publicClinicSchema = clinicCardSchema.extend({
  practitioners: z.array(z.object({ id: z.string(), name: z.string(), role: z.string() })),
});
export type PublicClinic = z.infer<typeof publicClinicSchema>;

export const serviceListSchema = z.array(namedEntry);

/** An online booking as its booker sees it, through the booking's signed link. */
export const publicReservationSchema = z.object({
  id: z.string(),
  status: z.enum(VISIT_STATUSES),
  reservation_date: z.string(),
  time_slots: z.object({ availability_start: z.string(), availability_end: z.string() }),
  duration_visit: z.number().int(),
  /** The practitioner it is with: the page reads their free slots for a change of time. */
  doctor_id: z.string(),
  doctor_name: z.string(),
  service_name: z.string().nullable(),
  /** The clinic, with its contact (the profile's e-mail and phone) when it has one. */
  clinic: z.object({
    id: z.string(),
    name: z.string(),
    address: z.string(),
    email: z.string().nullable(),
    phoneNumber: z.string().nullable(),
  }),
  user_name: z.string(),
  user_email: z.string().nullable(),
  locale: z.string(),
  /** The booker opened the mail's confirm link (until then the booking is a hold). */
  confirmed: z.boolean(),
  /** Cancelled because it was not confirmed within the clinic's time. */
  expired: z.boolean(),
  /**
   * Whether its patient may still move it from the link now, and the clinic's cutoff in hours
   * before the visit (null: the clinic takes no online changes).
   */
  patient_reschedule: z.object({
    allowed: z.boolean(),
    cutoff_hours: z.number().int().nullable(),
  }),
  token: z.string(),
  cancelUrl: z.string(),
  googleCalendarUrl: z.string(),
});
export type PublicReservation = z.infer<typeof publicReservationSchema>;
