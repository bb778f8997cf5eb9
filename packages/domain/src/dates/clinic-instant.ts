import { localDayBounds } from './utc-offset';

const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant a clinic's wall-clock date and time ('YYYY-MM-DD', 'HH:mm[:ss]', up to '24:00')
 * fall on at UTC+offsetHours: how a reservation's slot becomes `starts_at`/`ends_at` and the
 * times of its calendar entry. Throws on a time that is not one.
 */
export function clinicInstant(date: string, time: string, offsetHours: number): Date {
  const match = TIME.exec(time);
  if (!match) throw new RangeError(`not a time of day: ${time}`);
  const seconds = Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0);
  return new Date(Date.parse(localDayBounds(date, offsetHours).start) + seconds * 1000);
}
