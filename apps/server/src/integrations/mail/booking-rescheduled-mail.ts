import { translatorFor, type Language } from '../../intl/i18n';
import {
  bookingDetails,
  detailRowsHtml,
  escapeHtml,
  hourMinute,
  whenOf,
} from './booking-confirmation-mail';
import type { OutgoingMail } from './mailer';

export interface BookingRescheduledInput {
  to: string;
  language: Language;
  name: string;
  clinic: { name: string; address: string };
  doctorName: string;
  serviceName: string;
  /** The new time: the clinic's date 'YYYY-MM-DD' and wall-clock span 'HH:mm:ss'. */
  date: string;
  start: string;
  end: string;
  /** The time the booker was last told. */
  previous: { date: string; start: string; end: string };
  cancelUrl: string;
  googleCalendarUrl: string;
  /** The booking's iCalendar text at its new time and next SEQUENCE, attached as reservation.ics. */
  calendar: string;
}

/**
 * A booking moved by the clinic (docs/decisions/0050-rescheduling.md), in the booker's language:
 * the new time in the confirmation mail's lines, the time it replaces, and the .ics with the same
 * UID and a higher SEQUENCE, so a calendar that holds the first entry moves it instead of adding
 * a second.
 */
export function bookingRescheduledMail(input: BookingRescheduledInput): OutgoingMail {
  const t = translatorFor(input.language);
  const details = bookingDetails(input, t);
  const { date } = whenOf(input, t);
  const before = whenOf({ ...input.previous, language: input.language }, t);
  const previous = t('mail.rescheduled.previous', { date: before.date, time: before.time });
  const greeting = t('mail.greeting', { name: input.name });
  const intro = t('mail.rescheduled.intro', { clinic: input.clinic.name });
  const signature = t('mail.signature');

  const text = [
    greeting,
    '',
    intro,
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    previous,
    '',
    `${t('mail.booking.addToCalendar')}: ${input.googleCalendarUrl}`,
    t('mail.rescheduled.attachment'),
    '',
    t('mail.booking.cancelIntro'),
    input.cancelUrl,
    '',
    signature,
  ].join('\n');

  const html = `<!doctype html><html lang="${input.language}"><body style="margin:0;background:#f4f6f8;font-family:sans-serif;color:#1b1f24">
<div style="max-width:560px;margin:0 auto;padding:24px">
<div style="background:#ffffff;border-radius:12px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(t('mail.rescheduled.heading'))}</h1>
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<table role="presentation" style="border-collapse:collapse;margin:16px 0">
${detailRowsHtml(details)}
</table>
<p style="color:#555"><s>${escapeHtml(previous)}</s></p>
<p><a href="${escapeHtml(input.googleCalendarUrl)}" style="display:inline-block;background:#1a73e8;color:#ffffff;padding:10px 16px;border-radius:8px;text-decoration:none">${escapeHtml(t('mail.booking.addToCalendar'))}</a></p>
<p style="color:#555">${escapeHtml(t('mail.rescheduled.attachment'))}</p>
<hr style="border:none;border-top:1px solid #e1e4e8;margin:24px 0">
<p>${escapeHtml(t('mail.booking.cancelIntro'))}</p>
<p><a href="${escapeHtml(input.cancelUrl)}" style="color:#c62828">${escapeHtml(t('mail.booking.cancel'))}</a></p>
<p>${escapeHtml(signature).replace(/\n/g, '<br>')}</p>
</div></div>
</body></html>`;

  return {
    to: input.to,
    subject: t('mail.rescheduled.subject', {
      clinic: input.clinic.name,
      date,
      time: hourMinute(input.start),
    }),
    text,
    html,
    link: input.cancelUrl,
    attachments: [
      {
        filename: 'reservation.ics',
        content: input.calendar,
        contentType: 'text/calendar; charset=utf-8; method=REQUEST',
      },
    ],
  };
}
