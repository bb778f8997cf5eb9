import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, FAKE_CAMERA_FLAGS } from '../../scripts/chromium-flags.mjs';

/*
 * Browser journeys against the real server (apps/server) serving the built app (dist/), with a
 * real SMTP server catching the mail. Debian's Chromium: Playwright downloads no browsers here.
 *
 * Two kinds of journey files. Those in OWN_CLINIC_FILES each sign a clinic of their own up
 * (e2e/clinic-fixture.ts) and share nothing with other files: they run beside anything, their
 * tests spread over the workers where the file says `mode: 'parallel'`. The others still use the
 * seeded demo clinic, whose doctors' free hours, visits and records several of them read and
 * write: they run one file at a time (their project's one worker), beside the own-clinic files.
 *
 * The smoke set (`--grep @smoke`), for a run on the other database: each path where the database
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

/** Journey files on a clinic of their own (e2e/clinic-fixture.ts). */
const OWN_CLINIC_FILES = [
  'journeys.spec.ts',
  'payments.spec.ts',
  'reservations.spec.ts',
  'satusehat-visit.spec.ts',
  'satusehat.spec.ts',
  'schedule.spec.ts',
  'staff-journey.spec.ts',
  'staff.spec.ts',
  'visits.spec.ts',
].map((file) => `**/${file}`);

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  // Two browsers at a time (E2E_WORKERS for another count); the demo clinic's files take one
  // worker at most (projects below).
  workers: Number(process.env.E2E_WORKERS) || 2,
  // Not every file's tests are independent: a file that wants its tests spread says so itself.
  fullyParallel: false,
  projects: [
    { name: 'own-clinic', testMatch: OWN_CLINIC_FILES },
    { name: 'demo-clinic', testIgnore: OWN_CLINIC_FILES, workers: 1 },
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
  // The PostgreSQL run keeps its failures' traces apart from the PGlite run's.
  outputDir: process.env.DATABASE_URL ? 'test-results/postgres' : 'test-results/pglite',
  metadata: { database: process.env.DATABASE_URL ? 'postgresql' : 'pglite' },
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
  },
});
