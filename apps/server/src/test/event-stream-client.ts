import { createParser, type EventSourceMessage } from 'eventsource-parser';

export interface EventStreamClient {
  /** The HTTP status the stream answered with. */
  status: number;
  events: EventSourceMessage[];
  comments: string[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** The first event (already received or still to come) that matches, or a timeout error. */
  waitFor(
    match: (event: EventSourceMessage) => boolean,
    timeoutMs?: number,
  ): Promise<EventSourceMessage>;
  close(): void;
}

/**
 * Reads a server-sent event stream over real HTTP, as the app does (fetch with the bearer
 * header), parsed by eventsource-parser.
 */
export async function openEventStream(url: string, token: string): Promise<EventStreamClient> {
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  const events: EventSourceMessage[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  const parser = createParser({
    onEvent: (event) => {
      events.push(event);
      for (const wake of waiters) wake();
    },
    onComment: (comment) => comments.push(comment),
  });
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) parser.feed(decoder.decode(chunk, { stream: true }));
    } catch {
      // Aborted by close(): the stream is over either way.
    }
  })();
  return {
    status: response.status,
    events,
    comments,
    ended,
    waitFor(match, timeoutMs = 1_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => abort.abort(),
  };
}
