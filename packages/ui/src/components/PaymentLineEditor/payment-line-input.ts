import { formatRupiah, parseRupiahInput } from '@praktik/domain/money/currency';

/**
 * How the editor's text inputs read and show numbers. Reading only: whether a number is
 * allowed (quantity 1..10.000, percent 0..100, whole rupiah) is the domain schema's decision,
 * shown through the editor's `errors`.
 */
export interface NumberFormat {
  parse: (text: string) => number | null;
  format: (value: number | null) => string;
}

const plain = (value: number | null) => (value === null ? '' : String(value));

/** A whole count typed as digits. */
export const quantityFormat: NumberFormat = {
  parse: (text) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null),
  format: plain,
};

/** Rupiah typed as `150000`, `150.000` or `Rp 150.000`; shown as `150.000`. */
export const rupiahFormat: NumberFormat = {
  parse: parseRupiahInput,
  format: (value) => (value === null ? '' : formatRupiah(value).replace(/^Rp/, '')),
};

/** A percentage typed as `10`, `12,5` or `12.5`; shown with a comma decimal (`12,5`). */
export const percentFormat: NumberFormat = {
  parse: (text) => {
    const compact = text.trim().replace(/%$/, '').trim();
    return /^\d{1,9}(?:[.,]\d{1,4})?$/.test(compact) ? Number(compact.replace(',', '.')) : null;
  },
  format: (value) => (value === null ? '' : String(value).replace('.', ',')),
};
