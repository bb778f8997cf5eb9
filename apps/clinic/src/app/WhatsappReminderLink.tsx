import { useTranslation } from 'react-i18next';
import { DEFAULT_UTC_OFFSET_HOURS } from '@praktik/domain/dates/utc-offset';
import {
  reminderSentText,
  type ReminderSent,
} from '@praktik/domain/packages/whatsapp-reminder-record';
import { Link } from '@praktik/ui/Link';
import { Text } from '@praktik/ui/Text';
import { toast } from '@praktik/ui/Toast';
import * as layout from './layout.css';
import { useErrorText } from './use-error-text';

export interface WhatsappReminderLinkProps {
  /** The `https://wa.me/…` link with the reminder written. */
  href: string;
  /** The link's text ("Kirim WhatsApp"). */
  label: string;
  /** Names the patient, as several rows carry the same link text. */
  'aria-label': string;
  /** The row's latest recorded send, shown under the link. */
  lastReminder: ReminderSent | null;
  /** Records the send (a POST) and refreshes the list; called as the link opens. */
  onSend: () => Promise<unknown>;
}

/**
 * A WhatsApp reminder link that records who opened it (decision 0052): the press starts the
 * POST and the browser then opens the link in a new tab, so WhatsApp opens even when the record
 * fails (the toast says so) and no popup blocker stands between the press and the tab. Under it,
 * "Dikirim oleh Rina, 14:05" once anyone of the clinic sent it.
 */
export function WhatsappReminderLink({
  href,
  label,
  'aria-label': ariaLabel,
  lastReminder,
  onSend,
}: WhatsappReminderLinkProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <span className={layout.stack}>
      <Link
        variant="standalone"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={ariaLabel}
        onPress={() => {
          onSend().catch((error: unknown) => toast.error(errorText(error)));
        }}
      >
        {label}
      </Link>
      {lastReminder ? (
        <Text variant="muted" as="span">
          {reminderSentText(lastReminder, {
            now: new Date(),
            utcOffsetHours: DEFAULT_UTC_OFFSET_HOURS,
            text: t,
          })}
        </Text>
      ) : null}
    </span>
  );
}
