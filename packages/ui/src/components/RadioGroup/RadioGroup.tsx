import type { ReactNode } from 'react';
import { Radio, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import { FieldHelp, FieldLabel, invalidFrom } from '../Field/FieldParts';
import type { OptionItem } from '../Select/select-options';
import type { Orientation } from './radio-group-options';
import * as styles from './RadioGroup.css';

export interface RadioGroupProps {
  label: ReactNode;
  items: readonly OptionItem[];
  /** Controlled value (`null`, or any text that is no item's id such as `''` = nothing chosen). */
  value?: string | null;
  /** Uncontrolled initial value. */
  defaultValue?: string | null;
  onChange?: (value: string) => void;
  /** @default 'vertical' */
  orientation?: Orientation;
  name?: string;
  description?: ReactNode;
  errorMessage?: ReactNode;
  /** @default true when errorMessage is given */
  isInvalid?: boolean;
  /** @default false */
  isRequired?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /** @default false */
  isReadOnly?: boolean;
  id?: string;
  className?: string;
}

/**
 * The controlled value as react-aria must get it. react-aria gives every radio tabindex -1 while
 * its value is not null and matches none of them (useRadio: a value set but no radio of it), so
 * a form's empty `''` took the whole group out of the Tab order: a keyboard could not choose.
 * Nothing chosen is null, which leaves the group one Tab stop.
 */
function shownValue(value: string | null | undefined, items: readonly OptionItem[]) {
  if (value === undefined || value === null) return value;
  return items.some((item) => item.id === value) ? value : null;
}

/** One choice among a few visible options (arrow keys move and choose). */
export function RadioGroup({
  label,
  items,
  orientation = 'vertical',
  description,
  errorMessage,
  isInvalid,
  className,
  value,
  ...rest
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...rest}
      value={shownValue(value, items)}
      orientation={orientation}
      isInvalid={invalidFrom(isInvalid, errorMessage)}
      className={[styles.field, className].filter(Boolean).join(' ')}
    >
      <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>
      <div className={styles.options}>
        {items.map((item) => (
          <Radio
            key={item.id}
            value={item.id}
            isDisabled={item.isDisabled}
            className={styles.radio}
          >
            {item.label}
          </Radio>
        ))}
      </div>
      <FieldHelp description={description} errorMessage={errorMessage} />
    </AriaRadioGroup>
  );
}
