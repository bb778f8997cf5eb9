import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, FAKE_CAMERA_FLAGS } from '../../scripts/chromium-flags.mjs';

/*
 * Browser journeys against the real server (apps/server) serving the built app (dist/), with a
 * real SMTP server catching the mail. Debian's Chromium: Playwright downloads no browsers here.
 */
export const CHROMIUM_ARGS = [...CHROMIUM_FLAGS, ...FAKE_CAMERA_FLAGS];

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  // One small machine shared with others: one browser at a time.
  workers: 1,
  fullyParallel: false,
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
