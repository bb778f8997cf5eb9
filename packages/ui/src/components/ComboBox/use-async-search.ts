import { useCallback, useEffect, useRef, useState } from 'react';
import type { ComboBoxItem, LoadComboBoxItems, SearchStatus } from './combo-box-options';

export interface AsyncSearchOptions {
  debounceMs: number;
  minSearchLength: number;
}

export interface AsyncSearch<T extends ComboBoxItem> {
  status: SearchStatus;
  /** The last answer; kept while the next search runs, so the list does not flicker. */
  items: readonly T[];
  /** The text the items answer. */
  text: string;
  /** Starts a search for `text` after the debounce; an earlier one still running is aborted. */
  search: (text: string) => void;
}

interface SearchState<T> {
  status: SearchStatus;
  items: readonly T[];
  text: string;
}

/**
 * Debounced search through a caller's `loadItems`: only the latest text's answer is kept (older
 * requests are aborted and their answers ignored), and a rejection becomes the `error` status.
 */
export function useAsyncSearch<T extends ComboBoxItem>(
  loadItems: LoadComboBoxItems<T>,
  { debounceMs, minSearchLength }: AsyncSearchOptions,
): AsyncSearch<T> {
  const [state, setState] = useState<SearchState<T>>({ status: 'idle', items: [], text: '' });
  const load = useRef(loadItems);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const request = useRef<AbortController | undefined>(undefined);

  useEffect(() => {
    load.current = loadItems;
  }, [loadItems]);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    request.current?.abort();
    request.current = undefined;
  }, []);

  useEffect(() => cancel, [cancel]);

  const search = useCallback(
    (raw: string) => {
      cancel();
      const text = raw.trim();
      if (text.length < minSearchLength) {
        setState({ status: 'idle', items: [], text });
        return;
      }
      setState((previous) => ({ ...previous, status: 'loading' }));
      timer.current = setTimeout(() => {
        const controller = new AbortController();
        request.current = controller;
        load.current(text, controller.signal).then(
          (items) => {
            if (!controller.signal.aborted) setState({ status: 'done', items, text });
          },
          () => {
            if (!controller.signal.aborted) setState({ status: 'error', items: [], text });
          },
        );
      }, debounceMs);
    },
    [cancel, debounceMs, minSearchLength],
  );

  return { ...state, search };
}
