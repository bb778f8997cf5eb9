import { z } from 'zod';

/** One slot of a day, as the booking picker reads it (spec 2 §3: availability_start/_end). */
export const availableSlotViewSchema = z.object({
  availability_start: z.string(),
  availability_end: z.string(),
  available: z.boolean(),
  /** Why the slot cannot be picked; absent when it can. */
  reason: z.enum(['booked', 'past']).optional(),
});

/** `POST /schedule/get-available-slots`'s answer: every slot of each day, booked or not. */
export const availableSlotsViewSchema = z.object({
  duration: z.number().int(),
  days: z.array(z.object({ date: z.string(), slots: z.array(availableSlotViewSchema) })),
});
export type AvailableSlotsView = z.infer<typeof availableSlotsViewSchema>;

/**
 * A weekly schedule as answered (`doctorScheduleSchema`'s output): plain fields, since what is
 * answered was validated when it was saved.
 */
export const doctorScheduleViewSchema = z.object({
  duration_visit: z.number().int(),
  weekend_mode: z.boolean(),
  doctor_schedule: z.array(
    z.object({
      day: z.number().int(),
      isActive: z.boolean(),
      slots: z.array(z.object({ from: z.string(), to: z.string(), enabled: z.boolean() })),
    }),
  ),
});
