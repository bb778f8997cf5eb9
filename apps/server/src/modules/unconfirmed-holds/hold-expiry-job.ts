import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../shared/clock';
import { startPeriodicJob } from '../../shared/periodic-job';
import type { UnconfirmedHoldRepository } from './unconfirmed-holds.repository';

export const HOLD_EXPIRY_SWEEP_INTERVAL_MS = 60_000;

export interface HoldExpiryJobOptions {
  holds: UnconfirmedHoldRepository;
  now: Clock;
  log: FastifyBaseLogger;
  /**
   * Tells each expired booking's patient (the public booking's cancellation mail), after the
   * sweep's transaction committed.
   */
  onExpired?: (reservationIds: string[]) => Promise<void>;
  /** Default every minute; tests shorten it. */
  intervalMs?: number;
}

/**
 * The hold-expiry job (docs/api.md, "Public booking"): every minute, in every server instance, a
 * sweep cancels the online bookings left unconfirmed past their clinic's hold minutes, so their
 * slots are free again (the live timetable hears it from the reservations' change trigger). The
 * database's advisory lock lets one instance at a time do it; a failed sweep is logged and retried
 * on the next tick. Each expired booking's patient gets the cancellation mail
 * (docs/decisions/0051-cancellation-tells-the-patient.md). Returns the function that stops it
 * (after a sweep in progress, its mails included).
 */
export function startHoldExpiryJob({
  holds,
  now,
  log,
  onExpired,
  intervalMs = HOLD_EXPIRY_SWEEP_INTERVAL_MS,
}: HoldExpiryJobOptions): () => Promise<void> {
  const sweep = () =>
    holds
      .expireUnconfirmedHolds(now())
      .then(async (expired) => {
        if (!expired?.length) return;
        log.info({ expired: expired.length }, 'unconfirmed online bookings expired');
        await onExpired?.(expired);
      })
      .catch((error: unknown) =>
        log.warn({ err: error }, 'the hold-expiry sweep failed; next minute'),
      );
  return startPeriodicJob(sweep, intervalMs);
}
