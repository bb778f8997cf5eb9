import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useBusinessTypes, useServices } from '../../api/onboarding';
import { FormMultiSelect } from './FormMultiSelect';
import { FormSelect } from './FormSelect';
import { FormTextArea } from './FormTextArea';
import { FormTextField } from './FormTextField';

export interface ClinicFieldsProps<T extends FieldValues> {
  control: Control<T>;
  /**
   * Where the clinic's name and address live in the form: the onboarding's request names them
   * `businessName` and `businessAddress` beside the owner's own, the clinic's profile `name` and
   * `address`.
   */
  names: { name: FieldPath<T>; address: FieldPath<T> };
  /** @default the ui's own placeholder */
  typePlaceholder?: string;
}

// The constraint on T guarantees the field exists; react-hook-form cannot see that through a
// generic Path<T>, hence the casts.
const fieldName = <T extends FieldValues>(name: string) => name as FieldPath<T>;

/**
 * The clinic's general details as its owner fills them in, in the onboarding and in the clinic's
 * profile: name, type and services (both lists from the server), address.
 */
export function ClinicFields<
  T extends FieldValues & { businessTypeId: unknown; serviceIds: unknown },
>({ control, names, typePlaceholder }: ClinicFieldsProps<T>) {
  const { t } = useTranslation();
  const types = useBusinessTypes();
  const services = useServices();
  const typeItems = (types.data ?? []).map((e) => ({ id: String(e.id), label: e.name }));
  const serviceItems = (services.data ?? []).map((e) => ({ id: String(e.id), label: e.name }));
  return (
    <>
      <FormTextField
        control={control}
        name={names.name}
        autoComplete="organization"
        label={t('fields.businessName')}
        isRequired
      />
      <FormSelect
        control={control}
        name={fieldName<T>('businessTypeId')}
        items={typeItems}
        label={t('fields.businessType')}
        placeholder={typePlaceholder}
        isRequired
      />
      <FormMultiSelect
        control={control}
        name={fieldName<T>('serviceIds')}
        items={serviceItems}
        label={t('fields.businessService')}
        isRequired
      />
      <FormTextArea
        control={control}
        name={names.address}
        label={t('fields.businessAddress')}
        isRequired
      />
    </>
  );
}
