import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import slowRequestsPlugin from './slow-requests';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A server with the plugin whose log lines are kept, as pino writes them. */
async function serverWithLog(thresholdMs: number) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'warn', stream } });
  await app.register(slowRequestsPlugin, { thresholdMs });
  app.get('/visits/:visitId', async () => {
    await pause(thresholdMs + 50);
    return { ok: true };
  });
  app.get('/health', async () => ({ ok: true }));
  return { app, lines };
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => close?.());

describe('slow requests', () => {
  it('logs an answer slower than the threshold at warn with its route pattern, never its ids', async () => {
    const { app, lines } = await serverWithLog(100);
    close = () => app.close();

    expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
    expect(lines).toEqual([]);

    expect((await app.inject({ url: '/visits/0b9f7c3e-patient-visit' })).statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 40,
      msg: 'slow request',
      method: 'GET',
      route: '/visits/:visitId',
      statusCode: 200,
    });
    expect(lines[0]!.ms).toBeGreaterThanOrEqual(100);
    expect(JSON.stringify(lines[0])).not.toContain('0b9f7c3e');
  });
});
