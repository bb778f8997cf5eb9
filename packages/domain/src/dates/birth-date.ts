import dayjs from 'dayjs';

/** The earliest date of birth a form takes. */
export const EARLIEST_BIRTH_DATE = '1900-01-01';

/**
 * Whether a real YYYY-MM-DD date can be someone's date of birth: from 1900 to today. A day past
 * today is allowed too: the browser in Indonesia and a server on UTC may disagree about the date
 * of a baby registered just after midnight.
 */
export function isPlausibleBirthDate(
  iso: string,
  today: string = dayjs().format('YYYY-MM-DD'),
): boolean {
  const latest = dayjs(today).add(1, 'day').format('YYYY-MM-DD');
  return iso >= EARLIEST_BIRTH_DATE && iso <= latest;
}
