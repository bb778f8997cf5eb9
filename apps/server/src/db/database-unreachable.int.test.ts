import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { openDatabase, type DatabaseHandle } from './client';

/** A port on this machine nothing listens on: connecting is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

let app: App;
let database: DatabaseHandle;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'praktik-unreachable-'));
  const url = `postgres://postgres@127.0.0.1:${await closedPort()}/postgres`;
  database = await openDatabase({ kind: 'postgres', url });
  app = await buildApp({
    config: {
      port: 0,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: url,
      smtpUrl: undefined,
      mailFrom: 'Praktik Test <no-reply@praktik.test>',
      publicUrl: 'http://api.praktik.test',
      appUrl: 'http://app.praktik.test',
      jwtSecret: 'test-jwt-secret-unreachable-database',
      fileSigningSecret: 'test-file-secret-unreachable-database',
      logLevel: 'silent',
      staticDir: path.join(dataDir, 'no-static'),
      seedDemo: false,
      maxUploadBytes: 64 * 1024,
      satuSehat: {
        environment: 'stand-in',
        baseUrl: 'http://127.0.0.1:9',
        secretKey: Buffer.alloc(32, 7).toString('base64'),
      },
    },
    database,
    logger: false,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('a database that cannot be reached', () => {
  it('answers a call that needs it with a translated 503 and when to try again', async () => {
    for (const [language, detail] of [
      ['id', 'Basis data sedang tidak dapat dihubungi. Silakan coba lagi dalam beberapa detik'],
      ['en', 'The database cannot be reached right now. Please try again in a few seconds'],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url: '/api2/authenticate',
        headers: { 'accept-language': language },
        payload: { email: 'siti@test.praktik.id', password: 'Rahasia123!' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ status: 503, title: 'Service Unavailable', detail });
    }
  });

  it('says so on /readyz, translated, while /healthz still answers', async () => {
    const ready = await app.inject({ url: '/readyz', headers: { 'accept-language': 'en' } });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ detail: expect.stringContaining('cannot be reached') });
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});
