import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Checkbox } from '@praktik/ui/Checkbox';

export function FormCheckbox<T extends FieldValues>(props: {
  control: Control<T>;
  name: FieldPath<T>;
  children: ReactNode;
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field }) => (
        <Checkbox isSelected={!!field.value} onChange={field.onChange}>
          {props.children}
        </Checkbox>
      )}
    />
  );
}
