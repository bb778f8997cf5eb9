import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decodeJwt } from 'jose';
import { z } from 'zod';
import { seesOnlyOwnReservations } from '@praktik/domain/access/permissions';
import {
  RESERVATION_EVENT,
  RESERVATION_RESYNC_EVENT,
} from '@praktik/domain/reservations/reservation-event.schema';
import type { DatabaseHandle } from '../../db/client';
import { sessionOf } from '../../plugins/auth';
import { tenantOf } from '../../plugins/tenancy';
import type { Clock } from '../../shared/clock';
import { TooManyRequestsError } from '../../shared/errors';
import type { AccountStatus } from '../account/account-status';
import { bearerSecurity, problemResponses } from '../../shared/http-schemas';
import { createReservationChangeHub } from './reservation-change-hub';

/** The channel the reservations trigger (migration 0005) notifies on every change. */
export const RESERVATION_CHANGES_CHANNEL = 'reservation_changes';
/** Proxies and load balancers drop a connection that is silent for long; a comment keeps it. */
export const PING_INTERVAL_MS = 15_000;
/**
 * How often an open stream asks whether its sign-in may still act. With the standing's own cache
 * (ACCOUNT_STATUS_TTL_MS) a sign-out, a password change or a deactivation ends the stream within
 * about 8 s on any instance, instead of when the token expires.
 */
export const STANDING_CHECK_INTERVAL_MS = 5_000;
/**
 * Streams one person may hold open on one instance: a timetable per tab on a few screens. More
 * would only hold sockets and memory; the app retries a refused stream with backoff.
 */
export const MAX_STREAMS_PER_PERSON = 6;

export interface ReservationEventRoutesOptions {
  database: DatabaseHandle;
  now: Clock;
  accountStatus: Pick<AccountStatus, 'standingOf'>;
  /** Default PING_INTERVAL_MS; tests shorten it. */
  pingIntervalMs?: number;
}

/** When the caller's id token expires (authenticate already verified it), in ms since epoch. */
function tokenExpiryOf(request: FastifyRequest): number {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const { exp } = decodeJwt(token);
  return (exp ?? 0) * 1000;
}

const sseMessage = (event: string, data: unknown) =>
  `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * The live timetable's server-sent events (docs/decisions/0014-live-timetable-listen-notify.md).
 * The process LISTENs once on the reservations' change channel and fans out to its open streams, so
 * a change written through any server instance (or by the database's own jobs) reaches every
 * timetable of the clinic.
 */
export const reservationEventRoutes: FastifyPluginAsyncZod<ReservationEventRoutesOptions> = async (
  app,
  { database, now, accountStatus, pingIntervalMs = PING_INTERVAL_MS },
) => {
  const hub = createReservationChangeHub();
  const log = app.log.child({ module: 'reservation-events' });
  const stopListening = await database.listen(RESERVATION_CHANGES_CHANNEL, {
    onPayload: (payload) => hub.publish(payload),
    onReconnected: () => {
      log.info('listening on reservation changes again');
      hub.resyncAll();
    },
    onConnectionError: (error) =>
      log.warn({ err: error }, 'the reservation changes listener lost the database; retrying'),
  });
  const openStreams = new Set<() => void>();
  const streamsPerPerson = new Map<string, number>();
  // Before the server waits for its connections to close: an open stream would never close.
  app.addHook('preClose', async () => {
    for (const end of openStreams) end();
  });
  app.addHook('onClose', async () => stopListening());

  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireTenant);

  app.get(
    '/events',
    {
      schema: {
        tags: ['reservations'],
        operationId: 'streamReservationEvents',
        summary:
          'Server-sent events: `reservation` for every change of the clinic’s reservations (practitioners: their own), `resync` after missed changes, a ping every 15 s; ends when the token expires, or within seconds of a sign-out, a password change or a deactivation; at most 6 open per person (429 beyond)',
        security: bearerSecurity,
        response: {
          200: {
            description: 'A text/event-stream that stays open until the id token expires',
            content: { 'text/event-stream': { schema: z.string() } },
          },
          ...problemResponses(401, 403, 429),
        },
      },
    },
    async (request, reply) => {
      const tenant = tenantOf(request);
      const session = sessionOf(request);
      const held = streamsPerPerson.get(session.userId) ?? 0;
      if (held >= MAX_STREAMS_PER_PERSON) {
        throw new TooManyRequestsError('errors.tooManyEventStreams', {
          count: MAX_STREAMS_PER_PERSON,
        });
      }
      streamsPerPerson.set(session.userId, held + 1);
      const expiresInMs = Math.max(0, tokenExpiryOf(request) - now().getTime());
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        // nginx and its kind would otherwise hold events back in a buffer.
        'x-accel-buffering': 'no',
      });
      stream.write(': connected\n\n');

      const openedAt = Date.now();
      const unsubscribe = hub.subscribe({
        businessId: tenant.businessId,
        practitionerId: seesOnlyOwnReservations(tenant.role) ? tenant.userId : null,
        send: (event) => stream.write(sseMessage(RESERVATION_EVENT, event)),
        resync: () => stream.write(sseMessage(RESERVATION_RESYNC_EVENT, {})),
      });
      const ping = setInterval(() => stream.write(': ping\n\n'), pingIntervalMs);
      const expiry = setTimeout(() => end(), expiresInMs);
      const standingCheck = setInterval(() => {
        accountStatus.standingOf(session).then(
          (standing) => {
            if (standing !== 'active') end();
          },
          // The database is away: the stream stays, as every request would wait for it too.
          (error: unknown) => request.log.warn({ err: error }, 'event stream standing unread'),
        );
      }, STANDING_CHECK_INTERVAL_MS);
      let ended = false;
      function end() {
        if (ended) return;
        ended = true;
        clearInterval(ping);
        clearInterval(standingCheck);
        clearTimeout(expiry);
        const left = (streamsPerPerson.get(session.userId) ?? 1) - 1;
        if (left > 0) streamsPerPerson.set(session.userId, left);
        else streamsPerPerson.delete(session.userId);
        unsubscribe();
        openStreams.delete(end);
        if (!stream.writableEnded) stream.end();
        request.log.info({ durationMs: Date.now() - openedAt }, 'event stream ended');
      }
      openStreams.add(end);
      stream.once('close', end);
      return reply;
    },
  );
};
