import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The property tests check 500-5,000 generated cases each. scripts/test.sh runs this suite
    // beside the ui's and the app's, and on a shared machine's load two of them took 5.1-5.7 s,
    // past vitest's 5 s default. The server and ui suites allow 30 s too.
    testTimeout: 30_000,
    // Pure functions with no module state: the files share one module graph instead of each
    // importing zod and the schemas in a fresh worker (on two cores, 165 s against 13 s).
    isolate: false,
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts', 'src/test-support/**'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95, branches: 95 },
    },
  },
});
