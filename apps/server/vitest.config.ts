import { defineConfig } from 'vitest/config';

// Tests build the whole app on a real database per file; two cores are shared with other work,
// so files run two at a time and each gets generous time for migrations and argon2.
process.env.TZ = 'UTC';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // *.postgres.test.ts: what only a PostgreSQL server has (its connections); the test script
    // runs the suite a second time with DATABASE_URL set.
    exclude: process.env.DATABASE_URL ? [] : ['src/**/*.postgres.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    environment: 'node',
    env: { TZ: 'UTC' },
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 30_000,
    // A file's beforeAll that seeds the demo clinic (issue 14 added ~600 payments to it) takes
    // over a minute when the machine is shared at load 20+.
    hookTimeout: 180_000,
    pool: 'forks',
  },
});
