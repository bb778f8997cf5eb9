import type { OptionItem } from '../Select/select-options';
import type { InputMode, TextFieldType } from '../TextField/text-field-options';

interface FilterFieldBase {
  /** The key of this field's value in FilterValues. */
  name: string;
  /** Visible label (already translated). */
  label: string;
}

/** A text filter: reports after the user stops typing (FILTER_DEBOUNCE_MS). */
export interface TextFilterField extends FilterFieldBase {
  kind: 'text';
  placeholder?: string;
  /** @default 'text' */
  type?: Extract<TextFieldType, 'text' | 'search' | 'tel' | 'email'>;
  inputMode?: InputMode;
}

/** A date filter (YYYY-MM-DD, '' when empty): reports as soon as a whole date is chosen. */
export interface DateFilterField extends FilterFieldBase {
  kind: 'date';
}

/** A choice filter (the option id, '' when none): reports at once. */
export interface SelectFilterField extends FilterFieldBase {
  kind: 'select';
  items: readonly OptionItem[];
  placeholder?: string;
}

export type FilterField = TextFilterField | DateFilterField | SelectFilterField;

export const FILTER_FIELD_KINDS = [
  'text',
  'date',
  'select',
] as const satisfies readonly FilterField['kind'][];

/** Every field's value by name; '' means the filter is not set. */
export type FilterValues = Record<string, string>;

/** Every field of `fields` set to '' (what Reset gives). */
export function emptyFilterValues(fields: readonly FilterField[]): FilterValues {
  return Object.fromEntries(fields.map((field) => [field.name, '']));
}

export function sameFilterValues(a: FilterValues, b: FilterValues): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if ((a[key] ?? '') !== (b[key] ?? '')) return false;
  return true;
}
