import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App } from '../app';
import type { Config } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { createRepositories, type Repositories } from '../composition/repositories';
import { seedDatabase } from '../composition/seed/seed';
import type { FileStore } from '../integrations/files/file-store';
import { createLocalDiskFileStore } from '../integrations/files/local-disk-file-store';
import type { Clock } from '../shared/clock';
import { startSmtpTestServer, type SmtpTestServer } from './smtp-test-server';
import { startStandIn, type StandIn } from '../integrations/satusehat/stand-in/stand-in';

export interface TestApp {
  app: App;
  config: Config;
  database: DatabaseHandle;
  repositories: Repositories;
  smtp: SmtpTestServer;
  /** The SATUSEHAT stand-in the app talks to (real HTTP on loopback); register clients on it. */
  standIn: StandIn;
  /** The app's file store, to see what an upload kept. */
  fileStore: FileStore;
  /** PostgreSQL only: the test database's URL (a second app instance can open it too). */
  databaseUrl?: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<Config>;
  /** Seed the demo clinic too (catalogues are always seeded). */
  seedDemo?: boolean;
  now?: Clock;
  /** Fastify's logger option (default: silent, or TEST_LOG=<level>). */
  logger?: FastifyServerOptions['logger'];
  /** The PostgreSQL server to make the database on (default DATABASE_URL; none: PGlite). */
  postgresUrl?: string;
}

/**
 * A database of its own for one test file: PostgreSQL when DATABASE_URL is set (a fresh
 * database created on that server and dropped afterwards), else an in-memory PGlite. Unless the
 * demo clinic is asked for, both start as a copy of the run's migrated template
 * (global-setup.ts).
 */
async function openTestDatabase(
  useTemplate: boolean,
  serverUrl: string | undefined,
): Promise<{ database: DatabaseHandle; url?: string; dispose(): Promise<void> }> {
  if (!serverUrl) {
    const templateFile = useTemplate ? inject('pgliteTemplate') : '';
    const template = templateFile ? new Blob([await readFile(templateFile)]) : undefined;
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: undefined,
      ...(template ? { template } : {}),
    });
    return { database, dispose: () => database.close() };
  }
  const name = `praktik_test_${randomUUID().replace(/-/g, '')}`;
  // The run's template lives on the run's server only (a test may bring a server of its own).
  const template =
    useTemplate && serverUrl === process.env.DATABASE_URL ? inject('postgresTemplate') : '';
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    database,
    url: url.toString(),
    async dispose() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      // The pool's end() resolves before its sockets have closed; dropping "with (force)" at
      // once would terminate those backends under a client that is still closing.
      await waitForNoConnections(cleanup, name);
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

async function waitForNoConnections(admin: pg.Client, databaseName: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { rows } = await admin.query<{ open: string }>(
      'select count(*) as open from pg_stat_activity where datname = $1',
      [databaseName],
    );
    if (Number(rows[0]?.open ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The whole app on a real database, with a real SMTP server catching its mail and a temporary
 * folder for uploads. One per test file; tests isolate their data with fresh clinics and e-mails.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const smtp = await startSmtpTestServer();
  const standIn = await startStandIn();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'praktik-test-'));
  // The shared template has the catalogues but not the demo clinic.
  const postgresUrl = options.postgresUrl ?? process.env.DATABASE_URL;
  const {
    database,
    url: databaseUrl,
    dispose,
  } = await openTestDatabase(!options.seedDemo, postgresUrl);
  await database.migrate();
  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: postgresUrl,
    smtpUrl: smtp.url,
    mailFrom: 'Praktik Test <no-reply@praktik.test>',
    publicUrl: 'http://api.praktik.test',
    appUrl: 'http://app.praktik.test',
    jwtSecret: `test-jwt-secret-${randomUUID()}`,
    fileSigningSecret: `test-file-secret-${randomUUID()}`,
    logLevel: 'silent',
    staticDir: path.join(dataDir, 'no-static'),
    seedDemo: false,
    maxUploadBytes: 64 * 1024,
    satuSehat: {
      environment: 'stand-in',
      baseUrl: standIn.url,
      secretKey: randomBytes(32).toString('base64'),
      // Short, so a hanging platform is noticed within a test's patience.
      timeoutMs: 2_000,
      // Seconds apart, so a send the platform did not take is tried again within a test.
      queue: {
        retryLimit: 30,
        retryDelaySeconds: 1,
        retryBackoff: false,
        pollingIntervalSeconds: 0.5,
      },
    },
    ...options.config,
  };
  const fileStore = createLocalDiskFileStore(path.join(config.dataDir, 'files'));
  const repositories = createRepositories(database.db);
  await seedDatabase(repositories, { demo: options.seedDemo ?? false, fileStore });
  const app = await buildApp({
    config,
    database,
    fileStore,
    ...(options.now ? { now: options.now } : {}),
    logger: options.logger ?? (process.env.TEST_LOG ? { level: process.env.TEST_LOG } : false),
  });
  await app.ready();

  return {
    app,
    config,
    database,
    repositories,
    smtp,
    standIn,
    fileStore,
    ...(databaseUrl ? { databaseUrl } : {}),
    async close() {
      await app.close();
      await dispose();
      await smtp.close();
      await standIn.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
