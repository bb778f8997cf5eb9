export interface CalendarEntry {
  title: string;
  start: Date;
  end: Date;
  details: string;
  location: string;
}

/** 'YYYYMMDDTHHmmssZ': the UTC form Google Calendar's `dates` parameter takes. */
const googleUtc = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * The add-to-Google-Calendar link of a reservation (spec 1 §2.16: the success page and the
 * confirmation mail): Google's event template, its times as UTC instants so any calendar shows
 * them in its own zone.
 */
export function googleCalendarLink(entry: CalendarEntry): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: entry.title,
    dates: `${googleUtc(entry.start)}/${googleUtc(entry.end)}`,
    details: entry.details,
    location: entry.location,
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}
