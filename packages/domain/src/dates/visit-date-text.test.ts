import { describe, expect, it } from 'vitest';
import { DATE_LOCALES } from './long-date';
import { visitDateText, weekHeaderDayText } from './visit-date-text';

const INTL_LOCALE = { id: 'id-ID', en: 'en-GB' } as const;

/** Every day of 2026, as the clinic writes it. */
const DAYS_OF_2026 = Array.from({ length: 365 }, (_, index) =>
  new Date(Date.UTC(2026, 0, 1 + index)).toISOString().slice(0, 10),
);

describe('visitDateText', () => {
  it('writes the clinic day with its weekday, in the page language', () => {
    expect(visitDateText('2026-11-26', 'id')).toBe('Kamis, 26 November 2026');
    expect(visitDateText('2026-11-26', 'en')).toBe('Thursday, 26 November 2026');
    expect(visitDateText('2027-01-03', 'id')).toBe('Minggu, 3 Januari 2027');
  });

  it('writes every day of a year as ICU does, without loading its data', () => {
    for (const locale of DATE_LOCALES) {
      const icu = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
      for (const day of DAYS_OF_2026) {
        expect(visitDateText(day, locale), day).toBe(icu.format(new Date(`${day}T12:00:00Z`)));
      }
    }
  });

  it('gives back a text that is not a date as it is', () => {
    expect(visitDateText('besok', 'id')).toBe('besok');
  });
});

describe('weekHeaderDayText', () => {
  it('gives a short weekday and the day with the short month of the app', () => {
    expect(weekHeaderDayText('2026-12-01', 'id')).toEqual({ weekday: 'Sel', day: '1 Des' });
    expect(weekHeaderDayText('2026-12-01', 'en')).toEqual({ weekday: 'Tue', day: '1 Dec' });
    // The app's lists and pickers write August "Agt" (dayjs's `id`), and so does the week.
    expect(weekHeaderDayText('2026-08-17', 'id')).toEqual({ weekday: 'Sen', day: '17 Agt' });
  });

  it('names the weekday of every day of a year as ICU does', () => {
    for (const locale of DATE_LOCALES) {
      const icu = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
        weekday: 'short',
        timeZone: 'UTC',
      });
      for (const day of DAYS_OF_2026) {
        expect(weekHeaderDayText(day, locale).weekday, day).toBe(
          icu.format(new Date(`${day}T12:00:00Z`)),
        );
      }
    }
  });
});
