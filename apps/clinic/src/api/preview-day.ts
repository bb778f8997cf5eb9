import type { DaySlot, SlotUnavailableReason } from '@praktik/domain/slots/available-slots';

/*
 * The week of slots as `get-available-slots` and its public twin answer it, and as the ui's slot
 * components take it. A module of its own, without schedules.ts's zod schema: the public pages
 * (/pasien) read slots through public-booking.ts, and zod's schemas, built when their module
 * loads, were ~100 ms of /pasien's start on a slow phone, counted by Lighthouse as blocking time
 * (docs/performance.md, "Public pages").
 */

/** A day of `get-available-slots`' answer, as the server carries it. */
export interface AvailableSlotsDay {
  date: string;
  slots: {
    availability_start: string;
    availability_end: string;
    available: boolean;
    reason?: SlotUnavailableReason;
  }[];
}

/** A day of the preview: its date and its slots as the ui's `DaySlot`s. */
export interface PreviewDay {
  date: string;
  slots: DaySlot[];
}

/** The server's day in the shape the ui's slot components take. */
export function toPreviewDay(day: AvailableSlotsDay): PreviewDay {
  return {
    date: day.date,
    slots: day.slots.map((slot) => ({
      start: slot.availability_start,
      end: slot.availability_end,
      isAvailable: slot.available,
      reason: slot.available ? null : (slot.reason ?? null),
    })),
  };
}
