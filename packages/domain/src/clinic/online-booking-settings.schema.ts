import { z } from 'zod';
import { validationMessage } from '../validation/message';

/** A clinic holds this many unconfirmed online bookings a day unless its owner says otherwise. */
export const DEFAULT_MAX_UNCONFIRMED_ONLINE_PER_DAY = 20;
export const MAX_UNCONFIRMED_ONLINE_PER_DAY_RANGE = { min: 1, max: 500 } as const;
/**
 * A hold shorter than a quarter hour expires before a booker has read the mail; one longer than a
 * day is no limit worth a setting (null is "until its time").
 */
export const UNCONFIRMED_HOLD_MINUTES_RANGE = { min: 15, max: 1440 } as const;
/** Patients move their own booking online until a day before it unless the owner says otherwise. */
export const DEFAULT_PATIENT_RESCHEDULE_CUTOFF_HOURS = 24;
/** Up to the visit itself, or as early as a week before it (null: patients call the clinic). */
export const PATIENT_RESCHEDULE_CUTOFF_HOURS_RANGE = { min: 0, max: 168 } as const;

const wholeNumberBetween = (field: string, range: { min: number; max: number }) => {
  const error = validationMessage('validation.wholeNumberBetween', { field, ...range });
  return z.number({ error }).int({ error }).min(range.min, { error }).max(range.max, { error });
};

/**
 * The owner's rules for online bookings: for those not yet confirmed by their mail's link, how
 * many one day of the clinic may hold and how long each holds its slot before the clinic lets it
 * go; and until how many hours before the visit a patient may move it from their mail's link
 * (null: not online, they call the clinic).
 */
export const onlineBookingSettingsSchema = z.object({
  maxUnconfirmedOnlinePerDay: wholeNumberBetween(
    'fields.maxUnconfirmedOnlinePerDay',
    MAX_UNCONFIRMED_ONLINE_PER_DAY_RANGE,
  ),
  unconfirmedHoldMinutes: wholeNumberBetween(
    'fields.unconfirmedHoldMinutes',
    UNCONFIRMED_HOLD_MINUTES_RANGE,
  ).nullable(),
  patientRescheduleCutoffHours: wholeNumberBetween(
    'fields.patientRescheduleCutoffHours',
    PATIENT_RESCHEDULE_CUTOFF_HOURS_RANGE,
  ).nullable(),
});
export type OnlineBookingSettings = z.infer<typeof onlineBookingSettingsSchema>;

/** A number as typed, or null when the input is left empty. */
const typedOrNull = (typed: string) => (typed === '' ? null : Number(typed));

/**
 * The settings form's text inputs: the cap as typed, the hold as typed or empty for "never
 * expires", the reschedule cutoff as typed or empty for "not online"; all checked by the same
 * rules as the request.
 */
export const onlineBookingSettingsFormSchema = z.object({
  maxUnconfirmedOnlinePerDay: z
    .string()
    .trim()
    .transform(Number)
    .pipe(onlineBookingSettingsSchema.shape.maxUnconfirmedOnlinePerDay),
  unconfirmedHoldMinutes: z
    .string()
    .trim()
    .transform(typedOrNull)
    .pipe(onlineBookingSettingsSchema.shape.unconfirmedHoldMinutes),
  patientRescheduleCutoffHours: z
    .string()
    .trim()
    .transform(typedOrNull)
    .pipe(onlineBookingSettingsSchema.shape.patientRescheduleCutoffHours),
});
export type OnlineBookingSettingsForm = z.input<typeof onlineBookingSettingsFormSchema>;
