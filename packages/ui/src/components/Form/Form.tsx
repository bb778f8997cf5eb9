import type { FormEvent, ReactNode } from 'react';
import { Form as AriaForm } from 'react-aria-components';
import type { FormActionsAlign, FormGridColumns } from './form-options';
import * as styles from './Form.css';

export interface FormProps {
  children: ReactNode;
  /** Called on submit; call `event.preventDefault()` (react-hook-form's handleSubmit does). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  onReset?: (event: FormEvent<HTMLFormElement>) => void;
  /** Server errors by field name (e.g. a Problem's fieldErrors); each shows under its field. */
  validationErrors?: Record<string, string | string[]>;
  /**
   * 'aria': fields are marked invalid but submit is never blocked (validation is zod's job).
   * 'native': the browser blocks submit on required/format errors.
   * @default 'aria'
   */
  validationBehavior?: 'aria' | 'native';
  action?: string;
  method?: 'get' | 'post' | 'dialog';
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
}

/** A form: react-aria's Form (so fields show validationErrors) laid out as a column. */
export function Form({ children, validationBehavior = 'aria', className, ...rest }: FormProps) {
  return (
    <AriaForm
      {...rest}
      validationBehavior={validationBehavior}
      className={[styles.form, className].filter(Boolean).join(' ')}
    >
      {children}
    </AriaForm>
  );
}

export interface FormGridProps {
  children: ReactNode;
  /** Two columns collapse to one below 640 px. @default 1 */
  columns?: FormGridColumns;
  className?: string;
}

/** Fields in a grid. */
export function FormGrid({ children, columns = 1, className }: FormGridProps) {
  return (
    <div className={[styles.grid({ columns }), className].filter(Boolean).join(' ')}>
      {children}
    </div>
  );
}

export interface FormGridFullRowProps {
  children: ReactNode;
  className?: string;
}

/** A FormGrid child that spans every column (an address, a long note). */
export function FormGridFullRow({ children, className }: FormGridFullRowProps) {
  return <div className={[styles.fullRow, className].filter(Boolean).join(' ')}>{children}</div>;
}

export interface FormActionsProps {
  children: ReactNode;
  /** @default 'end' */
  align?: FormActionsAlign;
  className?: string;
}

/** The row of buttons under a form, right-aligned by default. */
export function FormActions({ children, align = 'end', className }: FormActionsProps) {
  return (
    <div className={[styles.actions({ align }), className].filter(Boolean).join(' ')}>
      {children}
    </div>
  );
}
