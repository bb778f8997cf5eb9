import type { ReactNode } from 'react';
import { Radio, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import { FieldHelp, FieldLabel, invalidFrom } from '../Field/FieldParts';
import type { OptionItem } from '../Select/select-options';
import type { Orientation } from './radio-group-options';
import * as styles from './RadioGroup.css';

export interface RadioGroupProps {
  label: ReactNode;
  items: readonly OptionItem[];
  /** Controlled value (`null` = nothing chosen). */
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

/** One choice among a few visible options (arrow keys move and choose). */
export function RadioGroup({
  label,
  items,
  orientation = 'vertical',
  description,
  errorMessage,
  isInvalid,
  className,
  ...rest
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...rest}
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
