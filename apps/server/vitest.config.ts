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
    // Each worker runs file after file in one process and module graph: the app's modules
    // (Fastify, zod schemas, Drizzle, PGlite's WebAssembly) load once per worker, not once per
    // file. Files share nothing else: each makes its own app, database, SMTP server and folder
    // and closes them (createTestApp).
    isolate: false,
    testTimeout: 30_000,
    // A file's beforeAll that seeds the demo clinic (with its ~600 payments) takes
    // over a minute when the machine is shared at load 20+.
    hookTimeout: 180_000,
    pool: 'forks',
  },
});
