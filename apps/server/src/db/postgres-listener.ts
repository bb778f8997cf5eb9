import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { PostgresReach } from './postgres-reach';

export interface ListenerEvents {
  /** A notification's payload on the channel. */
  onPayload(payload: string): void;
  /**
   * The connection came back after it broke: notifications sent meanwhile are lost, so those
   * who keep state from them should read it again.
   */
  onReconnected?(): void;
  /** The connection broke or could not be made (the listener retries by itself). */
  onConnectionError?(error: Error): void;
}

/** First pause before a new connection attempt; doubles on each failure up to the cap. */
export const LISTENER_RETRY_FIRST_MS = 100;
export const LISTENER_RETRY_MAX_MS = 5_000;

export const listenerRetryDelay = (failures: number) =>
  Math.min(LISTENER_RETRY_MAX_MS, LISTENER_RETRY_FIRST_MS * 2 ** failures);

/**
 * LISTEN on one channel over a connection of its own, outside the pool: a pooled connection
 * would be handed to queries and its LISTEN lost. When the connection breaks (a restart, an
 * admin's termination) a new one is made with growing pauses until the server answers again
 * (after a failover, the promoted one of a host list); the process never crashes on it.
 */
export function listenOnPostgres(
  reach: PostgresReach,
  channel: string,
  events: ListenerEvents,
): () => Promise<void> {
  let stopped = false;
  let current: pg.Client | undefined;
  let wake: (() => void) | undefined;
  const stopping = new AbortController();
  // A pause between attempts that stopping cuts short.
  const pause = (ms: number) => sleep(ms, undefined, { signal: stopping.signal }).catch(() => {});

  const connectOnce = async (): Promise<pg.Client> => {
    const client = reach.client({ keepAlive: true });
    // Without a listener a broken connection's 'error' would crash the process.
    client.on('error', (error) => events.onConnectionError?.(error));
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload) events.onPayload(message.payload);
    });
    return client;
  };

  const keepListening = async () => {
    let missedSome = false;
    for (let failures = 0; !stopped;) {
      try {
        current = await connectOnce();
      } catch (error) {
        events.onConnectionError?.(error as Error);
        missedSome = true;
        await pause(listenerRetryDelay(failures));
        failures += 1;
        continue;
      }
      failures = 0;
      if (stopped) {
        await current.end().catch(() => {});
        return;
      }
      if (missedSome) events.onReconnected?.();
      await new Promise<void>((resolve) => {
        wake = resolve;
        current!.once('end', resolve);
      });
      current = undefined;
      missedSome = true;
      await pause(listenerRetryDelay(0));
    }
  };

  // In the background: a database that is away at start (the app answers 503 meanwhile) is
  // listened to once it answers.
  void keepListening();
  return async () => {
    stopped = true;
    stopping.abort();
    wake?.();
    await current?.end().catch(() => {});
  };
}
