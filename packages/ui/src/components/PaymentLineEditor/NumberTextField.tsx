import { useState, type ReactNode } from 'react';
import { TextField } from '../TextField/TextField';
import type { NumberFormat } from './payment-line-input';

export interface NumberTextFieldProps {
  label: ReactNode;
  value: number | null;
  onChange: (value: number | null) => void;
  format: NumberFormat;
  errorMessage?: ReactNode;
  /**
   * Shown while the text typed is negative, which no field here takes: it says where taking
   * money back is done instead of leaving the field empty without a word.
   */
  negativeMessage?: ReactNode;
  isDisabled?: boolean;
  isRequired?: boolean;
  className?: string;
}

/**
 * A number typed as text: the typed text stays as typed while it reads as the same number
 * (so `1.5` is not rewritten under the caret), is rewritten when the number changes from
 * outside (an item's price filled in) and is tidied (`150000` → `150.000`) on leaving.
 */
export function NumberTextField({
  label,
  value,
  onChange,
  format,
  errorMessage,
  negativeMessage,
  isDisabled,
  isRequired,
  className,
}: NumberTextFieldProps) {
  const [text, setText] = useState(() => format.format(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (format.parse(text) !== value) setText(format.format(value));
  }
  return (
    <TextField
      label={label}
      value={text}
      inputMode="decimal"
      onChange={(next) => {
        setText(next);
        const parsed = format.parse(next);
        setShown(parsed);
        if (parsed !== value) onChange(parsed);
      }}
      onBlur={() => {
        if (format.parse(text) === value) setText(format.format(value));
      }}
      errorMessage={negativeMessage && text.trim().startsWith('-') ? negativeMessage : errorMessage}
      isDisabled={isDisabled}
      isRequired={isRequired}
      className={className}
    />
  );
}
