// pnpm bench:api: seeds one clinic with 100,000 patients and 1,000,000 visits (and the full
// ICD-10 list), a reservation clinic and a cashier's clinic on a real PostgreSQL, starts the
// server in this process, loads each target (./targets/) with 64 concurrent connections, and
// prints the figures as JSON on stdout (progress goes to stderr). Without DATABASE_URL it runs
// itself again under apps/server/scripts/with-postgres.mjs, which gives it a throw-away server.
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type DatabaseHandle } from '../../../apps/server/src/db/client';
import { createRepositories } from '../../../apps/server/src/composition/repositories';
import { seedDatabase } from '../../../apps/server/src/composition/seed/seed';
import { createBenchDatabase } from './bench-database';
import { startBenchServers, type BenchServers } from './bench-servers';
import { measureTarget, withCpuVsNoop, type Target } from './measure';
import { REPO_ROOT, SERVER_POOL_SIZE, isChosen, log, round } from './options';
import { benchReport } from './report';
import { seedAll } from './seed-all';
import { formatShareTable } from './share-summary';
import { bookingTarget, measureBooking } from './targets/booking';
import { clinicListTargets, previousMonth } from './targets/clinic-lists';
import { icd10Targets } from './targets/icd10';
import { noopTarget } from './targets/noop';
import { paymentTargets } from './targets/payments';
import { reservationTargets } from './targets/reservations';
import { underThrowAwayPostgres } from './throw-away-postgres';

const ICD10_FILE =
  process.env.ICD10_FILE ?? path.resolve(REPO_ROOT, '../shared/data/icd10/icd10-who-en-id.json');

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) process.exit(await underThrowAwayPostgres(fileURLToPath(import.meta.url)));
  if (!existsSync(ICD10_FILE)) log(`warning: ${ICD10_FILE} not found; ICD-10 is the seed subset`);

  // A database of its own on that server, dropped at the end whatever happens.
  const benchDatabase = await createBenchDatabase(serverUrl);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'praktik-bench-api-'));
  let database: DatabaseHandle | undefined;
  let servers: BenchServers | undefined;
  try {
    database = await openDatabase({
      kind: 'postgres',
      url: benchDatabase.url,
      poolSize: SERVER_POOL_SIZE,
    });
    log(`migrating ${benchDatabase.name}`);
    await database.migrate();
    await seedDatabase(createRepositories(database.db), { demo: false });
    const seeded = await seedAll(benchDatabase.url, database, ICD10_FILE);
    const { clinic, reservationClinic, paymentClinic } = seeded;

    servers = await startBenchServers(database, benchDatabase.url, dataDir);
    const reservationToken = servers.ownerToken(reservationClinic);
    const targets: Target[] = [
      ...clinicListTargets(clinic),
      ...icd10Targets(seeded.icd10List),
      ...reservationTargets(reservationClinic, {
        token: reservationToken,
        uncachedBase: servers.uncachedBase,
      }),
      ...(paymentClinic ? paymentTargets(paymentClinic, servers.ownerToken(paymentClinic)) : []),
    ];
    const context = {
      base: servers.base,
      dataDir,
      databaseUrl: benchDatabase.url,
      token: servers.ownerToken(clinic),
    };

    const loadAverageBefore = os.loadavg().map(round);
    const noop = isChosen(noopTarget) ? await measureTarget(noopTarget, context) : null;
    const measured = [];
    for (const target of targets.filter(isChosen))
      measured.push(await measureTarget(target, context));
    const bookingToTimetable = isChosen(bookingTarget)
      ? await measureBooking(reservationClinic, servers.base, reservationToken)
      : null;

    const [from, to] = previousMonth(clinic.today);
    const report = benchReport({
      postgres: benchDatabase,
      loadAverageBefore,
      seeded,
      historyMonth: { from, to },
      results: withCpuVsNoop(measured, noop),
      bookingToTimetable,
      noop,
    });
    // The short form on the progress stream, so stdout stays the JSON alone.
    if (report.shareOfDriverTwin.length > 0) log(`\n${formatShareTable(report.shareOfDriverTwin)}`);
    const json = `${JSON.stringify(report, null, 2)}\n`;
    if (process.env.BENCH_REPORT_FILE) await writeFile(process.env.BENCH_REPORT_FILE, json);
    else process.stdout.write(json);
  } finally {
    if (servers) await servers.close();
    if (database) await database.close();
    await rm(dataDir, { recursive: true, force: true });
    await benchDatabase.drop();
  }
}

main().catch((error: unknown) => {
  console.error('bench:api failed:', error);
  process.exit(1);
});
