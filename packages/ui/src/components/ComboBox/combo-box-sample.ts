import type { ComboBoxItem, LoadComboBoxItems } from './combo-box-options';

/** A few ICD-10 codes, as the server's ICD-10 search answers them. */
export const SAMPLE_ICD10: ComboBoxItem[] = [
  { id: 'A09', label: 'A09 Diarrhoea and gastroenteritis of presumed infectious origin' },
  { id: 'A01.0', label: 'A01.0 Typhoid fever' },
  { id: 'A90', label: 'A90 Dengue fever [classical dengue]' },
  { id: 'A91', label: 'A91 Dengue haemorrhagic fever' },
  { id: 'J06.9', label: 'J06.9 Acute upper respiratory infection, unspecified' },
  { id: 'K30', label: 'K30 Functional dyspepsia' },
  { id: 'R50.9', label: 'R50.9 Fever, unspecified' },
  { id: 'I10', label: 'I10 Essential (primary) hypertension' },
  { id: 'E11.9', label: 'E11.9 Type 2 diabetes mellitus without complications' },
];

/** Patients as the patient search answers them: name, then record number and birth date. */
export const SAMPLE_PATIENTS: ComboBoxItem[] = [
  { id: 'p1', label: 'Siti Aminah', description: 'RM-000123 · 12/05/1985' },
  { id: 'p2', label: 'Siti Nurhaliza', description: 'RM-000456 · 03/11/1992' },
  { id: 'p3', label: 'Budi Santoso', description: 'RM-000789 · 21/01/1978' },
  { id: 'p4', label: 'Agus Salim', description: 'RM-001012 · 30/08/2001' },
];

/**
 * A `loadItems` over a fixed list: case-insensitive "contains", answered after `delayMs`;
 * it rejects when the signal aborts, as fetch does.
 */
export function searchIn<T extends ComboBoxItem>(
  list: readonly T[],
  delayMs = 100,
): LoadComboBoxItems<T> {
  return (text, signal) =>
    new Promise<readonly T[]>((resolve, reject) => {
      const needle = text.toLowerCase();
      const timer = setTimeout(
        () => resolve(list.filter((item) => item.label.toLowerCase().includes(needle))),
        delayMs,
      );
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new DOMException('aborted', 'AbortError'));
      });
    });
}
