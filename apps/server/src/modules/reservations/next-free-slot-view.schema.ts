import { z } from 'zod';

/**
 * `GET /reservation/v1/next-free-slot`'s answer: the days looked at and the earliest free slot
 * in them, or null. The slot carries the add-reservation form's own fields (`doctorId`,
 * `dateVisit`, `timeVisit`), so the dialog fills the form with them as they are.
 */
export const nextFreeSlotViewSchema = z.object({
  duration: z.number().int(),
  /** The clinic's today and the last day looked at ('YYYY-MM-DD'). */
  searchedFrom: z.string(),
  searchedThrough: z.string(),
  slot: z
    .object({
      doctorId: z.string(),
      doctorName: z.string(),
      dateVisit: z.string(),
      /** The slot's quarter hours ('HH:mm:ss'), as save-reservation takes them. */
      timeVisit: z.array(z.string()),
      availability_start: z.string(),
      availability_end: z.string(),
    })
    .nullable(),
});
export type NextFreeSlotView = z.infer<typeof nextFreeSlotViewSchema>;
