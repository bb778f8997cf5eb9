import {
  bookingMailContent,
  type BookingMailAction,
  type BookingMailInput,
} from '@praktik/domain/reservations/booking-mail';
import { translatorFor } from '../../intl/i18n';
import { escapeHtml } from './account-mails';
import type { OutgoingMail } from './mailer';

export interface BookingMailOptions {
  to: string;
  /** The booking's iCalendar text, attached as reservation.ics (a REQUEST, or its CANCEL). */
  calendar?: { content: string; method: 'REQUEST' | 'CANCEL' };
}

/**
 * A button's colour by what it does: confirm green, calendar blue, map grey, change of time
 * purple, cancel red.
 */
const ACTION_COLOURS: Record<BookingMailAction['name'], string> = {
  confirm: '#2e7d32',
  calendar: '#1a73e8',
  map: '#455a64',
  reschedule: '#5e35b1',
  cancel: '#c62828',
};

/**
 * A booking's mail (confirmation, cancellation, reminder) as the domain's `bookingMailContent`
 * writes it, the same words and order as the app's `/template-email`: HTML and plain text, the
 * .ics attached, and Reply-To the clinic when it has an e-mail (the sender is the platform's
 * no-reply address).
 */
export function bookingMail(input: BookingMailInput, options: BookingMailOptions): OutgoingMail {
  const replyTo = input.clinic.email ?? undefined;
  const content = bookingMailContent(
    { ...input, withCalendarFile: options.calendar !== undefined, repliesReachClinic: !!replyTo },
    translatorFor(input.locale),
  );

  const text = [
    content.heading,
    '',
    content.greeting,
    '',
    content.intro,
    ...content.details.map(({ label, value }) => `${label}: ${value}`),
    ...content.actions.flatMap((action) => [
      '',
      ...(action.intro ? [action.intro] : []),
      `${action.label}: ${action.url}`,
    ]),
    ...(content.notes.length > 0 ? ['', ...content.notes] : []),
    '',
    ...content.signOff,
    '',
    content.footer,
  ].join('\n');

  const rows = content.details
    .map(
      ({ label, value }) =>
        `<tr><td style="padding:4px 16px 4px 0;color:#555">${escapeHtml(label)}</td><td style="padding:4px 0;font-weight:600">${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  const actions = content.actions
    .map(
      (action) =>
        `${action.intro ? `<p>${escapeHtml(action.intro)}</p>\n` : ''}<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:${ACTION_COLOURS[action.name]};color:#ffffff;padding:10px 16px;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p>`,
    )
    .join('\n');
  const notes = content.notes.map((note) => `<p style="color:#555">${escapeHtml(note)}</p>`);
  const html = `<!doctype html><html lang="${input.locale}"><body style="margin:0;background:#f4f6f8;font-family:sans-serif;color:#1b1f24">
<div style="display:none">${escapeHtml(content.preheader)}</div>
<div style="max-width:560px;margin:0 auto;padding:24px">
<div style="background:#ffffff;border-radius:12px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>
<p>${escapeHtml(content.greeting)}</p>
<p>${escapeHtml(content.intro)}</p>
<table role="presentation" style="border-collapse:collapse;margin:16px 0">
${rows}
</table>
${actions}
${notes.join('\n')}
<p>${content.signOff.map(escapeHtml).join('<br>')}</p>
</div>
<p style="color:#777;font-size:12px;text-align:center">${escapeHtml(content.footer)}</p>
</div>
</body></html>`;

  const confirm = content.actions.find((action) => action.name === 'confirm');
  return {
    to: options.to,
    subject: content.subject,
    text,
    html,
    ...(confirm ? { link: confirm.url } : {}),
    ...(replyTo ? { replyTo } : {}),
    ...(options.calendar
      ? {
          attachments: [
            {
              filename: 'reservation.ics',
              content: options.calendar.content,
              contentType: `text/calendar; charset=utf-8; method=${options.calendar.method}`,
            },
          ],
        }
      : {}),
  };
}
