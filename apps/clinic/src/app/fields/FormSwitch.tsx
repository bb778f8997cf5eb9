import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Switch } from '@praktik/ui/Switch';

export function FormSwitch<T extends FieldValues>(props: {
  control: Control<T>;
  name: FieldPath<T>;
  children: ReactNode;
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field }) => (
        <Switch isSelected={!!field.value} onChange={field.onChange}>
          {props.children}
        </Switch>
      )}
    />
  );
}
