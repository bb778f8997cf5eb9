import type { SendStatus } from '@praktik/domain/satusehat/send-log.schema';

/**
 * The theme colours of a send's status badge: SENT in the success pair, PENDING (on its way) in
 * the warning pair, FAILED (needs the owner) in the danger pair. Each pair meets AA in every theme.
 */
export const SEND_STATUS_TONES = {
  SENT: { background: 'success', text: 'onSuccess' },
  PENDING: { background: 'warning', text: 'onWarning' },
  FAILED: { background: 'danger', text: 'onDanger' },
} as const satisfies Record<SendStatus, { background: string; text: string }>;
