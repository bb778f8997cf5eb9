import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from './client';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * A fingerprint of everything one clinic owns: its own row and every row of every table with a
 * `business_id` (found in the catalogue, so a new table is covered without a change here). Two
 * equal digests mean no row of the clinic was added, removed or changed in between. For tests
 * (the fuzz test checks refused requests change nothing); it reads whole tables.
 */
export async function clinicDigest(db: Database, businessId: string): Promise<string> {
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(sql`
      select table_name from information_schema.columns
      where column_name = 'business_id' and table_schema = current_schema()
      order by table_name`),
  ).map((row) => row.table_name);
  // One round trip; each table's rows are hashed where they are, only the hashes travel.
  const perTable = tables.map(
    (table) => sql`
      select ${table}::text as name, md5(coalesce(string_agg(t::text, E'\n' order by t::text), '')) as hash
      from ${sql.identifier(table)} t where t.business_id = ${businessId}`,
  );
  const own = sql`
    select 'businesses' as name, md5(coalesce(string_agg(t::text, ''), '')) as hash
    from businesses t where t.id = ${businessId}`;
  const rows = rowsOf<{ name: string; hash: string }>(
    await db.execute(sql.join([own, ...perTable], sql` union all `)),
  );
  const hash = createHash('sha256');
  rows.sort((a, b) => a.name.localeCompare(b.name));
  for (const row of rows) hash.update(`${row.name}:${row.hash}\n`);
  return hash.digest('hex');
}
