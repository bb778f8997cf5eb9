import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App } from '../app';
import type { Config } from '../config';
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from '../db/client';
import { createRepositories, type Repositories } from '../composition/repositories';
import { seedDatabase } from '../composition/seed/seed';
import type { FileStore } from '../integrations/files/file-store';
import { createLocalDiskFileStore } from '../integrations/files/local-disk-file-store';
import type { Clock } from '../shared/clock';
import { startSmtpTestServer, type SmtpTestServer } from './smtp-test-server';
import { startStandIn, type StandIn } from '../integrations/satusehat/stand-in/stand-in';
import { adminQuery, copyDemoFiles, demoTemplate, type DemoTemplate } from './demo-template';

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
  /** Seed the demo clinic too (business types and services are always seeded). */
  seedDemo?: boolean;
  now?: Clock;
  /** Fastify's logger option (default: silent, or TEST_LOG=<level>). */
  logger?: FastifyServerOptions['logger'];
  /** The PostgreSQL server to make the database on (default DATABASE_URL; none: PGlite). */
  postgresUrl?: string;
  /** Where uploads go (default: local disk in the test's folder); not with `seedDemo`. */
  fileStore?: FileStore;
  /**
   * A database of the test's own to open instead of a copy of a template, left in place on
   * close (a backup test opens it again after a restore).
   */
  database?: DatabaseTarget;
  /**
   * PostgreSQL only: how the app reaches the test database made for it (a pooler in front, a
   * read address), given its direct URL; the answer's fields go over the plain target's.
   */
  reach?: (databaseUrl: string) => Partial<PostgresTarget>;
}

type PostgresTarget = Extract<DatabaseTarget, { kind: 'postgres' }>;

/**
 * A database of its own for one test file: PostgreSQL when DATABASE_URL is set (a fresh
 * database created on that server and dropped afterwards), else an in-memory PGlite. Both start
 * as a copy of one of the run's templates: migrated with the catalogues (global-setup.ts), or
 * with the demo clinic seeded too (demo-template.ts).
 */
async function openTestDatabase(
  template: 'catalogues' | 'demo',
  serverUrl: string | undefined,
  reach: TestAppOptions['reach'],
): Promise<{
  database: DatabaseHandle;
  url?: string;
  demo?: DemoTemplate;
  dispose(): Promise<void>;
}> {
  // The run's templates live on the run's server only (a test may bring a server of its own,
  // and then seeds the demo clinic itself).
  const runTemplates = !serverUrl || serverUrl === process.env.DATABASE_URL;
  const demo =
    template === 'demo' && runTemplates
      ? await demoTemplate(inject('demoTemplateDir'), serverUrl)
      : undefined;
  if (!serverUrl) {
    const templateFile =
      demo?.pgliteDump ?? (template === 'catalogues' ? inject('pgliteTemplate') : '');
    const dump = templateFile ? new Blob([await readFile(templateFile)]) : undefined;
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: undefined,
      ...(dump ? { template: dump } : {}),
    });
    return { database, ...(demo ? { demo } : {}), dispose: () => database.close() };
  }
  const name = `praktik_test_${randomUUID().replace(/-/g, '')}`;
  const templateName =
    demo?.postgresDatabase ??
    (template === 'catalogues' && runTemplates ? inject('postgresTemplate') : '');
  await adminQuery(
    serverUrl,
    `create database ${name}${templateName ? ` template ${templateName}` : ''}`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    kind: 'postgres',
    url: url.toString(),
    ...reach?.(url.toString()),
  });
  return {
    database,
    url: url.toString(),
    ...(demo ? { demo } : {}),
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

async function openOwnDatabase(target: DatabaseTarget) {
  const database = await openDatabase(target);
  return {
    database,
    ...(target.kind === 'postgres' ? { url: target.url } : {}),
    demo: undefined,
    dispose: () => database.close(),
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
  if (options.fileStore && options.seedDemo) {
    throw new Error('createTestApp: the demo clinic files are copied to the local disk store');
  }
  const smtp = await startSmtpTestServer();
  const standIn = await startStandIn();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'praktik-test-'));
  // The shared template has the business types and services but not the demo clinic.
  const postgresUrl = options.postgresUrl ?? process.env.DATABASE_URL;
  const {
    database,
    url: databaseUrl,
    demo,
    dispose,
  } = options.database
    ? await openOwnDatabase(options.database)
    : await openTestDatabase(options.seedDemo ? 'demo' : 'catalogues', postgresUrl, options.reach);
  await database.migrate();
  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: options.database ? databaseUrl : postgresUrl,
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
  const fileStore =
    options.fileStore ?? createLocalDiskFileStore(path.join(config.dataDir, 'files'));
  if (demo) await copyDemoFiles(demo, path.join(config.dataDir, 'files'));
  const repositories = createRepositories(database.db);
  // A copy of a template is seeded already, and seedDatabase leaves a seeded database alone.
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
