/** A throw-away PgBouncer in front of a PostgreSQL server (see pgbouncer-server.mjs). */
export interface PgBouncer {
  port: number;
  /** The server's URL given to startPgBouncer, through PgBouncer. */
  url: string;
  /** Another database URL of that server (same user), through PgBouncer. */
  through(databaseUrl: string): string;
  /** The last lines of PgBouncer's log. */
  logTail(): string;
  /** Stops PgBouncer and deletes its files. */
  stop(): Promise<void>;
}

export function startPgBouncer(
  postgresUrl: string,
  options?: { poolMode?: 'session' | 'transaction'; poolSize?: number },
): Promise<PgBouncer>;

/** The same database, user and options as `databaseUrl`, reached through 127.0.0.1:`port`. */
export function throughPort(databaseUrl: string, port: number): string;
