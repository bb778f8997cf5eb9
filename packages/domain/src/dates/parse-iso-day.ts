import dayjs, { type Dayjs } from 'dayjs';
import { dateOfIsoDay } from './iso-day';

/** A `YYYY-MM-DD` day as dayjs, or null when it is not a real day (see isIsoDay). */
export function parseIsoDay(iso: string): Dayjs | null {
  const date = dateOfIsoDay(iso);
  return date ? dayjs(date) : null;
}
