import type { FocusEvent, ReactNode } from 'react';
import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type Key,
} from 'react-aria-components';
import { useUiStrings } from '../../intl/ui-strings-context';
import { FieldHelp, FieldLabel, invalidFrom } from '../Field/FieldParts';
import { CheckIcon, ChevronDownIcon } from '../Field/icons';
import type { OptionItem } from './select-options';
import * as styles from './Select.css';

export interface SelectProps {
  label: ReactNode;
  items: readonly OptionItem[];
  /** Controlled selection (`null` = nothing chosen). */
  selectedKey?: string | null;
  /** Uncontrolled initial selection. */
  defaultSelectedKey?: string | null;
  onSelectionChange?: (key: string | null) => void;
  /** @default the ui string `select.placeholder` */
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
  onBlur?: (event: FocusEvent<Element>) => void;
  autoFocus?: boolean;
  id?: string;
  className?: string;
}

const toStringKey = (key: Key | null): string | null => (key == null ? null : String(key));

/** Pick one option from a list (react-aria Select: button + popover listbox). */
export function Select({
  label,
  items,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  placeholder,
  description,
  errorMessage,
  isInvalid,
  className,
  ...rest
}: SelectProps) {
  const { t } = useUiStrings();
  return (
    <AriaSelect
      {...rest}
      {...(selectedKey !== undefined && { value: selectedKey })}
      {...(defaultSelectedKey !== undefined && { defaultValue: defaultSelectedKey })}
      onChange={(key) => onSelectionChange?.(toStringKey(key))}
      placeholder={placeholder ?? t('select.placeholder')}
      isInvalid={invalidFrom(isInvalid, errorMessage)}
      className={[styles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <Button className={styles.trigger}>
        {/* Only the chosen option's text: its default rendering is the list row, whose
            check-mark slot (hidden but sized) would indent the value past TextField's text. */}
        <SelectValue className={styles.value}>
          {({ isPlaceholder, selectedText, defaultChildren }) =>
            isPlaceholder ? defaultChildren : selectedText
          }
        </SelectValue>
        <ChevronDownIcon className={styles.chevron} />
      </Button>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <Popover className={styles.popover} offset={4}>
        <ListBox items={items} className={styles.listBox}>
          {(item) => (
            <ListBoxItem
              id={item.id}
              textValue={item.label}
              isDisabled={item.isDisabled}
              className={styles.listBoxItem}
            >
              {({ isSelected }) => (
                <>
                  <CheckIcon
                    className={styles.itemCheck}
                    style={{ visibility: isSelected ? 'visible' : 'hidden' }}
                  />
                  <span>{item.label}</span>
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
