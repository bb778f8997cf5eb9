import { formatLongDate } from '@praktik/domain/dates/long-date';
import { translatorFor, type Language } from '../../intl/i18n';
import type { OutgoingMail } from './mailer';

export interface BookingConfirmationInput {
  to: string;
  language: Language;
  name: string;
  clinic: { name: string; address: string };
  doctorName: string;
  serviceName: string;
  /** The clinic's date 'YYYY-MM-DD' and wall-clock span 'HH:mm:ss'. */
  date: string;
  start: string;
  end: string;
  cancelUrl: string;
  /** The link that confirms the booking; written only here, never in an API answer. */
  confirmUrl: string;
  /** The clinic's minutes before an unconfirmed booking lets its slot go; null: never. */
  holdMinutes: number | null;
  googleCalendarUrl: string;
  /** The booking's iCalendar text, attached as reservation.ics. */
  calendar: string;
}

export const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export const hourMinute = (time: string) => time.slice(0, 5);

type Translate = ReturnType<typeof translatorFor>;

/** A booking's day as the mail writes it ("Selasa, 24 November 2026") and its span in WIB. */
export function whenOf(
  input: { date: string; start: string; end: string; language: Language },
  t: Translate,
): { date: string; time: string } {
  return {
    date: formatLongDate(input.date, input.language) ?? input.date,
    time: t('mail.booking.timeRange', {
      start: hourMinute(input.start),
      end: hourMinute(input.end),
    }),
  };
}

/** The booking's lines every booking mail shows: clinic, practitioner, service, date, time. */
export function bookingDetails(
  input: Pick<
    BookingConfirmationInput,
    'clinic' | 'doctorName' | 'serviceName' | 'date' | 'start' | 'end' | 'language'
  >,
  t: Translate,
): [string, string][] {
  const { date, time } = whenOf(input, t);
  return [
    [t('mail.booking.clinic'), `${input.clinic.name}, ${input.clinic.address}`],
    [t('mail.booking.doctor'), input.doctorName],
    [t('mail.booking.service'), input.serviceName],
    [t('mail.booking.date'), date],
    [t('mail.booking.time'), time],
  ];
}

/** The lines as the HTML mail's table rows. */
export function detailRowsHtml(details: readonly [string, string][]): string {
  return details
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 16px 4px 0;color:#555">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:600">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
}

/**
 * The confirmation of an online booking, in the booker's language: the `/template-email` page's
 * design (the clinic, doctor, service, date and time, an add-to-Google-Calendar button and the
 * cancel link), with the booking as a .ics attachment; first of all the confirm link, which
 * turns the booking from a hold into a confirmed one.
 */
export function bookingConfirmationMail(input: BookingConfirmationInput): OutgoingMail {
  const t = translatorFor(input.language);
  const details = bookingDetails(input, t);
  const { date } = whenOf(input, t);
  const greeting = t('mail.greeting', { name: input.name });
  const intro = t('mail.booking.intro', { clinic: input.clinic.name });
  const signature = t('mail.signature');
  const confirmIntro =
    input.holdMinutes === null
      ? t('mail.booking.confirmIntro')
      : t('mail.booking.confirmIntroHold', { minutes: input.holdMinutes });

  const text = [
    greeting,
    '',
    intro,
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    confirmIntro,
    `${t('mail.booking.confirm')}: ${input.confirmUrl}`,
    '',
    `${t('mail.booking.addToCalendar')}: ${input.googleCalendarUrl}`,
    t('mail.booking.attachment'),
    '',
    t('mail.booking.cancelIntro'),
    input.cancelUrl,
    '',
    signature,
  ].join('\n');

  const rows = detailRowsHtml(details);
  const html = `<!doctype html><html lang="${input.language}"><body style="margin:0;background:#f4f6f8;font-family:sans-serif;color:#1b1f24">
<div style="max-width:560px;margin:0 auto;padding:24px">
<div style="background:#ffffff;border-radius:12px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(t('mail.booking.heading'))}</h1>
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<table role="presentation" style="border-collapse:collapse;margin:16px 0">
${rows}
</table>
<p>${escapeHtml(confirmIntro)}</p>
<p><a href="${escapeHtml(input.confirmUrl)}" style="display:inline-block;background:#2e7d32;color:#ffffff;padding:10px 16px;border-radius:8px;text-decoration:none">${escapeHtml(t('mail.booking.confirm'))}</a></p>
<p><a href="${escapeHtml(input.googleCalendarUrl)}" style="display:inline-block;background:#1a73e8;color:#ffffff;padding:10px 16px;border-radius:8px;text-decoration:none">${escapeHtml(t('mail.booking.addToCalendar'))}</a></p>
<p style="color:#555">${escapeHtml(t('mail.booking.attachment'))}</p>
<hr style="border:none;border-top:1px solid #e1e4e8;margin:24px 0">
<p>${escapeHtml(t('mail.booking.cancelIntro'))}</p>
<p><a href="${escapeHtml(input.cancelUrl)}" style="color:#c62828">${escapeHtml(t('mail.booking.cancel'))}</a></p>
<p>${escapeHtml(signature).replace(/\n/g, '<br>')}</p>
</div></div>
</body></html>`;

  return {
    to: input.to,
    subject: t('mail.booking.subject', {
      clinic: input.clinic.name,
      date,
      time: hourMinute(input.start),
    }),
    text,
    html,
    link: input.confirmUrl,
    attachments: [
      {
        filename: 'reservation.ics',
        content: input.calendar,
        contentType: 'text/calendar; charset=utf-8; method=REQUEST',
      },
    ],
  };
}
