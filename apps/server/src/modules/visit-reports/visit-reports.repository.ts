import type { Database } from '../../db/client';

export function createVisitReportRepository(db: Database) {
  void db;
  return {};
}
export type VisitReportRepository = ReturnType<typeof createVisitReportRepository>;
