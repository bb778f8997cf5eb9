import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../shared/clock';
import { startPeriodicJob } from '../../shared/periodic-job';
import type { NoShowRepository } from './no-shows.repository';

export const NO_SHOW_SWEEP_INTERVAL_MS = 60_000;

export interface NoShowJobOptions {
  noShows: NoShowRepository;
  now: Clock;
  log: FastifyBaseLogger;
  /** Default every minute; tests shorten it. */
  intervalMs?: number;
}

/**
 * The no-show job (docs/api.md, "Reservations"): every minute, in every server instance, a sweep
 * marks the BOOKED reservations whose time passed; the database's advisory lock lets one instance
 * at a time do it. A failed sweep (the database away) is logged and retried on the next tick.
 * Resolves to the function that stops it (after a sweep in progress).
 */
export function startNoShowJob({
  noShows,
  now,
  log,
  intervalMs = NO_SHOW_SWEEP_INTERVAL_MS,
}: NoShowJobOptions): () => Promise<void> {
  const sweep = () =>
    noShows
      .markPassedBookings(now())
      .then((marked) => {
        if (marked) log.info({ marked }, 'reservations marked as no-shows');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'the no-show sweep failed; next minute'));
  return startPeriodicJob(sweep, intervalMs);
}
