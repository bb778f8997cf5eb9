import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { SendQueueOptions } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import type { SatuSehatSender } from './satusehat-sender';
import type { SatuSehatSendRepository } from './satusehat-sends.repository';
import type { SendQueue } from './satusehat-sends.service';

/** About a day of tries: 30 s doubling, capped by pg-boss, twelve times. */
export const DEFAULT_SEND_QUEUE_OPTIONS: SendQueueOptions = {
  retryLimit: 12,
  retryDelaySeconds: 30,
  retryBackoff: true,
  pollingIntervalSeconds: 2,
};

const QUEUE = 'satusehat-send';

interface Deps {
  database: DatabaseHandle;
  sender: SatuSehatSender;
  sends: SatuSehatSendRepository;
  options: SendQueueOptions;
  log: FastifyBaseLogger;
}

/**
 * The SATUSEHAT send queue (docs/decisions/0031-satusehat-send-queue.md): pg-boss 10 on the
 * server's own database through its `db` adapter (PGlite or PostgreSQL alike), schema `pgboss`.
 * Started on the first send, or at boot when sends are still pending; one worker takes one job at a
 * time, so a send is never attempted twice at once in this process. Jobs carry only the send's id;
 * log lines carry ids only.
 */
export function createSendQueue(deps: Deps) {
  const { options, log } = deps;
  let started: Promise<PgBoss> | undefined;
  let stopping = false;
  /** Set once stop() has waited for the last statement: the database may close from then on. */
  let stopped = false;
  // pg-boss records a job's end (complete or fail) without awaiting it, so its graceful stop can
  // resolve with that statement still running; stop() waits for these before the database closes.
  const statementsInFlight = new Set<Promise<unknown>>();

  function executeSql(text: string, values: unknown[]) {
    // A statement pg-boss issues once the queue has stopped (the end of a job whose send outlived
    // stop's timeout) would reach a closed pool and reject where pg-boss does not listen. It is
    // not run: the job stays active in the table, and pg-boss takes it again once it expires.
    if (stopped) {
      log.warn('SATUSEHAT send queue statement after its stop; not run');
      return new Promise<{ rows: never[] }>(() => {});
    }
    const statement = deps.database.executeSql(text, values);
    statementsInFlight.add(statement);
    const forget = () => statementsInFlight.delete(statement);
    statement.then(forget, forget);
    return statement as Promise<{ rows: never[] }>;
  }

  const delayAfter = (retryCount: number) =>
    options.retryBackoff
      ? options.retryDelaySeconds * 2 ** Math.min(16, retryCount + 1)
      : options.retryDelaySeconds;

  async function boot(): Promise<PgBoss> {
    const boss = new PgBoss({
      db: { executeSql },
      schema: 'pgboss',
      schedule: false,
    });
    boss.on('error', (error) => log.warn({ err: error }, 'SATUSEHAT send queue error'));
    await boss.start();
    const queueOptions = {
      name: QUEUE,
      retryLimit: options.retryLimit,
      retryDelay: options.retryDelaySeconds,
      retryBackoff: options.retryBackoff,
    };
    if (await boss.getQueue(QUEUE)) await boss.updateQueue(QUEUE, queueOptions);
    else await boss.createQueue(QUEUE, queueOptions);
    await boss.work<{ sendId: string }>(
      QUEUE,
      {
        batchSize: 1,
        includeMetadata: true,
        pollingIntervalSeconds: options.pollingIntervalSeconds,
      },
      async ([job]) => {
        if (!job) return;
        // A job fetched while the queue was stopping: its send would run on as the database
        // closes. Failed now, it goes again after the next start.
        if (stopping) throw new Error('SATUSEHAT send queue stopping');
        const outcome = await deps.sender.attempt(job.data.sendId, {
          retryCount: job.retryCount,
          retryLimit: job.retryLimit,
          nextDelaySeconds: delayAfter(job.retryCount),
        });
        if (outcome.kind === 'retry') {
          log.info({ sendId: job.data.sendId }, 'SATUSEHAT send not taken; tried again later');
          throw new Error('SATUSEHAT send not taken');
        }
        if (outcome.kind === 'done' && outcome.sentVisitId) {
          // What waited on this send (the Encounter on the IHS number, the Conditions and the
          // finish on the Encounter) goes now.
          const waiting = await deps.sends.pendingIdsOfVisit(outcome.sentVisitId);
          await sendJobs(
            boss,
            waiting.filter((id) => id !== job.data.sendId),
          );
        }
      },
    );
    return boss;
  }

  async function sendJobs(boss: PgBoss, ids: readonly string[]) {
    for (const sendId of ids) await boss.send(QUEUE, { sendId });
  }

  function start(): Promise<PgBoss> {
    started ??= boot();
    return started;
  }

  const queue: SendQueue & {
    /** At boot: the sends left pending by the last run go again. */
    resume(): Promise<void>;
    stop(): Promise<void>;
  } = {
    enqueue(sendIds) {
      if (sendIds.length === 0 || stopping) return;
      start()
        .then((boss) => sendJobs(boss, sendIds))
        .catch((error: unknown) =>
          log.error({ err: error }, 'SATUSEHAT sends could not be queued; they stay pending'),
        );
    },
    async resume() {
      const pending = await deps.sends.pendingIds();
      if (pending.length > 0) queue.enqueue(pending);
    },
    async stop() {
      stopping = true;
      if (started) {
        const boss = await started.catch(() => undefined);
        await boss?.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
        // Until none is left across a turn of the event loop: a fetch still running when pg-boss
        // stopped may hand its worker a job, whose failure is recorded right after it.
        while (statementsInFlight.size > 0) {
          await Promise.allSettled([...statementsInFlight]);
          await new Promise((resolve) => setImmediate(resolve));
        }
      }
      stopped = true;
    },
  };
  return queue;
}
export type PgBossSendQueue = ReturnType<typeof createSendQueue>;
