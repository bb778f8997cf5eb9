import { z } from 'zod';
import { fromIsoDate } from '../dates/date-formats';
import { clinicWallClock } from '../dates/utc-offset';
import type { Translate } from '../intl/translate-issue';

/**
 * docs/decisions/0052-reminder-records-and-follow-up.md: a WhatsApp reminder is
 * recorded when a receptionist opens its link, so the next one sees it was sent. Two kinds: a
 * reservation's day-before reminder and a package's follow-up.
 */
export const WHATSAPP_REMINDER_KINDS = ['RESERVATION', 'PACKAGE'] as const;
export type WhatsappReminderKind = (typeof WHATSAPP_REMINDER_KINDS)[number];

export const WHATSAPP_REMINDER_TEXT_KEYS = {
  sentToday: 'whatsappReminder.sentToday',
  sentEarlier: 'whatsappReminder.sentEarlier',
} as const;

/** The last send of a row's reminder, as the lists carry it (`last_reminder`). */
export const reminderSentSchema = z.object({
  /** The instant, ISO (UTC). */
  sent_at: z.string(),
  sent_by_id: z.string(),
  sent_by_name: z.string(),
});
export type ReminderSent = z.infer<typeof reminderSentSchema>;

/**
 * "Dikirim oleh Rina, 14:05": who sent it and when on the clinic's clock; the date is added when
 * the send was on another day than `now`'s, so yesterday's 14:05 is not read as today's.
 */
export function reminderSentText(
  sent: ReminderSent,
  context: { now: Date; utcOffsetHours: number; text: Translate },
): string {
  const at = clinicWallClock(sent.sent_at, context.utcOffsetHours);
  const today = clinicWallClock(context.now, context.utcOffsetHours).slice(0, 10);
  const date = at.slice(0, 10);
  const params = {
    name: sent.sent_by_name,
    time: at.slice(11, 16),
    date: fromIsoDate(date) ?? date,
    interpolation: { escapeValue: false },
  };
  return context.text(
    date === today
      ? WHATSAPP_REMINDER_TEXT_KEYS.sentToday
      : WHATSAPP_REMINDER_TEXT_KEYS.sentEarlier,
    params,
  );
}
