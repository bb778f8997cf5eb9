import { useRef, useState } from 'react';
import type { PublicBookingSchedule } from '@praktik/domain/reservations/public-booking.schema';

/*
 * The booking's first step, the doctor, the day and the slots, without react-hook-form: the form
 * library (13 KB on the wire) loads with the patient's details (BookingPatientSteps), not with the
 * schedule a patient on a phone sees first (docs/performance.md, "Public pages"). It behaves as the
 * other steps' react-hook-form setup does (`mode: 'onTouched'`): a choice is checked once it has
 * been made, "Lanjut" checks all three, and the rules (the domain's zod schema) load on the first
 * check.
 */

export type ScheduleField = keyof PublicBookingSchedule;
/** The schedule's choices as the domain's schema reads them. */
export type ScheduleChoice = PublicBookingSchedule;
/** A field's first validation token, or the server's own text for it. */
export type ScheduleErrors = Partial<Record<ScheduleField, string>>;

export const SCHEDULE_FIELDS: readonly ScheduleField[] = ['doctorId', 'dateVisit', 'timeVisit'];

export const isScheduleField = (field: string): field is ScheduleField =>
  (SCHEDULE_FIELDS as readonly string[]).includes(field);

const loadScheduleSchema = () =>
  import('@praktik/domain/reservations/public-booking.schema').then(
    (module) => module.publicBookingScheduleSchema,
  );

async function scheduleErrorsOf(choice: ScheduleChoice): Promise<ScheduleErrors> {
  const result = (await loadScheduleSchema()).safeParse(choice);
  const errors: ScheduleErrors = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const field = String(issue.path[0]);
    if (isScheduleField(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export function useBookingSchedule(initial: ScheduleChoice) {
  const [choice, setChoice] = useState(initial);
  // The choice as made so far, for a check started before React has rendered it.
  const latest = useRef(initial);
  const [errors, setErrors] = useState<ScheduleErrors>({});
  // Checks run after an import: only the latest one may set the errors.
  const lastCheck = useRef(0);

  async function check(fields: readonly ScheduleField[]): Promise<ScheduleErrors | null> {
    const id = ++lastCheck.current;
    const found = await scheduleErrorsOf(latest.current);
    if (id !== lastCheck.current) return null;
    setErrors((shown) => {
      const next = { ...shown };
      for (const field of fields) {
        if (found[field]) next[field] = found[field];
        else delete next[field];
      }
      return next;
    });
    return found;
  }

  /** The patient chose a doctor or slots: that choice is checked at once. */
  function choose<K extends ScheduleField>(field: K, value: ScheduleChoice[K]): void {
    set({ [field]: value });
    void check([field]);
  }

  /** A change that is no choice of the patient's (a new doctor empties the slots): not checked. */
  function set(patch: Partial<ScheduleChoice>): void {
    latest.current = { ...latest.current, ...patch };
    setChoice(latest.current);
  }

  /** "Lanjut": every choice checked; true when all three hold. */
  async function confirm(): Promise<boolean> {
    const found = await check(SCHEDULE_FIELDS);
    return found !== null && Object.keys(found).length === 0;
  }

  /** What the server said of a choice when the booking was sent, in the user's language. */
  function showServerErrors(found: ScheduleErrors): void {
    setErrors((shown) => ({ ...shown, ...found }));
  }

  return { choice, errors, choose, set, confirm, showServerErrors };
}
