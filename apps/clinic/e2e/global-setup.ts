import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import {
  DIST_DIR,
  freePort,
  startBuiltAppServer,
  type SlowAnswer,
} from '../scripts/built-app-server.mjs';
import { axeRecordSummary } from './axe-watch';

/** A real SMTP server: every message is parsed and written to MAIL_DIR as JSON for the tests. */
async function startSmtp(mailDir: string): Promise<{ port: number; server: SMTPServer }> {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) =>
            a.value.map((v) => v.address?.toLowerCase() ?? ''),
          );
          count += 1;
          const file = join(mailDir, `${Date.now()}-${count}.json`);
          writeFileSync(
            file,
            JSON.stringify({
              to,
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: mail.html || '',
              // The booking confirmation's reservation.ics, as text for the journeys.
              attachments: mail.attachments.map((a) => ({
                filename: a.filename ?? '',
                contentType: a.contentType,
                content: a.content.toString('utf8'),
              })),
            }),
          );
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const port = await freePort();
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return { port, server };
}

/**
 * scripts/test.sh seeds the demo clinic once per run (PRAKTIK_SEEDED_DIR, made by the server's
 * scripts/seed-test-databases.ts): the server starts from a copy of it, its files and its
 * database, instead of seeding its own (a minute or more of a loaded machine). Answers the
 * database URL the server is to use.
 */
function startFromSeeded(dataDir: string, databaseUrl: string | undefined): string | undefined {
  const seeded = process.env.PRAKTIK_SEEDED_DIR;
  // Behind PgBouncer the server migrates and seeds its own database through it: that start is
  // part of what the run behind it checks (scripts/with-pgbouncer.mjs made the database).
  if (!seeded || process.env.DATABASE_POOL_MODE === 'transaction') return databaseUrl;
  const engine = join(seeded, databaseUrl ? 'postgres' : 'pglite');
  cpSync(join(engine, 'files'), join(dataDir, 'files'), { recursive: true });
  if (databaseUrl) return readFileSync(join(engine, 'journeys-url'), 'utf8').trim();
  cpSync(join(engine, 'datadir'), join(dataDir, 'pglite'), { recursive: true });
  return undefined;
}

/**
 * The server's answers slower than its threshold during the run, slowest first: a journey that
 * waited out its timeout on an answer shows here which route kept it.
 */
function slowAnswersSummary(slow: SlowAnswer[]): string {
  if (slow.length === 0) return 'server: no slow answer';
  const slowest = [...slow].sort((a, b) => b.ms - a.ms).slice(0, 10);
  return [
    `server: ${slow.length} slow answers, the slowest:`,
    ...slowest.map((a) => `  ${a.ms} ms ${a.method} ${a.route} ${a.statusCode}`),
  ].join('\n');
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(join(DIST_DIR, 'index.html'))) {
    throw new Error(
      'apps/clinic/dist is missing: build the app first (pnpm --filter @praktik/clinic build)',
    );
  }
  const work = mkdtempSync(join(tmpdir(), 'praktik-e2e-'));
  const dataDir = join(work, 'data');
  const mailDir = join(work, 'mail');
  mkdirSync(mailDir, { recursive: true });

  const smtp = await startSmtp(mailDir);

  // PGlite in the work dir by default; a PostgreSQL server when DATABASE_URL names one (scripts/
  // test.sh runs the journeys on the run's PostgreSQL, the smoke journeys on PGlite).
  const databaseUrl = startFromSeeded(dataDir, process.env.DATABASE_URL);
  // Behind a pooler in transaction mode the server takes DATABASE_POOL_MODE and
  // DATABASE_LISTEN_URL from this environment (scripts/with-pgbouncer.mjs sets them).
  const pooled = process.env.DATABASE_POOL_MODE === 'transaction' ? ', behind PgBouncer' : '';
  console.log(`journeys on ${databaseUrl ? `PostgreSQL (DATABASE_URL${pooled})` : 'PGlite'}`);

  let server: Awaited<ReturnType<typeof startBuiltAppServer>>;
  try {
    server = await startBuiltAppServer({
      dataDir,
      // Migrating and seeding the demo clinic took over 90 s on a loaded two-core machine, and
      // 150 s at a load average of 30 (E2E_SERVER_TIMEOUT_MS gives such a machine more time).
      timeoutMs: Number(process.env.E2E_SERVER_TIMEOUT_MS) || 180_000,
      env: {
        DATABASE_URL: databaseUrl ?? '',
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        SEED_DEMO: 'true',
        // Every journey file signs a clinic of its own up from 127.0.0.1 (e2e/clinic-fixture.ts),
        // more in 15 minutes than a production address may (10).
        REGISTER_RATE_LIMIT_MAX: '1000',
      },
    });
  } catch (error) {
    await new Promise<void>((done) => smtp.server.close(() => done()));
    throw error;
  }
  const { baseUrl } = server;

  // Workers inherit the environment the global setup leaves behind.
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MAIL_DIR = mailDir;
  // The screens axe has scanned in this run (axe-watch.ts): each is scanned once per run. The
  // test script gives the PGlite and PostgreSQL runs one record (E2E_AXE_SHARED_RECORD): their
  // screens are the same markup, so a screen scanned by either is not scanned again by the other.
  const axeRecord = process.env.E2E_AXE_SHARED_RECORD ?? join(work, 'axe-scanned.tsv');
  process.env.E2E_AXE_RECORD = axeRecord;
  // The server's SATUSEHAT stand-in keeps its state (the demo client) in the data dir.
  process.env.E2E_DATA_DIR = dataDir;
  // Its URL, for the journeys that use its control paths (faults, patients): printed after listen.
  for (let waited = 0; !server.standInUrl() && waited < 20_000; waited += 100) {
    await new Promise((done) => setTimeout(done, 100));
  }
  if (server.standInUrl()) process.env.E2E_SATUSEHAT_STAND_IN_URL = server.standInUrl()!;

  return async () => {
    console.log(axeRecordSummary(axeRecord));
    console.log(slowAnswersSummary(server.slowRequests()));
    await server.stop();
    await new Promise<void>((done) => smtp.server.close(() => done()));
    rmSync(work, { recursive: true, force: true });
  };
}
