import { lineTotal, type DiscountedLine } from './line-total';

/**
 * Invoice grouping ("BUKTI PEMBAYARAN", spec 2 §2.7): consultation items are grouped by their
 * category, packages under "Paket" and deposits under "Deposit"; each group has a subtotal, the
 * invoice a grand total.
 *
 * Decisions where the spec is silent:
 * - A deposit line goes under "Deposit" even when it is also a package line; otherwise a package
 *   line goes under "Paket"; otherwise the line goes under its category_name (trimmed, compared
 *   exactly), and a line without a category under "Lainnya" (Other).
 * - Group order: categories in the order their first line appears on the payment, then
 *   "Lainnya", then "Paket", then "Deposit". Lines keep their order inside a group. So the same
 *   payment always prints the same invoice, in the order the cashier entered it.
 * - Only the lines it is given are grouped: a payment chain's print groups its original payment's
 *   lines and prints each correction as a section of its own (payments/payment-chain-print.ts).
 * - A line's amount is its line total (money/line-total.ts) unless the caller gives the total it
 *   recorded; a subtotal is the sum of its lines'.
 */
export const INVOICE_GROUP_KINDS = ['CATEGORY', 'UNCATEGORISED', 'PACKAGE', 'DEPOSIT'] as const;
export type InvoiceGroupKind = (typeof INVOICE_GROUP_KINDS)[number];

/** Text keys (money.texts.ts) of the groups that are not a category. */
export const INVOICE_GROUP_LABEL_KEYS = {
  UNCATEGORISED: 'money.invoiceGroup.UNCATEGORISED',
  PACKAGE: 'money.invoiceGroup.PACKAGE',
  DEPOSIT: 'money.invoiceGroup.DEPOSIT',
} as const satisfies Record<Exclude<InvoiceGroupKind, 'CATEGORY'>, string>;

export interface InvoiceableLine extends DiscountedLine {
  categoryName?: string | null;
  isDeposit?: boolean | null;
}

export interface InvoiceLine<T extends InvoiceableLine> {
  line: T;
  total: number;
}

export type InvoiceGroup<T extends InvoiceableLine> = {
  lines: InvoiceLine<T>[];
  subtotal: number;
} & (
  | { kind: 'CATEGORY'; /** The category's own name, shown as is. */ label: string }
  | {
      kind: Exclude<InvoiceGroupKind, 'CATEGORY'>;
      /** A text key to translate. */ labelKey: string;
    }
);

export interface Invoice<T extends InvoiceableLine> {
  groups: InvoiceGroup<T>[];
  total: number;
}

type GroupKey =
  { kind: 'CATEGORY'; name: string } | { kind: Exclude<InvoiceGroupKind, 'CATEGORY'> };

function groupOf(line: InvoiceableLine): GroupKey {
  if (line.isDeposit) return { kind: 'DEPOSIT' };
  if (line.isPackage) return { kind: 'PACKAGE' };
  const name = line.categoryName?.trim();
  return name ? { kind: 'CATEGORY', name } : { kind: 'UNCATEGORISED' };
}

export function groupInvoiceLines<T extends InvoiceableLine>(
  lines: readonly T[],
  totalOf: (line: T) => number = lineTotal,
): Invoice<T> {
  const categories = new Map<string, InvoiceGroup<T>>();
  const fixed = {
    UNCATEGORISED: newFixedGroup<T>('UNCATEGORISED'),
    PACKAGE: newFixedGroup<T>('PACKAGE'),
    DEPOSIT: newFixedGroup<T>('DEPOSIT'),
  };
  for (const line of lines) {
    const key = groupOf(line);
    let group: InvoiceGroup<T>;
    if (key.kind === 'CATEGORY') {
      group = categories.get(key.name) ?? {
        kind: 'CATEGORY',
        label: key.name,
        lines: [],
        subtotal: 0,
      };
      categories.set(key.name, group);
    } else {
      group = fixed[key.kind];
    }
    const total = totalOf(line);
    group.lines.push({ line, total });
    group.subtotal += total;
  }
  const groups = [...categories.values(), fixed.UNCATEGORISED, fixed.PACKAGE, fixed.DEPOSIT].filter(
    (group) => group.lines.length > 0,
  );
  return { groups, total: groups.reduce((sum, group) => sum + group.subtotal, 0) };
}

function newFixedGroup<T extends InvoiceableLine>(
  kind: Exclude<InvoiceGroupKind, 'CATEGORY'>,
): InvoiceGroup<T> {
  return { kind, labelKey: INVOICE_GROUP_LABEL_KEYS[kind], lines: [], subtotal: 0 };
}
