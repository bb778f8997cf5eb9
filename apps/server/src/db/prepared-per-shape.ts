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
