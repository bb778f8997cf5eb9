import { Controller, type FieldValues } from 'react-hook-form';
import { Select } from '@praktik/ui/Select';
import { useLocationOptions } from '../../api/locations';
import { useFieldError } from '../use-field-error';
import { shownError, type BaseProps } from './shared';

/** The Select's key of "no location" (react-aria cannot clear a choice). */
const NO_LOCATION = '__none';

export type FormLocationSelectProps<T extends FieldValues> = Omit<
  BaseProps<T>,
  'isRequired' | 'isDisabled' | 'isReadOnly' | 'description'
> & {
  /** The first choice, which sets the field to null; also the placeholder while there are none. */
  noLocationLabel: string;
  /** Help shown when the clinic has locations. */
  hint?: string;
  /** Help shown when the clinic has none (the select is then disabled). */
  emptyHint?: string;
};

/**
 * The clinic's SATUSEHAT locations as an optional choice (a visit's or a reservation's room):
 * "no location" first, then the locations; disabled while the clinic has none. The field holds
 * a location id or null.
 */
export function FormLocationSelect<T extends FieldValues>(props: FormLocationSelectProps<T>) {
  const fieldError = useFieldError();
  const locations = useLocationOptions();
  const locationItems = locations.data ?? [];
  const hasLocations = locationItems.length > 0;
  const description = locations.isLoading ? undefined : hasLocations ? props.hint : props.emptyHint;
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <Select
          label={props.label}
          items={
            hasLocations
              ? [
                  { id: NO_LOCATION, label: props.noLocationLabel },
                  ...locationItems.map((l) => ({ id: l.id, label: l.name })),
                ]
              : []
          }
          selectedKey={hasLocations ? ((field.value as string | null) ?? NO_LOCATION) : null}
          onSelectionChange={(key) => {
            field.onChange(key === NO_LOCATION || key == null ? null : String(key));
            field.onBlur();
          }}
          placeholder={props.noLocationLabel}
          description={description}
          isDisabled={!hasLocations}
          errorMessage={shownError(fieldState, fieldError)}
        />
      )}
    />
  );
}
