import { sql, type SQL } from 'drizzle-orm';
import { normalizeDiagnosisCode } from '@praktik/domain/visits/assessment.schema';
import type { Database } from '../../db/client';
import { icd10Codes } from '../../db/schema/index';
import { icd10SearchTerms } from './icd10-search-terms';

/** One diagnosis code with its titles, as the search answers it. */
export interface Icd10Code {
  /** As the WHO writes it: "A09", "K35.8". */
  code: string;
  titleEn: string;
  titleId: string;
}

export interface Icd10SearchRequest {
  keyword?: string | undefined;
  page: number;
  size: number;
}

/** What an upsert did: new codes, codes whose titles changed, codes already as given. */
export interface Icd10UpsertResult {
  inserted: number;
  updated: number;
  unchanged: number;
}

/** Rows per INSERT: 4 parameters each, far below PostgreSQL's 65,535. */
export const ICD10_UPSERT_BATCH = 1000;

interface SearchRow {
  code: string;
  title_en: string;
  title_id: string;
  total: number | string;
}

const t = icd10Codes;

let writeGeneration = 0;

/**
 * Grows each time this process writes ICD-10 codes (any repository instance), so kept search
 * answers (icd10.service.ts) know they are stale.
 */
export function icd10WriteGeneration(): number {
  return writeGeneration;
}

/** node-postgres and PGlite both answer a raw statement with `{ rows }`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A code as the table keeps it: upper case, trimmed, its compact form beside it. */
function toRow(entry: Icd10Code) {
  const code = entry.code.trim().toUpperCase();
  return {
    code,
    codeCompact: normalizeDiagnosisCode(code),
    titleEn: entry.titleEn.trim(),
    titleId: entry.titleId.trim(),
  };
}

/**
 * The ICD-10 list (global, not a clinic's). GET /dashboard/icd10 answers from the list in memory
 * (icd10.service.ts, icd10-search-index.ts); `search` is the same search in SQL, for callers
 * without the list loaded and as the reference the in-memory one is tested against. It runs on
 * the indexes of db/schema/icd10.ts:
 * - an exact or prefix code goes through the `code_compact` text_pattern_ops btree;
 * - words go through the GIN index on `search_vector` (`to_tsquery('simple', 'demam:* & tif:*')`);
 * - both are one statement (a BitmapOr of the two indexes) that also counts the matches with a
 *   window, so a page costs one round trip and never a count(*) over an ILIKE.
 */
export function createIcd10Repository(db: Database) {
  async function countMatching(where: SQL): Promise<number> {
    const [row] = rowsOf<{ total: number | string }>(
      await db.execute(sql`select count(*) as total from ${t} where ${where}`),
    );
    return Number(row?.total ?? 0);
  }

  return {
    /**
     * A page of codes for a keyword, best first: the exact code, then codes starting with it,
     * then codes whose English or Indonesian title has every word of the keyword as a word
     * prefix; inside each group shorter codes first (a three-character code is a whole
     * category), then by code. No ts_rank: it would be computed for every match of a broad
     * keyword ("a" matches half the list) and costs more than the rest of the query.
     * No keyword (or none with a letter or digit): every code in order.
     */
    async search({
      keyword,
      page,
      size,
    }: Icd10SearchRequest): Promise<{ rows: Icd10Code[]; total: number }> {
      const terms = icd10SearchTerms(keyword);
      const offset = page * size;
      let where: SQL;
      let statement: SQL;
      if (!terms.code && !terms.tsQuery) {
        where = sql`true`;
        // The primary key gives the order; the count is one pass over a 10k-row table.
        statement = sql`
          select ${t.code} as code, ${t.titleEn} as title_en, ${t.titleId} as title_id,
            (select count(*) from ${t}) as total
          from ${t}
          order by ${t.code}
          limit ${size} offset ${offset}`;
      } else {
        const query = terms.tsQuery ? sql`to_tsquery('simple', ${terms.tsQuery})` : null;
        const prefix = terms.code ? `${terms.code}%` : null;
        const conditions: SQL[] = [];
        if (prefix) conditions.push(sql`${t.codeCompact} like ${prefix}`);
        if (query) conditions.push(sql`${t.searchVector} @@ ${query}`);
        where = sql.join(conditions, sql` or `);
        // Only a keyword that can start a code has code groups (a bare number in ORDER BY would
        // name a column, so no placeholder group otherwise).
        const order = terms.code
          ? [
              sql`case when ${t.codeCompact} = ${terms.code} then 0
                when ${t.codeCompact} like ${prefix} then 1 else 2 end`,
            ]
          : [];
        order.push(sql`length(${t.code})`, sql`${t.code}`);
        statement = sql`
          select ${t.code} as code, ${t.titleEn} as title_en, ${t.titleId} as title_id,
            count(*) over () as total
          from ${t}
          where ${where}
          order by ${sql.join(order, sql`, `)}
          limit ${size} offset ${offset}`;
      }
      const found = rowsOf<SearchRow>(await db.execute(statement));
      const rows = found.map((row) => ({
        code: row.code,
        titleEn: row.title_en,
        titleId: row.title_id,
      }));
      const first = found[0];
      // A page past the end has no row to carry the total: count on its own then.
      const total = first ? Number(first.total) : offset > 0 ? await countMatching(where) : 0;
      return { rows, total };
    },

    /** The codes among `codes` that exist (any spelling: "k35.8", "K358"), as stored. */
    async findByCodes(codes: readonly string[]): Promise<Icd10Code[]> {
      const compact = [...new Set(codes.map(normalizeDiagnosisCode))].filter(Boolean);
      if (compact.length === 0) return [];
      const result = await db.execute(sql`
        select ${t.code} as code, ${t.titleEn} as title_en, ${t.titleId} as title_id, 0 as total
        from ${t}
        where ${t.codeCompact} in (${sql.join(
          compact.map((code) => sql`${code}`),
          sql`, `,
        )})
        order by ${t.code}`);
      return rowsOf<SearchRow>(result).map((row) => ({
        code: row.code,
        titleEn: row.title_en,
        titleId: row.title_id,
      }));
    },

    /** Every code, in code order (the in-memory search index loads it: icd10.service.ts). */
    async listAll(): Promise<Icd10Code[]> {
      return db
        .select({ code: t.code, titleEn: t.titleEn, titleId: t.titleId })
        .from(t)
        .orderBy(t.code);
    },

    /** Changes whenever a code is added, changed or removed: the count and the last change. */
    async fingerprint(): Promise<string> {
      const [row] = rowsOf<{ fingerprint: string }>(
        await db.execute(
          sql`select count(*) || ':' || coalesce(max(${t.updatedAt})::text, '') as fingerprint
            from ${t}`,
        ),
      );
      return row?.fingerprint ?? '';
    },

    async count(): Promise<number> {
      return countMatching(sql`true`);
    },

    /**
     * Adds the codes the table does not have yet and leaves the others as they are (the demo
     * seed must not overwrite titles an import wrote). Answers how many were added.
     */
    async insertMissing(codes: readonly Icd10Code[]): Promise<number> {
      let added = 0;
      for (let start = 0; start < codes.length; start += ICD10_UPSERT_BATCH) {
        const batch = codes.slice(start, start + ICD10_UPSERT_BATCH);
        const written = await db
          .insert(t)
          .values(batch.map(toRow))
          .onConflictDoNothing({ target: t.code })
          .returning({ code: t.code });
        added += written.length;
      }
      if (added > 0) writeGeneration += 1;
      return added;
    },

    /**
     * Writes codes by code, in batches: a new code is inserted, a known one gets the given
     * titles; a row already as given is not rewritten (so a second import changes nothing).
     * Codes are written upper case and trimmed, titles trimmed; a code given twice keeps its last.
     */
    async upsertMany(codes: readonly Icd10Code[]): Promise<Icd10UpsertResult> {
      const byCode = new Map<string, ReturnType<typeof toRow>>();
      for (const entry of codes) {
        const row = toRow(entry);
        byCode.set(row.code, row);
      }
      const all = [...byCode.values()];
      let inserted = 0;
      let updated = 0;
      for (let start = 0; start < all.length; start += ICD10_UPSERT_BATCH) {
        const batch = all.slice(start, start + ICD10_UPSERT_BATCH);
        const written = await db
          .insert(t)
          .values(batch)
          .onConflictDoUpdate({
            target: t.code,
            set: {
              codeCompact: sql`excluded.code_compact`,
              titleEn: sql`excluded.title_en`,
              titleId: sql`excluded.title_id`,
              updatedAt: sql`now()`,
            },
            setWhere: sql`(${t.titleEn}, ${t.titleId}, ${t.codeCompact}) is distinct from
              (excluded.title_en, excluded.title_id, excluded.code_compact)`,
          })
          // xmax is 0 on a freshly inserted row version and set on an updated one.
          .returning({ inserted: sql<boolean>`(xmax = 0)` });
        for (const row of written) {
          if (row.inserted) inserted += 1;
          else updated += 1;
        }
      }
      if (inserted + updated > 0) writeGeneration += 1;
      return { inserted, updated, unchanged: all.length - inserted - updated };
    },

    /** `upsertMany` in one transaction: an import that fails part way leaves the list as it was. */
    async importAll(codes: readonly Icd10Code[]): Promise<Icd10UpsertResult> {
      return db.transaction((tx) => createIcd10Repository(tx).upsertMany(codes));
    },
  };
}
export type Icd10Repository = ReturnType<typeof createIcd10Repository>;
