import { clinicWallClock } from './utc-offset';

/** An instant as the clinic's wall clock shows it: DD-MM-YYYY HH:mm (a visit's startInString). */
export function clinicDateTime(instant: Date, offsetHours: number): string {
  const local = clinicWallClock(instant, offsetHours);
  return `${local.slice(8, 10)}-${local.slice(5, 7)}-${local.slice(0, 4)} ${local.slice(11, 16)}`;
}
