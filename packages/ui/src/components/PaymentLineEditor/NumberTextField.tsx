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
  /**
   * Shown while the text typed is not a number the field reads (`250000abc`): the value is then
   * empty, and without it the field would only be "required", as if nothing had been typed.
   */
  unreadableMessage?: ReactNode;
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
  unreadableMessage,
  isDisabled,
  isRequired,
  className,
}: NumberTextFieldProps) {
  const [text, setText] = useState(() => format.format(value));
  const [shown, setShown] = useState(value);
  const [left, setLeft] = useState(false);
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
        setLeft(false);
        const parsed = format.parse(next);
        setShown(parsed);
        if (parsed !== value) onChange(parsed);
      }}
      onBlur={() => {
        setLeft(true);
        // an unreadable text (`250000abc`) stays as typed, with its message, rather than vanish
        const parsed = format.parse(text);
        if (parsed !== null && parsed === value) setText(format.format(value));
      }}
      errorMessage={shownMessage(text, format, left, {
        errorMessage,
        negativeMessage,
        unreadableMessage,
      })}
      isDisabled={isDisabled}
      isRequired={isRequired}
      className={className}
    />
  );
}

/** A character no amount or count is written with (a letter, a sign), past a leading `Rp`. */
const NOT_IN_A_NUMBER = /[^\d\s.,]/;

/**
 * What the field says: a negative or an unreadable text first, then the form's own message. A
 * text with a letter is unreadable at once; one only half written (`150.`, on its way to
 * `150.000`) once the field is left.
 */
function shownMessage(
  text: string,
  format: NumberFormat,
  left: boolean,
  messages: Pick<NumberTextFieldProps, 'errorMessage' | 'negativeMessage' | 'unreadableMessage'>,
): ReactNode {
  const typed = text.trim();
  if (messages.negativeMessage && typed.startsWith('-')) return messages.negativeMessage;
  const unreadable = typed !== '' && format.parse(typed) === null;
  const junk = NOT_IN_A_NUMBER.test(typed.replace(/^r(?:p\.?)?/i, ''));
  if (messages.unreadableMessage && unreadable && (left || junk)) {
    return messages.unreadableMessage;
  }
  return messages.errorMessage;
}
