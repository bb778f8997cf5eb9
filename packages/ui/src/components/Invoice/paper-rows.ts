/**
 * What a printed row with an amount is, marked `data-row` on the invoice and the receipt, so a
 * test can read the paper as a patient checks it: each total against what is printed above it.
 */
export type PaperRow = 'line' | 'subtotal' | 'total' | 'correctionTotal' | 'net' | 'method';

/**
 * The rupiah printed last in a row (`Rp1.901.600` is 1901600, a refund's `-Rp79.200` -79200): read
 * from the row's last element that still holds it, so a "-" printed for "no discount" in the
 * cell before is not taken for a sign.
 */
function printedRupiah(row: Element): number {
  let element = row;
  while (element.lastElementChild && /Rp/.test(element.lastElementChild.textContent ?? '')) {
    element = element.lastElementChild;
  }
  const match = (element.textContent ?? '').trim().match(/^(-?)Rp\s?([\d.]+)$/);
  if (!match) return NaN;
  const amount = Number(match[2]!.replace(/\./g, ''));
  return match[1] === '-' ? -amount : amount;
}

/**
 * Reads the paper top to bottom: every subtotal is the sum of the lines above it in its group,
 * the original's total the sum of its subtotals, a correction's total the sum of its lines, the
 * net total the sum of those totals, and the methods add up to the net total. Returns what does
 * not add up (empty when everything does) and how many totals were checked.
 */
export function paperArithmetic(root: Element): { mismatches: string[]; checked: number } {
  const mismatches: string[] = [];
  let checked = 0;
  let lines = 0;
  let subtotals = 0;
  let net = 0;
  let printedNet: number | null = null;
  let methods = 0;
  const expect = (row: Element, printed: number, sum: number) => {
    checked += 1;
    if (printed !== sum)
      mismatches.push(`${row.textContent?.trim()}: printed ${printed}, sum ${sum}`);
  };
  for (const row of root.querySelectorAll('[data-row]')) {
    const amount = printedRupiah(row);
    switch (row.getAttribute('data-row') as PaperRow) {
      case 'line':
        lines += amount;
        break;
      case 'subtotal':
        expect(row, amount, lines);
        subtotals += amount;
        lines = 0;
        break;
      case 'total':
        expect(row, amount, subtotals);
        net += amount;
        subtotals = 0;
        break;
      case 'correctionTotal':
        expect(row, amount, lines);
        net += amount;
        lines = 0;
        break;
      case 'net':
        expect(row, amount, net);
        printedNet = amount;
        break;
      case 'method':
        methods += amount;
        break;
    }
  }
  if (printedNet === null) mismatches.push('no net total printed');
  else {
    checked += 1;
    if (methods !== printedNet) mismatches.push(`methods: ${methods}, net total ${printedNet}`);
  }
  return { mismatches, checked };
}
