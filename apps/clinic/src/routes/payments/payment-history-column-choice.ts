import type { PaymentHistoryColumn } from '@praktik/domain/payments/payment-history-columns';

/**
 * Which columns the payment history's table shows on this device, kept in the browser
 * (docs/decisions/0045-payment-history-columns-per-device.md): a counter's wide screen and a
 * tablet at the owner's desk want different ones. One choice for whoever signs in on the
 * device; `shownPaymentHistoryColumns` keeps it within the signed-in role's columns.
 */
const STORAGE_KEY = 'paymentHistoryColumns';

/** The stored choice, unchecked (the domain sorts it out); null when none is stored. */
export function readPaymentHistoryColumnChoice(): unknown {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return stored === null ? null : (JSON.parse(stored) as unknown);
  } catch {
    // no storage, or not JSON: as if nothing was chosen
    return null;
  }
}

/** Keeps the columns chosen; null forgets the choice (back to the role's defaults). */
export function storePaymentHistoryColumnChoice(
  columns: readonly PaymentHistoryColumn[] | null,
): void {
  try {
    if (columns === null) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, JSON.stringify(columns));
  } catch {
    // private mode: the choice lasts for this page only
  }
}
