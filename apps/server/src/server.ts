import path from 'node:path';
import { buildApp } from './app';
import { loadConfig, loadDotEnvFile } from './config';
import { openDatabase } from './db/client';
import { databaseTargetOf } from './db/database-target';
import { DataDirInUseError } from './db/data-dir-lock';
import { createRepositories } from './composition/repositories';
import { openFileStore } from './integrations/files/open-file-store';
import { FileStoreUnreachableError } from './integrations/files/file-store';
import { DEMO_PASSWORD, DEMO_USERS } from './composition/seed/demo-clinic';
import { hasDemoClinic, seedDatabase } from './composition/seed/seed';
import { startNoShowJob } from './modules/no-shows/no-show-job';
import { createNoShowRepository } from './modules/no-shows/no-shows.repository';
import { startHoldExpiryJob } from './modules/unconfirmed-holds/hold-expiry-job';
import { createUnconfirmedHoldRepository } from './modules/unconfirmed-holds/unconfirmed-holds.repository';
import { startReminderMailJob } from './modules/reservation-reminders/reminder-mail-job';
import { createReservationReminderRepository } from './modules/reservation-reminders/reservation-reminders.repository';
import { systemClock } from './shared/clock';
import { startStandIn, type StandIn } from './integrations/satusehat/stand-in/stand-in';
import { registerDemoPeople } from './integrations/satusehat/stand-in/demo-people';

/** The demo clinic's SATUSEHAT client on the local stand-in (printed at start). */
const DEMO_SATUSEHAT_CLIENT_ID = 'praktik-demo-client';

/**
 * With SATUSEHAT_ENV=stand-in and no SATUSEHAT_BASE_URL, a local stand-in on loopback (a free
 * port) plays the platform; what clinics send it is kept under DATA_DIR across restarts.
 */
async function startLocalStandIn(dataDir: string): Promise<StandIn> {
  const standIn = await startStandIn({
    stateFile: path.join(dataDir, 'satusehat-stand-in.json'),
  });
  if (!standIn.findClient(DEMO_SATUSEHAT_CLIENT_ID)) {
    standIn.registerClient({
      clientId: DEMO_SATUSEHAT_CLIENT_ID,
      organizationName: 'Klinik Demo (stand-in)',
    });
  }
  return standIn;
}

/** Boot: config, database, migrations, seed, listen; a clean stop on SIGTERM and SIGINT. */
async function main() {
  const envFile = loadDotEnvFile();
  const config = loadConfig();
  // The app (and its logger) is built on the database, so a broken idle connection reported
  // before that goes to stderr.
  let reportIdleConnectionError = (error: Error) => console.error(error);
  let reportPrimary = (server: string) => console.log(`database primary: ${server}`);
  const database = await openDatabase(
    databaseTargetOf(
      config,
      (error) => reportIdleConnectionError(error),
      (server) => reportPrimary(server),
    ),
  );
  const fileStore = await openFileStore(config);
  const standIn =
    config.satuSehat.environment === 'stand-in' && !config.satuSehat.baseUrl
      ? await startLocalStandIn(config.dataDir)
      : undefined;
  if (standIn) config.satuSehat.baseUrl = standIn.url;
  const app = await buildApp({ config, database, fileStore });
  reportIdleConnectionError = (error) =>
    app.log.warn({ err: error }, 'a pooled database connection broke; the pool opens a new one');
  reportPrimary = (server) =>
    app.log.info({ server }, "connections go to this server of DATABASE_URL's list");
  if (envFile) app.log.info('read settings from .env (variables set in the environment win)');
  if (config.databaseUrl && config.secretsFromDataDir?.length) {
    app.log.warn(
      { secrets: config.secretsFromDataDir },
      'secrets generated into DATA_DIR: another instance on this database would sign with its own; set them and INSTANCES to run several',
    );
  }
  const repositories = createRepositories(database.db);
  // Instances started together take turns: the first migrates and seeds, the others wait and
  // then find nothing left to do; in a rolling deploy the first new one migrates.
  await database.whileStarting(
    async () => {
      app.log.info({ database: database.kind }, 'applying migrations');
      await database.migrate();
      await seedDatabase(repositories, { demo: config.seedDemo, fileStore, logger: app.log });
    },
    () => app.log.info('another instance is migrating or seeding; waiting for it'),
  );
  if (standIn && config.seedDemo) registerDemoPeople(standIn);

  // The process's jobs (tests start them on their own, with their own clock).
  const stopNoShowJob = startNoShowJob({
    noShows: createNoShowRepository(database.db),
    now: systemClock,
    log: app.log.child({ module: 'no-shows' }),
  });
  const stopHoldExpiryJob = startHoldExpiryJob({
    holds: createUnconfirmedHoldRepository(database.db),
    now: systemClock,
    log: app.log.child({ module: 'unconfirmed-holds' }),
    onExpired: async (ids) => {
      for (const id of ids) await app.reservationNotices.cancelled(id, 'expiry');
    },
  });
  const stopReminderMailJob = startReminderMailJob({
    reminders: createReservationReminderRepository(database.db),
    mailer: app.mailer,
    links: app.bookingLinks,
    now: systemClock,
    log: app.log.child({ module: 'reservation-reminders' }),
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await stopNoShowJob();
      await stopHoldExpiryJob();
      await stopReminderMailJob();
      await app.close();
      await standIn?.close();
      await database.close();
      app.log.info('stopped');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'unclean shutdown');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });

  const lines = [
    '',
    `  Praktik is running at ${config.publicUrl}`,
    `  API docs: ${config.publicUrl}/api2/docs   Database: ${database.kind === 'pglite' ? `PGlite in ${path.join(config.dataDir, 'pglite')}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  Files: ${config.s3 ? `S3 bucket ${config.s3.bucket} at ${config.s3.endpoint}` : `local disk in ${path.join(config.dataDir, 'files')}`}`,
    `  Mail: ${config.smtpUrl ? 'SMTP (SMTP_URL)' : 'outbox table; activation and reset links are printed in this log'}`,
  ];
  if (await hasDemoClinic(repositories)) {
    lines.push('', `  Demo clinic sign-in (password for everyone: ${DEMO_PASSWORD})`);
    for (const user of DEMO_USERS) lines.push(`    ${user.role.padEnd(16)} ${user.email}`);
  }
  const demoSatuSehat = standIn?.findClient(DEMO_SATUSEHAT_CLIENT_ID);
  lines.push(
    '',
    `  SATUSEHAT: ${config.satuSehat.environment}${standIn ? ` on ${standIn.url} (state in ${path.join(config.dataDir, 'satusehat-stand-in.json')})` : ` at ${config.satuSehat.baseUrl}`}`,
  );
  if (demoSatuSehat) {
    lines.push(
      `    demo credentials: organization id ${demoSatuSehat.organizationId}`,
      `                      client key      ${demoSatuSehat.clientId}`,
      `                      secret key      ${demoSatuSehat.clientSecret}`,
    );
  }
  // Plain stdout, not a log line: this is for the person who just started the server.
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  // A refusal we can explain needs no stack trace; anything else keeps it for the reader.
  const explained =
    error instanceof DataDirInUseError || error instanceof FileStoreUnreachableError;
  console.error('Praktik server failed to start:', explained ? error.message : error);
  process.exit(1);
});
