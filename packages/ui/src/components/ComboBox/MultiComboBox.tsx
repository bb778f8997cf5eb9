import { useState, type KeyboardEvent } from 'react';
import {
  Button,
  ComboBox as AriaComboBox,
  Tag,
  TagGroup,
  TagList,
  type Key,
} from 'react-aria-components';
import { useUiStrings } from '../../intl/ui-strings-context';
import { FieldHelp, FieldLabel, invalidFrom } from '../Field/FieldParts';
import { CloseIcon } from '../Field/icons';
import type { SearchFieldBaseProps } from './ComboBox';
import {
  DEFAULT_DEBOUNCE_MS,
  DEFAULT_MIN_SEARCH_LENGTH,
  type ComboBoxItem,
} from './combo-box-options';
import { ResultList, SearchInput } from './ComboBoxParts';
import { useAsyncSearch } from './use-async-search';
import * as styles from './ComboBox.css';
import comboBoxStrings from './comboBox.strings.json';

export interface MultiComboBoxProps<T extends ComboBoxItem> extends SearchFieldBaseProps<T> {
  /** Controlled choices, in the order they were chosen. */
  selectedItems?: readonly T[];
  /** Uncontrolled initial choices. */
  defaultSelectedItems?: readonly T[];
  onChange?: (items: T[]) => void;
  /**
   * Free entry (allergies): Enter with no option highlighted adds this item for the typed text
   * and empties the input. Without it, that Enter leaves the text and the list as they are; it
   * never throws the text away. @default none
   */
  itemForText?: (text: string) => T;
}

const sameIds = (a: readonly ComboBoxItem[], b: readonly ComboBoxItem[]) =>
  a.length === b.length && a.every((item, index) => item.id === b[index]?.id);

/**
 * Pick several options found by a search (ICD-10 diagnoses): as ComboBox, but choosing an
 * option (Enter or click) toggles it and keeps the list open; the choices show below the input
 * as tags (arrow keys move between them, Delete or Backspace removes one).
 */
export function MultiComboBox<T extends ComboBoxItem>({
  label,
  loadItems,
  debounceMs = DEFAULT_DEBOUNCE_MS,
  minSearchLength = DEFAULT_MIN_SEARCH_LENGTH,
  selectedItems,
  defaultSelectedItems,
  onChange,
  itemForText,
  placeholder,
  description,
  errorMessage,
  isInvalid,
  isDisabled,
  isReadOnly,
  className,
  ...rest
}: MultiComboBoxProps<T>) {
  const { t } = useUiStrings(comboBoxStrings);
  const [uncontrolled, setUncontrolled] = useState<readonly T[]>(defaultSelectedItems ?? []);
  const selected = selectedItems ?? uncontrolled;
  const [inputValue, setInputValue] = useState('');
  const [isOpen, setOpen] = useState(false);
  const results = useAsyncSearch(loadItems, { debounceMs, minSearchLength });

  const update = (next: T[]) => {
    if (sameIds(next, selected)) return;
    if (selectedItems === undefined) setUncontrolled(next);
    onChange?.(next);
  };

  // Keys come back as a set; keep the earlier choices in their order and add new ones after.
  const onKeysChange = (keys: Key[] | Key | null) => {
    const ids = new Set((Array.isArray(keys) ? keys : keys == null ? [] : [keys]).map(String));
    const kept = selected.filter((item) => ids.has(item.id));
    const added = results.items.filter(
      (item) => ids.has(item.id) && !kept.some((k) => k.id === item.id),
    );
    update([...kept, ...added]);
  };

  const search = (text: string) => {
    setInputValue(text);
    results.search(text);
  };

  const canRemove = !isDisabled && !isReadOnly;

  // react-aria's Enter with no option highlighted closes the list, which clears the search text
  // (onOpenChange): typed and lost. Caught before it gets there. The input names the option the
  // arrows are on in aria-activedescendant; that Enter stays react-aria's (it toggles the option).
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement) || event.nativeEvent.isComposing) return;
    // Escape puts the search away (react-aria then closes the list).
    if (event.key === 'Escape' && inputValue !== '') search('');
    if (event.key !== 'Enter' || field.getAttribute('aria-activedescendant')) return;
    // The input's own value: an Enter that follows the typing at once can come before the
    // search text reaches this component's state.
    const text = field.value.trim();
    if (text === '' || isReadOnly || isDisabled) return;
    event.preventDefault();
    event.stopPropagation();
    if (!itemForText) return;
    const item = itemForText(text);
    if (!selected.some((chosen) => chosen.id === item.id)) update([...selected, item]);
    search('');
  };

  return (
    // Listens for Enter and Escape on its input, before react-aria's own handler.
    <div
      className={[styles.field, styles.root, className].filter(Boolean).join(' ')}
      onKeyDownCapture={onKeyDownCapture}
      // The search text is only for finding: it goes with Escape (above) and when the field is
      // left. Not when the list closes: react-aria closes it when the page scrolls under it,
      // and the text must still be there for the Enter that adds it.
      onBlur={(event) => {
        if (event.target instanceof HTMLInputElement && inputValue !== '') search('');
      }}
    >
      <AriaComboBox
        {...rest}
        selectionMode="multiple"
        items={results.items}
        value={selected.map((item) => item.id)}
        onChange={onKeysChange}
        inputValue={inputValue}
        onInputChange={search}
        onOpenChange={setOpen}
        allowsEmptyCollection
        isDisabled={isDisabled}
        isReadOnly={isReadOnly}
        isInvalid={invalidFrom(isInvalid, errorMessage)}
        className={styles.selectContents}
      >
        <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
        <SearchInput status={results.status} placeholder={placeholder} isReadOnly={isReadOnly} />
        <FieldHelp description={description} errorMessage={errorMessage} />
        <ResultList
          items={results.items}
          status={results.status}
          minSearchLength={minSearchLength}
        />
      </AriaComboBox>
      {/* Outside the ComboBox, whose collection would otherwise take the tags in; CSS order
          puts them under the input. */}
      {/* While the list is open react-aria hides the rest of the page from screen readers
          (aria-hidden); inert keeps the tags out of the keyboard's reach for that time too. */}
      {selected.length > 0 && (
        <TagGroup
          inert={isOpen || undefined}
          className={styles.tags}
          aria-label={t('comboBox.selectedItems')}
          onRemove={
            canRemove ? (keys) => update(selected.filter((item) => !keys.has(item.id))) : undefined
          }
          disabledKeys={isDisabled ? selected.map((item) => item.id) : undefined}
        >
          <TagList items={selected} className={styles.tagList}>
            {(item) => (
              <Tag id={item.id} textValue={item.label} className={styles.tag}>
                <span className={styles.tagText}>{item.label}</span>
                {canRemove && (
                  <Button
                    slot="remove"
                    className={styles.tagRemove}
                    // react-aria appends the tag's own label: "Hapus A09 ...".
                    aria-label={t('comboBox.removeItem')}
                  >
                    <CloseIcon className={styles.tagIcon} />
                  </Button>
                )}
              </Tag>
            )}
          </TagList>
        </TagGroup>
      )}
    </div>
  );
}
