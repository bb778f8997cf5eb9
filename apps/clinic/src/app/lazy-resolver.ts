import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose code (a zod schema and its resolver, about 35 KB on the wire)
 * loads on the form's first check, not with the page: a page that shows something to choose first
 * (the booking's schedule) then starts with less to fetch on a phone. Loaded once, then reused.
 */
export function lazyResolver<TForm extends FieldValues, TValues>(
  load: () => Promise<Resolver<TForm, unknown, TValues>>,
): Resolver<TForm, unknown, TValues> {
  let loaded: Promise<Resolver<TForm, unknown, TValues>> | null = null;
  return async (values, context, options) => {
    loaded ??= load();
    return (await loaded)(values, context, options);
  };
}
