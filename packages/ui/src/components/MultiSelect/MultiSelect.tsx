import { useState, type FocusEvent, type ReactNode } from 'react';
import {
  Button,
  Select as AriaSelect,
  Tag,
  TagGroup,
  TagList,
  type Key,
} from 'react-aria-components';
import { useUiStrings } from '../../intl/ui-strings-context';
import { FieldHelp, FieldLabel, invalidFrom } from '../Field/FieldParts';
import { CloseIcon } from '../Field/icons';
import type { OptionItem } from '../Select/select-options';
import { SelectListPopover, SelectTrigger } from '../Select/SelectParts';
import * as styles from './MultiSelect.css';
import multiSelectStrings from './multiSelect.strings.json';

export interface MultiSelectProps {
  label: ReactNode;
  items: readonly OptionItem[];
  /** Controlled selection, in the order of `items`. */
  selectedKeys?: readonly string[];
  /** Uncontrolled initial selection. */
  defaultSelectedKeys?: readonly string[];
  onChange?: (keys: string[]) => void;
  /** @default the ui string `multiSelect.placeholder` */
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
  /** The options are still on their way: opened meanwhile, the list says so. @default false */
  isLoading?: boolean;
  onBlur?: (event: FocusEvent<Element>) => void;
  id?: string;
  className?: string;
}

/**
 * Pick several options: react-aria Select in multiple selection mode (button + popover
 * listbox; Space/Enter toggle an option, Escape closes), with the chosen options listed
 * below as removable tags (arrow keys move between tags, Delete/Backspace removes one).
 */
export function MultiSelect({
  label,
  items,
  selectedKeys,
  defaultSelectedKeys,
  onChange,
  placeholder,
  description,
  errorMessage,
  isInvalid,
  isDisabled,
  isLoading = false,
  className,
  ...rest
}: MultiSelectProps) {
  const { t } = useUiStrings(multiSelectStrings);
  const [uncontrolled, setUncontrolled] = useState<readonly string[]>(defaultSelectedKeys ?? []);
  const selected = selectedKeys ?? uncontrolled;

  const change = (keys: readonly Key[]) => {
    const set = new Set(keys.map(String));
    // Report in the order of the options, not the order of clicks.
    const next = items.filter((item) => set.has(item.id)).map((item) => item.id);
    if (selectedKeys === undefined) setUncontrolled(next);
    onChange?.(next);
  };

  const chosen = items.filter((item) => selected.includes(item.id));

  // The tags sit outside the Select (whose collection would otherwise take them in) and are
  // placed under the button with CSS order.
  return (
    <div className={[styles.field, styles.root, className].filter(Boolean).join(' ')}>
      <AriaSelect
        {...rest}
        selectionMode="multiple"
        value={selected}
        onChange={change}
        placeholder={placeholder ?? t('multiSelect.placeholder')}
        isDisabled={isDisabled}
        isInvalid={invalidFrom(isInvalid, errorMessage)}
        // As Select: an empty list opens and says why.
        allowsEmptyCollection
        className={styles.selectContents}
      >
        <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
        <SelectTrigger>
          {({ isPlaceholder, defaultChildren }) =>
            isPlaceholder
              ? defaultChildren
              : t('multiSelect.selectedCount', { count: chosen.length })
          }
        </SelectTrigger>
        <FieldHelp description={description} errorMessage={errorMessage} />
        <SelectListPopover items={items} isLoading={isLoading} />
      </AriaSelect>
      {chosen.length > 0 && (
        <TagGroup
          className={styles.tags}
          aria-label={t('multiSelect.selectedItems')}
          onRemove={(keys) => change(selected.filter((key) => !keys.has(key)))}
          disabledKeys={isDisabled ? chosen.map((item) => item.id) : undefined}
        >
          <TagList items={chosen} className={styles.tagList}>
            {(item) => (
              <Tag id={item.id} textValue={item.label} className={styles.tag}>
                <span className={styles.tagText}>{item.label}</span>
                {!isDisabled && (
                  <Button
                    slot="remove"
                    className={styles.tagRemove}
                    // react-aria appends the tag's own label: "Hapus Laboratorium".
                    aria-label={t('multiSelect.removeItem')}
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
