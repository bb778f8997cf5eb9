import type { VisitStatus } from '../visits/status';

/**
 * The visit statuses in which a payment takes correction rows (docs/api.md, "Payments"): while the
 * visit is going on or waiting for payment, and once it is paid and DONE, since a paid visit's
 * payment is fixed with a correction (spec 2 §2.6's update-payment dialog). This is wider than the
 * detail dialog's editable correction section (`acceptsCorrections`, ACTIVE only), which is about
 * where the editor offers "Tambah Koreksi" inline.
 */
const CORRECTION_STATUSES: ReadonlySet<string> = new Set<VisitStatus>([
  'ACTIVE',
  'WAITING_PAYMENT',
  'DONE',
]);

export function takesCorrectionRows(status: string | null | undefined): boolean {
  return status !== null && status !== undefined && CORRECTION_STATUSES.has(status);
}
