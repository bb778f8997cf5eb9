import type { FieldValues } from 'react-hook-form';
import { useDoctors } from '../../api/doctors';
import { useErrorText } from '../use-error-text';
import { FormSelect } from './FormSelect';
import type { BaseProps } from './shared';

export type FormPractitionerSelectProps<T extends FieldValues> = Omit<
  BaseProps<T>,
  'isReadOnly'
> & {
  /** Help shown when the clinic has no practitioner to choose; `description` goes first. */
  emptyHint?: string;
  /** After the user picks a practitioner (the slots or another field may depend on it). */
  onChosen?: () => void;
};

/**
 * The clinic's doctors and therapists by name, one to choose (a visit's, a move's). When the list
 * cannot be read the field says why instead of staying empty without a word.
 */
export function FormPractitionerSelect<T extends FieldValues>({
  emptyHint,
  description,
  ...props
}: FormPractitionerSelectProps<T>) {
  const errorText = useErrorText();
  const doctors = useDoctors();
  const items = (doctors.data ?? []).map((d) => ({ id: d.id, label: d.name }));
  const help =
    description ??
    (doctors.error
      ? errorText(doctors.error)
      : doctors.data && items.length === 0
        ? emptyHint
        : undefined);
  return <FormSelect {...props} items={items} description={help} isLoading={doctors.isLoading} />;
}
