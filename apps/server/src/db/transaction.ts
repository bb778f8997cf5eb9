import type { Database } from './client';

/**
 * Runs `work` in one transaction on `db` (a savepoint when `db` is one already): it commits when
 * `work` resolves and rolls back when it throws. Opening a transaction belongs to this layer and
 * to the repositories, as the ORM does (eslint.config.js): a use case asks for one through
 * `Repositories.transaction`.
 */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}
