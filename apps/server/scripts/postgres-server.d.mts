/** A throw-away PostgreSQL server (see postgres-server.mjs). */
export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  dataDir: string;
  /** Runs pg_ctl on this server's data dir and log file (`pgCtl('-m', 'fast', 'restart')`). */
  pgCtl(...args: string[]): Promise<void>;
  /** The last lines of the server's log. */
  logTail(): string;
  /** Stops the server and deletes its files. */
  remove(): void;
}

export interface PostgresServerOptions {
  /** `name=value` settings after the throw-away defaults (fsync and synchronous_commit off). */
  settings?: string[];
}

export function startPostgresServer(options?: PostgresServerOptions): Promise<PostgresServer>;

/** A hot standby of `primary` streaming its WAL (pg_basebackup -R); `pgCtl('promote')`. */
export function startStandbyServer(primary: PostgresServer): Promise<PostgresServer>;

/** A TCP port on 127.0.0.1 that nothing listens on. */
export function freePort(): Promise<number>;
