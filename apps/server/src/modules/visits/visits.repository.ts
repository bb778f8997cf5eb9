import type { Database } from '../../db/client';

/** Visits and the clinic's practitioners (placeholder until the visits module lands). */
export function createVisitRepository(db: Database) {
  void db;
  return {};
}
export type VisitRepository = ReturnType<typeof createVisitRepository>;
