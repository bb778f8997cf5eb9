import { useState, type FocusEvent, type ReactNode } from 'react';
import { ComboBox as AriaComboBox, type Key } from 'react-aria-components';
import { FieldHelp, FieldLabel, invalidFrom } from '../Field/FieldParts';
import {
  DEFAULT_DEBOUNCE_MS,
  DEFAULT_MIN_SEARCH_LENGTH,
  type ComboBoxItem,
  type LoadComboBoxItems,
} from './combo-box-options';
import { ResultList, SearchInput } from './ComboBoxParts';
import { useAsyncSearch } from './use-async-search';
import * as styles from './ComboBox.css';

/** What ComboBox and MultiComboBox share. */
export interface SearchFieldBaseProps<T extends ComboBoxItem> {
  label: ReactNode;
  /** Finds options for the typed text; called after `debounceMs` of quiet typing. */
  loadItems: LoadComboBoxItems<T>;
  /** Quiet time after the last keystroke before `loadItems` runs. @default 300 */
  debounceMs?: number;
  /** Fewer letters than this do not search. @default 1 */
  minSearchLength?: number;
  /** @default the ui string `comboBox.placeholder` */
  placeholder?: string;
  name?: string;
  description?: ReactNode;
  errorMessage?: ReactNode;
  /** @default true when errorMessage is given */
  isInvalid?: boolean;
  /** @default false */
  isRequired?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /** Shows the choice without letting it change. @default false */
  isReadOnly?: boolean;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  autoFocus?: boolean;
  id?: string;
  className?: string;
}

export interface ComboBoxProps<T extends ComboBoxItem> extends SearchFieldBaseProps<T> {
  /** Controlled choice (`null` = none). The whole item, since it may not be among the results. */
  selectedItem?: T | null;
  /** Uncontrolled initial choice. */
  defaultSelectedItem?: T | null;
  onChange?: (item: T | null) => void;
}

/**
 * Pick one option found by a search (react-aria ComboBox): typing searches through
 * `loadItems` after a pause, the list shows the results, "searching", "no results" or a load
 * error; ArrowDown/ArrowUp move, Enter chooses, Escape closes. Leaving the field without
 * choosing puts back the chosen option's text; emptying the text clears the choice.
 */
export function ComboBox<T extends ComboBoxItem>({
  label,
  loadItems,
  debounceMs = DEFAULT_DEBOUNCE_MS,
  minSearchLength = DEFAULT_MIN_SEARCH_LENGTH,
  selectedItem,
  defaultSelectedItem,
  onChange,
  placeholder,
  description,
  errorMessage,
  isInvalid,
  isReadOnly,
  className,
  ...rest
}: ComboBoxProps<T>) {
  const [uncontrolled, setUncontrolled] = useState<T | null>(defaultSelectedItem ?? null);
  const selected = selectedItem !== undefined ? selectedItem : uncontrolled;
  const [inputValue, setInputValue] = useState(selected?.label ?? '');
  const results = useAsyncSearch(loadItems, { debounceMs, minSearchLength });

  // A choice changed from outside (controlled) shows its text.
  const [shownItem, setShownItem] = useState(selected);
  if (selected?.id !== shownItem?.id) {
    setShownItem(selected);
    setInputValue(selected?.label ?? '');
  }

  const choose = (item: T | null) => {
    setShownItem(item);
    if (selectedItem === undefined) setUncontrolled(item);
    if (item?.id !== selected?.id) onChange?.(item);
  };

  // Both the selection and the text are controlled, so react-aria leaves the text to us.
  const onSelectionChange = (key: Key | null) => {
    if (key == null) {
      // Left without choosing: the text goes back to the current choice.
      setInputValue(selected?.label ?? '');
      return;
    }
    const id = String(key);
    const item = results.items.find((candidate) => candidate.id === id) ?? selected;
    if (!item || item.id !== id) return;
    setInputValue(item.label);
    choose(item);
  };

  const onInputChange = (text: string) => {
    setInputValue(text);
    if (text === '' && selected) choose(null);
    results.search(text);
  };

  return (
    <AriaComboBox
      {...rest}
      items={results.items}
      selectedKey={selected?.id ?? null}
      onSelectionChange={onSelectionChange}
      inputValue={inputValue}
      onInputChange={onInputChange}
      allowsEmptyCollection
      isReadOnly={isReadOnly}
      isInvalid={invalidFrom(isInvalid, errorMessage)}
      className={[styles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <SearchInput status={results.status} placeholder={placeholder} isReadOnly={isReadOnly} />
      <FieldHelp description={description} errorMessage={errorMessage} />
      <ResultList items={results.items} status={results.status} minSearchLength={minSearchLength} />
    </AriaComboBox>
  );
}
