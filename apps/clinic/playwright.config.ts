import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, FAKE_CAMERA_FLAGS } from '../../scripts/chromium-flags.mjs';
import { DEMO_CLINIC_FILES } from './e2e/demo-clinic-files.mjs';

/*
 * Browser journeys against the real server (apps/server) serving the built app (dist/), with a
 * real SMTP server catching the mail. Debian's Chromium: Playwright downloads no browsers here.
 *
 * Each journey file makes a clinic of its own through the API (e2e/clinic-fixture.ts): its
 * people, patients, price list and bookings, on hours every day of the week. Files share nothing,
 * so they run side by side and on any weekday; a file whose tests do not build on each other says
 * `mode: 'parallel'` and its tests spread over the workers too. Three files
 * (e2e/demo-clinic-files.mjs) sign in to the seeded demo clinic instead and only read it: they check what a new user meets
 * first (the sign-in, the public pages, how the app is served), on the data the start command
 * gives. The lint keeps the demo clinic's accounts out of the other files (eslint.config.js),
 * but for reservations.spec's no-show test, which needs bookings of the seed's past.
 *
 * The smoke set (`--grep @smoke`), for a run on another database (PGlite, or PostgreSQL behind PgBouncer): each path where the database
 * client makes a difference, once.
 *   - sign-in.spec "the sign-in form says what is missing, then signs in": the server started,
 *     migrated and seeded, and the demo clinic's owner signs in;
 *   - visits.spec "staff add a patient and start a visit with the doctor" and "the doctor writes
 *     the assessment ..., then ends the visit": a visit started and ended;
 *   - reservations.spec "a second open timetable shows a new booking without reload": the
 *     timetable's live events (LISTEN/NOTIFY on PostgreSQL);
 *   - payments.spec "the cashier takes a QRIS payment ...": a payment saved (its receipt number
 *     taken at the commit).
 */
export const CHROMIUM_ARGS = [...CHROMIUM_FLAGS, ...FAKE_CAMERA_FLAGS];

const demoClinicFiles = DEMO_CLINIC_FILES.map((file) => `**/${file}`);

/** PGlite, PostgreSQL, or PostgreSQL behind PgBouncer (the server's settings say which). */
const database = !process.env.DATABASE_URL
  ? 'pglite'
  : process.env.DATABASE_POOL_MODE === 'transaction'
    ? 'postgresql-pgbouncer'
    : 'postgresql';

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  // Two browsers at a time (E2E_WORKERS for another count).
  workers: Number(process.env.E2E_WORKERS) || 2,
  // Not every file's tests are independent: a file that wants its tests spread says so itself.
  fullyParallel: false,
  // Named apart in the reports: a journey on the demo clinic reads what others may not touch.
  projects: [
    { name: 'own-clinic', testIgnore: demoClinicFiles },
    { name: 'demo-clinic', testMatch: demoClinicFiles },
  ],
  // CI's machine is shared and slower than ours: a journey that fails once there is run once more
  // (a serial file from its start), and the test summary names it with the first run's error, so
  // a flaky journey is seen and mended rather than turning a whole run red. Here: no retry.
  retries: process.env.CI ? 1 : 0,
  // axe scans each screen the journeys reach (once a run, e2e/axe-watch.ts) in the page's own
  // thread: 2-10 s a scan on a loaded machine, so the journeys get more time than the waits they
  // make themselves.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  // Each database's run keeps its failures' traces apart from the others' (a run empties its
  // folder as it starts).
  outputDir: `test-results/${database}`,
  metadata: { database },
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
    permissions: ['camera'],
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    // A trace records every action's DOM and a screencast: a third of the journeys' CPU on two
    // cores (reservations.spec: 132 s with, 85 s without). CI traces the retry of a failed
    // journey instead, which is the run a flaky failure needs; a local run (no retry) keeps the
    // trace of each failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
  },
});
