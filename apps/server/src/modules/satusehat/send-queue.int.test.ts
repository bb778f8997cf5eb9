import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client';
import { createSatuSehatClient } from '../../integrations/satusehat/satusehat-client';
import { createSecretBox } from '../../integrations/satusehat/secret-box';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { createSatuSehatRepository } from './satusehat.repository';
import { createSatuSehatSender } from './satusehat-sender';
import { createSendQueue, DEFAULT_SEND_QUEUE_OPTIONS } from './send-queue';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
}, 60_000);
afterAll(async () => ctx?.close());

/** pg-boss's statement that marks a job done (its `completeJobs` plan). */
const isJobCompletion = (text: string) => /SET completed_on = now\(\)/.test(text);

/**
 * The server's database as the queue sees it, with the statement that ends a job held back a
 * while, as a busy database would: the window in which the server may be closing.
 */
function slowToEndJobs(database: DatabaseHandle, holdMs: number) {
  const ended: { started: boolean; settled: boolean } = { started: false, settled: false };
  let onStarted = () => {};
  const completionStarted = new Promise<void>((resolve) => (onStarted = resolve));
  const handle: DatabaseHandle = {
    ...database,
    executeSql: async (text, values) => {
      if (!isJobCompletion(text)) return database.executeSql(text, values);
      ended.started = true;
      onStarted();
      await new Promise((resolve) => setTimeout(resolve, holdMs));
      try {
        return await database.executeSql(text, values);
      } finally {
        ended.settled = true;
      }
    },
  };
  return { handle, ended, completionStarted };
}

/** pg-boss's statements that take a job (its `fetchNextJob` plan) and that add one. */
const isJobFetch = (text: string) => /FOR UPDATE SKIP LOCKED/.test(text);
const isJobInsert = (text: string) => /INSERT INTO \w+\.job \(/.test(text);

describe('the SATUSEHAT send queue', () => {
  it('stops only once the job it was ending is recorded, so closing the database loses nothing', async () => {
    const { handle, ended, completionStarted } = slowToEndJobs(ctx.database, 500);
    const queue = createSendQueue({
      database: handle,
      sender: createSatuSehatSender({
        sends: ctx.repositories.satuSehatSends,
        integrations: createSatuSehatRepository(ctx.database.db),
        platform: createSatuSehatClient({ baseUrl: ctx.standIn.url, now: () => new Date() }),
        secrets: createSecretBox(ctx.config.satuSehat.secretKey),
        now: () => new Date(),
      }),
      sends: ctx.repositories.satuSehatSends,
      options: { ...DEFAULT_SEND_QUEUE_OPTIONS, pollingIntervalSeconds: 0.5 },
      log: ctx.app.log,
    });

    // A send no longer in the log is done at once: its job ends as soon as it is taken.
    queue.enqueue([randomUUID()]);
    await completionStarted;
    await queue.stop();

    expect(ended).toEqual({ started: true, settled: true });
  }, 60_000);

  it('sends nothing it fetched while stopping, and no statement reaches the database once stopped', async () => {
    // A fetch that was running when the server began to close handed its worker a job: the send
    // ran on, and its end was recorded on a database already closed (a rejection nobody caught).
    let stopCalled = () => {};
    const stopping = new Promise<void>((resolve) => (stopCalled = resolve));
    let jobInserted = () => {};
    const inserted = new Promise<void>((resolve) => (jobInserted = resolve));
    let stopped = false;
    const afterStop: string[] = [];
    const handle: DatabaseHandle = {
      ...ctx.database,
      executeSql: async (text, values) => {
        if (stopped) afterStop.push(text.trim().slice(0, 60));
        // Every fetch waits for the stop, so the one running then finds the job.
        if (isJobFetch(text)) await stopping;
        const result = await ctx.database.executeSql(text, values);
        if (isJobInsert(text)) jobInserted();
        return result;
      },
    };
    const attempted: string[] = [];
    const sender = createSatuSehatSender({
      sends: ctx.repositories.satuSehatSends,
      integrations: createSatuSehatRepository(ctx.database.db),
      platform: createSatuSehatClient({ baseUrl: ctx.standIn.url, now: () => new Date() }),
      secrets: createSecretBox(ctx.config.satuSehat.secretKey),
      now: () => new Date(),
    });
    const queue = createSendQueue({
      database: handle,
      sender: {
        ...sender,
        attempt: (sendId, retry) => {
          attempted.push(sendId);
          return sender.attempt(sendId, retry);
        },
      },
      sends: ctx.repositories.satuSehatSends,
      options: { ...DEFAULT_SEND_QUEUE_OPTIONS, pollingIntervalSeconds: 0.5 },
      log: ctx.app.log,
    });

    queue.enqueue([randomUUID()]);
    await inserted;
    const stop = queue.stop();
    stopCalled();
    await stop;
    stopped = true;
    // Time for a send that ran on to end and be recorded.
    await new Promise((resolve) => setTimeout(resolve, 1_500));

    expect(attempted).toEqual([]);
    expect(afterStop).toEqual([]);
  }, 60_000);
});
