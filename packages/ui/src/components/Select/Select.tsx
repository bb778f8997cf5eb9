import type { FocusEvent, ReactNode } from 'react';
import { Select as AriaSelect, type Key } from 'react-aria-components';
import { useUiStrings } from '../../intl/ui-strings-context';
import { FieldHelp, FieldLabel, invalidFrom } from '../Field/FieldParts';
import type { OptionItem } from './select-options';
import { SelectListPopover, SelectTrigger } from './SelectParts';
import * as styles from './Select.css';
import selectStrings from './select.strings.json';

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
  /**
   * The options are still on their way: opened meanwhile, the list says so, and fills in place
   * when they come. @default false
   */
  isLoading?: boolean;
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
  isLoading = false,
  className,
  ...rest
}: SelectProps) {
  const { t } = useUiStrings(selectStrings);
  return (
    <AriaSelect
      {...rest}
      {...(selectedKey !== undefined && { value: selectedKey })}
      {...(defaultSelectedKey !== undefined && { defaultValue: defaultSelectedKey })}
      onChange={(key) => onSelectionChange?.(toStringKey(key))}
      placeholder={placeholder ?? t('select.placeholder')}
      isInvalid={invalidFrom(isInvalid, errorMessage)}
      // Opens even with no option: a click before the options load, or on a list with none,
      // shows why rather than doing nothing.
      allowsEmptyCollection
      className={[styles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <SelectTrigger>
        {/* Only the chosen option's text: its default rendering is the list row, whose
            check-mark slot (hidden but sized) would indent the value past TextField's text. */}
        {({ isPlaceholder, selectedText, defaultChildren }) =>
          isPlaceholder ? defaultChildren : selectedText
        }
      </SelectTrigger>
      <FieldHelp description={description} errorMessage={errorMessage} />
      <SelectListPopover items={items} isLoading={isLoading} />
    </AriaSelect>
  );
}
