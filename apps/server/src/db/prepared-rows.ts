import { Column, is, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client';

type FlatSelection = Record<string, Column | SQL>;

/**
 * Each selected column's decoder, looked up once instead of on every field of every row. An SQL
 * expression's value comes as the driver gives it: cast it in SQL to what the row should hold.
 */
function decoderOf(field: Column | SQL): (value: unknown) => unknown {
  if (is(field, Column)) return (value) => field.mapFromDriverValue(value);
  return (value) => value;
}

function flatRowsOf<Row>(selection: FlatSelection): (rows: unknown[][]) => Row[] {
  const keys = Object.keys(selection);
  const decoders = Object.values(selection).map(decoderOf);
  return (rows) =>
    rows.map((values) => {
      const row: Record<string, unknown> = {};
      for (let index = 0; index < keys.length; index += 1) {
        const value = values[index];
        row[keys[index] as string] =
          value === null || value === undefined
            ? null
            : (decoders[index] as (v: unknown) => unknown)(value);
      }
      return row as Row;
    });
}

/**
 * A flat select (no nested objects) sent as a named prepared statement whose rows come back as
 * plain objects keyed like `selection`, decoded by the same column decoders Drizzle uses.
 * Drizzle's own mapping (`mapResultRow`) walks each field's path and checks its kind with
 * `is()` on every field of every row; for a 50-row list that was one of the largest pieces of
 * the server's CPU per call left after the queries (bench/api/README.md). `build` must select
 * exactly `selection`, in its key order (the order Drizzle writes the columns in).
 */
export function prepareFlatSelect<Row>(
  db: Database,
  name: string,
  selection: FlatSelection,
  build: (select: Database['select']) => { toSQL(): { sql: string; params: unknown[] } },
) {
  const query = build(db.select.bind(db)).toSQL();
  return db._.session.prepareQuery<{ execute: Row[]; all: unknown; values: unknown }>(
    query,
    undefined,
    name,
    true,
    flatRowsOf<Row>(selection),
  );
}

/**
 * As `prepareFlatSelect` (a select, or a write whose `returning` is `selection`), with its SQL
 * built by Drizzle once per process and the statement prepared on whichever database runs it: a
 * transaction gets repositories of its own, so a statement a repository prepared as it was made
 * would be built again in every transaction (a payment's save, as the API benchmark's profile
 * showed). The values go as placeholders (`sql.placeholder`), in the form the driver takes (a
 * timestamp as its ISO text): Drizzle's column encoders do not see them.
 */
export function flatStatement<Row>(
  name: string,
  selection: FlatSelection,
  build: (db: Database) => { toSQL(): { sql: string; params: unknown[] } },
) {
  const rowsOf = flatRowsOf<Row>(selection);
  let query: { sql: string; params: unknown[] } | undefined;
  return (db: Database) => {
    query ??= build(db).toSQL();
    return db._.session.prepareQuery<{ execute: Row[]; all: unknown; values: unknown }>(
      query,
      undefined,
      name,
      true,
      rowsOf,
    );
  };
}

const dialect = new PgDialect();

/**
 * As `flatStatement`, for a statement Drizzle's builders cannot write (a write of several tables
 * in one statement, through `with`): written in SQL (values as `sql.placeholder`), its rows read
 * as `selection`'s columns in its key order.
 */
export function sqlStatement<Row>(name: string, selection: FlatSelection, query: SQL) {
  return flatStatement<Row>(name, selection, () => ({ toSQL: () => dialect.sqlToQuery(query) }));
}

/**
 * A statement written in SQL (Drizzle's `sql`, values as `sql.placeholder`) sent as a named
 * prepared statement; its rows come as arrays in the select's column order, read by `rowsOf`.
 */
export function prepareSqlStatement<Row>(
  db: Database,
  name: string,
  query: SQL,
  rowsOf: (rows: unknown[][]) => Row[],
) {
  return db._.session.prepareQuery<{ execute: Row[]; all: unknown; values: unknown }>(
    dialect.sqlToQuery(query),
    undefined,
    name,
    true,
    rowsOf,
  );
}
