/**
 * One prepared statement per query shape (which filters, which order), built the first time the
 * shape is asked for and kept: Drizzle builds its SQL once, and PostgreSQL parses the named
 * statement once per connection. Shapes are few, so the map stays small.
 */
export function preparedPerShape<Args extends unknown[], Query>(
  shapeOf: (...args: Args) => string,
  prepare: (...args: Args) => Query,
): (...args: Args) => Query {
  const prepared = new Map<string, Query>();
  return (...args) => {
    const shape = shapeOf(...args);
    let query = prepared.get(shape);
    if (!query) prepared.set(shape, (query = prepare(...args)));
    return query;
  };
}

/**
 * A filter shape in a prepared statement's name: the used filters' initials in the shape's key
 * order (`nd`: name and date of birth), `all` without filters. Short, because PostgreSQL cuts
 * names at 63 bytes; a shape's keys must differ in their first letter.
 */
export function shapeName(shape: Readonly<Record<string, boolean>>): string {
  const used = Object.entries(shape)
    .filter(([, isUsed]) => isUsed)
    .map(([filter]) => filter.charAt(0));
  return used.length > 0 ? used.join('') : 'all';
}
