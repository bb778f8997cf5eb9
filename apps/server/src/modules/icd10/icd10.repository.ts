import type { Database } from '../../db/client';

export function createIcd10Repository(db: Database) {
  void db;
  return {};
}
export type Icd10Repository = ReturnType<typeof createIcd10Repository>;
