import pg from 'pg';
import { parseHostList, type HostList } from './host-list';

/**
 * How the server's connections reach the PostgreSQL of a URL. One host: node-postgres as it is.
 * A host list (libpq's form, docs/decisions/0063-finding-the-primary.md): every connection goes
 * to the server of the list that takes writes now, found by asking each in turn as libpq does for
 * `target_session_attrs=read-write`, so that after a failover the pool, the start lock and the
 * LISTEN connection all open their next connections on the promoted standby.
 */
export interface PostgresReach {
  /** A pool's options, with how its connections find their server. */
  poolConfig(options: pg.PoolConfig): pg.PoolConfig;
  /** A connection of its own (not yet connected), on the same server the pool would take. */
  client(options?: pg.ClientConfig): pg.Client;
}

/** How long one server of a list may take to say whether it takes writes before the next is asked. */
export const PROBE_TIMEOUT_MS = 2_000;

/**
 * No server of the list is one a connection may settle on (all away, or all standbys while one is
 * being promoted). Its SQLSTATE is the one libpq-based drivers give when no host of a list fits
 * (08001, unable to establish a connection), so it answers 503 like any other outage.
 */
export class NoPrimaryError extends Error {
  readonly code = '08001';
  constructor(names: string[], attempts: unknown[]) {
    super(`no server of ${names.join(',')} takes writes now`, {
      cause: new AggregateError(attempts, 'every server was asked'),
    });
    this.name = 'NoPrimaryError';
  }
}

/** Whether the server behind `client` is one the list lets a connection settle on. */
async function fits(client: pg.ClientBase, list: HostList): Promise<boolean> {
  if (list.sessionAttrs === 'any') return true;
  // libpq asks `transaction_read_only` for read-write (and reads `in_hot_standby` for primary).
  const { rows } = await client.query<{ writable: boolean; standby: boolean }>(
    "select current_setting('transaction_read_only') = 'off' as writable, pg_is_in_recovery() as standby",
  );
  const [row] = rows;
  return list.sessionAttrs === 'primary' ? row?.standby === false : row?.writable === true;
}

interface PrimaryFinder {
  /** The index of the server to connect to: the last one found, or the list asked again. */
  primary(): Promise<number>;
  /** The server at `index` failed a connection: ask the list again next time. */
  forget(index: number): void;
}

function primaryFinder(
  list: HostList,
  probeTimeoutMs: number,
  onPrimaryFound: (server: string) => void,
): PrimaryFinder {
  let known: number | undefined;
  // One round of questions at a time: the requests that wait meanwhile share its answer.
  let finding: Promise<number> | undefined;

  const probe = async (index: number) => {
    const client = new pg.Client({
      connectionString: list.urls[index],
      connectionTimeoutMillis: probeTimeoutMs,
      query_timeout: probeTimeoutMs,
    });
    client.on('error', () => {});
    try {
      await client.connect();
      if (!(await fits(client, list))) {
        throw new Error(`${list.names[index]} does not take writes (${list.sessionAttrs})`);
      }
    } finally {
      await client.end().catch(() => {});
    }
  };

  const findInOrder = async () => {
    const attempts: unknown[] = [];
    // In the list's order, as libpq: the first server that fits is the one.
    for (let index = 0; index < list.urls.length; index += 1) {
      try {
        await probe(index);
        known = index;
        onPrimaryFound(list.names[index]!);
        return index;
      } catch (error) {
        attempts.push(error);
      }
    }
    throw new NoPrimaryError(list.names, attempts);
  };

  return {
    primary() {
      if (known !== undefined) return Promise.resolve(known);
      finding ??= findInOrder().finally(() => {
        finding = undefined;
      });
      return finding;
    },
    forget(index) {
      if (known === index) known = undefined;
    },
  };
}

interface ClientInternals {
  connectionParameters: { host: string; port: number };
  connection: { stream: { destroyed?: boolean } };
}

/**
 * A node-postgres client that connects to the server the finder names (the pool makes its
 * connections with it through its `Client` option). It checks the server once connected, as the
 * finder's answer may be from before a failover, and a connection that fails or breaks sends the
 * next one to ask the list again.
 */
function clientOnPrimaryOf(list: HostList, finder: PrimaryFinder) {
  return class ClientOnPrimary extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      // The list's servers differ only in host and port, set once the finder has answered.
      super({ ...config, connectionString: list.urls[0] });
    }

    override connect(): Promise<pg.Client>;
    override connect(callback: (error: Error | null, client?: pg.Client) => void): void;
    override connect(
      callback?: (error: Error | null, client?: pg.Client) => void,
    ): Promise<pg.Client> | undefined {
      const connecting = this.connectToPrimary().then((): pg.Client => this);
      if (!callback) return connecting;
      connecting.then(
        () => callback(null, this),
        (error: Error) => callback(error),
      );
      return undefined;
    }

    private async connectToPrimary(): Promise<void> {
      const index = await finder.primary();
      const internals = this as unknown as ClientInternals;
      // The pool gave up waiting while the list was asked (it destroys the socket to say so).
      if (internals.connection.stream.destroyed) {
        throw new Error('Connection terminated due to connection timeout');
      }
      const server = list.servers[index]!;
      this.host = internals.connectionParameters.host = server.host;
      this.port = internals.connectionParameters.port = server.port;
      // A connection that breaks (the server stopped, a failover) may mean the server is gone.
      // Listened to from the start: one that breaks while it is checked, before the pool has
      // put its own listener on, would otherwise crash the process.
      this.on('error', () => finder.forget(index));
      try {
        await super.connect();
      } catch (error) {
        finder.forget(index);
        throw error;
      }
      let fit = false;
      try {
        fit = await fits(this, list);
      } catch (error) {
        finder.forget(index);
        await this.end().catch(() => {});
        throw error;
      }
      if (!fit) {
        finder.forget(index);
        await this.end().catch(() => {});
        throw new NoPrimaryError(
          [list.names[index]!],
          [new Error(`${list.names[index]} no longer takes writes`)],
        );
      }
    }
  };
}

export interface PostgresReachOptions {
  /** A host list's server that connections now go to, each time the list is asked (`host:port`). */
  onPrimaryFound?: (server: string) => void;
  probeTimeoutMs?: number;
}

export function postgresReach(url: string, options: PostgresReachOptions = {}): PostgresReach {
  const list = parseHostList(url);
  if (!list) {
    return {
      poolConfig: (config) => ({ connectionString: url, ...config }),
      client: (config) => new pg.Client({ connectionString: url, ...config }),
    };
  }
  const finder = primaryFinder(
    list,
    options.probeTimeoutMs ?? PROBE_TIMEOUT_MS,
    options.onPrimaryFound ?? (() => {}),
  );
  const ClientOnPrimary = clientOnPrimaryOf(list, finder);
  return {
    poolConfig: (config) => ({ ...config, Client: ClientOnPrimary }),
    client: (config) => new ClientOnPrimary(config),
  };
}
