import path from 'node:path';
import type { Config } from '../config';
import type { DatabaseTarget } from './client';

/**
 * The database the configuration names: the PostgreSQL server of DATABASE_URL, reached as its
 * pool mode says, with its listen and read addresses; else PGlite in DATA_DIR/pglite.
 */
export function databaseTargetOf(
  config: Pick<
    Config,
    | 'dataDir'
    | 'databaseUrl'
    | 'databasePoolSize'
    | 'databasePoolMode'
    | 'databaseListenUrl'
    | 'databaseReadUrl'
  >,
  onIdleConnectionError?: (error: Error) => void,
  onPrimaryFound?: (server: string) => void,
): DatabaseTarget {
  if (!config.databaseUrl) {
    return { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };
  }
  return {
    kind: 'postgres',
    url: config.databaseUrl,
    ...(config.databasePoolSize === undefined ? {} : { poolSize: config.databasePoolSize }),
    ...(config.databasePoolMode ? { poolMode: config.databasePoolMode } : {}),
    ...(config.databaseListenUrl ? { listenUrl: config.databaseListenUrl } : {}),
    ...(config.databaseReadUrl ? { readUrl: config.databaseReadUrl } : {}),
    ...(onIdleConnectionError ? { onIdleConnectionError } : {}),
    ...(onPrimaryFound ? { onPrimaryFound } : {}),
  };
}
