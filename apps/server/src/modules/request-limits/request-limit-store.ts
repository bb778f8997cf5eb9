import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RequestLimitRepository } from './request-limits.repository';

/** How often an instance deletes the counts whose window ended (on a request, not a timer). */
const DELETE_ENDED_EVERY_MS = 60_000;

/** What @fastify/rate-limit hands a route's store: the route it limits, under `routeInfo`. */
interface RouteLimitParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * @fastify/rate-limit's store on the database: every instance counts a caller's requests in the
 * same row, so a limit holds however the load balancer spreads them. The windows are the
 * plugin's own store's (they start at a caller's first request), and so are the counts.
 */
export function createRequestLimitStore(limits: RequestLimitRepository): FastifyRateLimitStoreCtor {
  let nextDeleteAt = 0;

  async function count(key: string, windowMs: number) {
    if (Date.now() >= nextDeleteAt) {
      nextDeleteAt = Date.now() + DELETE_ENDED_EVERY_MS;
      await limits.deleteEndedWindows();
    }
    const { count: current, msLeft } = await limits.countRequest(key, windowMs);
    return { current, ttl: msLeft };
  }

  class RouteStore implements FastifyRateLimitStore {
    constructor(private readonly route: string) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      count(`${this.route} ${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const { method = '', url = '' } = (routeOptions as RouteLimitParams).routeInfo ?? {};
      return new RouteStore(`${[method].flat().join(',')} ${url}`.trim());
    }
  }

  // The plugin makes the root store with its options, then one child per limited route.
  return class extends RouteStore {
    constructor() {
      super('');
    }
  };
}
