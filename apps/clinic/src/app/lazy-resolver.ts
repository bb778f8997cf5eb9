import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose rules (a zod schema, about 30 KB on the wire) load on the form's
 * first check, not with the page: a page that shows something to choose first (the booking's
 * schedule) then starts with less to fetch on a phone. Loaded once, then reused; a load that
 * failed (a phone that lost its connection) is tried again on the next check.
 */
export function lazyResolver<TForm extends FieldValues, TValues>(
  load: () => Promise<Resolver<TForm, unknown, TValues>>,
): Resolver<TForm, unknown, TValues> {
  let loaded: Promise<Resolver<TForm, unknown, TValues>> | null = null;
  return async (values, context, options) => {
    loaded ??= load().catch((error: unknown) => {
      loaded = null;
      throw error;
    });
    return (await loaded)(values, context, options);
  };
}
