import { sql, type SQL } from 'drizzle-orm';
import { customType, index, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit-columns';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The ICD-10 diagnosis codes (global, not clinic-owned), imported from the WHO list with English
 * and Indonesian titles (its columns `kode_icd`, `nama_icd`, `nama_icd_indo`).
 *
 * Search (GET /dashboard/icd10?keyword=) needs code prefixes ("k35", "K35.8") and word prefixes
 * in either language ("demam tif"). pg_trgm is not available on PGlite, so:
 * - `code_compact` is the code as the domain's `normalizeDiagnosisCode` writes it (upper case,
 *   no dot: "K358") with a `text_pattern_ops` btree for `like 'K35%'`;
 * - `search_vector` is a generated `simple` (no stemming, lower-cased) tsvector of the code and
 *   both titles with a GIN index, queried with prefix terms (`to_tsquery('simple', 'demam:* &
 *   tif:*')`). Both are core PostgreSQL and work the same on PGlite and on a server.
 */
export const icd10Codes = pgTable(
  'icd10_codes',
  {
    /** As the WHO writes it: "A09", "K35.8". */
    code: text('code').primaryKey(),
    codeCompact: text('code_compact').notNull(),
    titleEn: text('title_en').notNull(),
    /** Trimmed on import (the source has trailing spaces). */
    titleId: text('title_id').notNull(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`to_tsvector('simple'::regconfig, ${icd10Codes.code} || ' ' || ${icd10Codes.titleEn} || ' ' || ${icd10Codes.titleId})`,
      ),
    ...auditColumns(),
  },
  (t) => [
    index('icd10_codes_code_compact_idx').on(t.codeCompact.op('text_pattern_ops')),
    index('icd10_codes_search_idx').using('gin', t.searchVector),
  ],
);
