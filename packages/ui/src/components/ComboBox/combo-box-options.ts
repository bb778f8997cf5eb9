/** An option of ComboBox and MultiComboBox: `label` is already translated. */
export interface ComboBoxItem {
  id: string;
  /** What the list shows and what the input shows once chosen, e.g. "A09 Diarrhoea and gastroenteritis". */
  label: string;
  /** A second, muted line in the list, e.g. a patient's record number and birth date. */
  description?: string;
  isDisabled?: boolean;
}

/**
 * Finds the options for a search text (trimmed). Abort the request when `signal` fires: the
 * text has changed and the answer is no longer wanted. Reject to show the error state.
 */
export type LoadComboBoxItems<T extends ComboBoxItem = ComboBoxItem> = (
  text: string,
  signal: AbortSignal,
) => Promise<readonly T[]>;

/** Wait after the last keystroke before searching. */
export const DEFAULT_DEBOUNCE_MS = 300;

/** Shorter texts do not search; the list asks for more letters. */
export const DEFAULT_MIN_SEARCH_LENGTH = 1;

/** `idle`: nothing searched yet (text too short); `loading`; `done`; `error`. */
export const SEARCH_STATUSES = ['idle', 'loading', 'done', 'error'] as const;
export type SearchStatus = (typeof SEARCH_STATUSES)[number];
