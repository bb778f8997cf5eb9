import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { MIGRATIONS_FOLDER, type DatabaseTarget } from '../db/client';
import type { PatientView } from '../modules/patients/patient-view.schema';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { adminQuery } from '../test/demo-template';
import {
  call,
  createTestClinic,
  patientRequestBody,
  signIn,
  type TestClinic,
} from '../test/fixtures';

const run = promisify(execFile);
const SERVER_DIR = path.resolve(import.meta.dirname, '../..');
const TSX = path.join(SERVER_DIR, 'node_modules/.bin/tsx');

/**
 * `pnpm backup` and `pnpm restore` as an operator runs them, on the run's kind of database: a
 * PGlite data folder of the test's own, or a database of its own on the run's PostgreSQL.
 */
const postgresServer = process.env.DATABASE_URL;
let dir: string;
let postgresUrl: string | undefined;
let pgliteTemplateLoaded = false;

/** The database as the app opens it (a PGlite folder starts from the run's migrated template). */
async function databaseTarget(): Promise<DatabaseTarget> {
  if (postgresUrl) return { kind: 'postgres', url: postgresUrl };
  const dataDir = path.join(dir, 'data', 'pglite');
  if (pgliteTemplateLoaded) return { kind: 'pglite', dataDir };
  pgliteTemplateLoaded = true;
  return {
    kind: 'pglite',
    dataDir,
    template: new Blob([await readFile(inject('pgliteTemplate'))]),
  };
}

/** The command line, from the test's folder (so relative file names land there). */
function command(...args: string[]) {
  return run(TSX, ['src/commands/backup.ts', ...args], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      DATABASE_URL: postgresUrl ?? '',
      DATA_DIR: path.join(dir, 'data'),
      INIT_CWD: dir,
    },
  });
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'praktik-backup-'));
  if (postgresServer) {
    const name = `praktik_backup_${randomUUID().replace(/-/g, '')}`;
    await adminQuery(
      postgresServer,
      `create database ${name} template ${inject('postgresTemplate')}`,
    );
    const url = new URL(postgresServer);
    url.pathname = `/${name}`;
    postgresUrl = url.toString();
  }
});

afterAll(async () => {
  if (postgresServer && postgresUrl) {
    await adminQuery(
      postgresServer,
      `drop database if exists ${new URL(postgresUrl).pathname.slice(1)} with (force)`,
    );
  }
  await rm(dir, { recursive: true, force: true });
});

async function addPatient(ctx: TestApp, clinic: TestClinic, name: string) {
  const response = await call(ctx, 'POST', '/api2/dashboard/patient', {
    token: clinic.owner.idToken,
    body: patientRequestBody({ name }),
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function patientNames(ctx: TestApp, clinic: TestClinic): Promise<string[]> {
  const response = await call(ctx, 'GET', '/api2/dashboard/patients?sort=name,asc', {
    token: clinic.owner.idToken,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: PatientView[] }>().data.map((patient) => patient.name);
}

/** Each step opens the database anew, as a server started after the step before would. */
async function withApp<T>(work: (ctx: TestApp) => Promise<T>): Promise<T> {
  const ctx = await createTestApp({
    database: await databaseTarget(),
    // One set of secrets across the apps, so the owner's token outlives each of them.
    config: { jwtSecret: 'backup-test-jwt-secret', fileSigningSecret: 'backup-test-file-secret' },
  });
  try {
    return await work(ctx);
  } finally {
    await ctx.close();
  }
}

describe('pnpm backup and pnpm restore', () => {
  it(
    'bring the database back as it was at the backup: a later patient gone, the app serving',
    { timeout: 400_000 },
    async () => {
      const clinic = await withApp(async (ctx) => {
        const made = await createTestClinic(ctx, 'Klinik Cadangan');
        await addPatient(ctx, made, 'Ani Sebelum');
        return made;
      });

      const backedUp = await command('backup', 'before.backup');
      expect(backedUp.stdout).toContain(`to ${path.join(dir, 'before.backup')}`);
      expect(backedUp.stdout).toContain('Uploaded files and DATA_DIR/secrets.json are not in it');

      await withApp(async (ctx) => {
        await addPatient(ctx, clinic, 'Budi Sesudah');
        expect(await patientNames(ctx, clinic)).toEqual(['Ani Sebelum', 'Budi Sesudah']);
      });

      // A database with data in it is replaced only when asked to.
      const refused = await command('restore', 'before.backup').catch(
        (error: { code: number; stderr: string }) => error,
      );
      expect(refused).toMatchObject({ code: 1 });
      expect((refused as { stderr: string }).stderr).toContain('Run again with --force');

      // A damaged backup (cut short in a copy) changes nothing.
      const whole = await readFile(path.join(dir, 'before.backup'));
      await writeFile(path.join(dir, 'damaged.backup'), whole.subarray(0, whole.length / 2));
      await expect(command('restore', 'damaged.backup', '--force')).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringMatching(
          postgresUrl ? /restore failed: (pg_restore|psql) failed/ : /is left as it was/,
        ),
      });
      await withApp(async (ctx) => {
        expect(await patientNames(ctx, clinic)).toEqual(['Ani Sebelum', 'Budi Sesudah']);
      });

      const restored = await command('restore', 'before.backup', '--force');
      expect(restored.stdout).toContain(`from ${path.join(dir, 'before.backup')}`);
      if (postgresUrl) {
        expect(restored.stdout).toMatch(/It replaced the schemas drizzle, .*public/);
      } else {
        // The PGlite folder it replaced is kept, renamed, for a restore taken by mistake.
        const kept = /kept in (\S+)\.\n/.exec(restored.stdout)?.[1];
        expect(kept && existsSync(path.join(kept, 'PG_VERSION'))).toBe(true);
      }

      await withApp(async (ctx) => {
        expect(await patientNames(ctx, clinic)).toEqual(['Ani Sebelum']);
        await signIn(ctx, clinic.owner.email);
        // Every migration is recorded as applied, so a start migrates nothing twice.
        const journal = JSON.parse(
          await readFile(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
        ) as { entries: unknown[] };
        const { rows } = await ctx.database.executeSql(
          'select count(*)::int as applied from drizzle.__drizzle_migrations',
        );
        expect(rows).toEqual([{ applied: journal.entries.length }]);
        // And the restored database takes writes again.
        await addPatient(ctx, clinic, 'Citra Setelah Pemulihan');
        expect(await patientNames(ctx, clinic)).toEqual(['Ani Sebelum', 'Citra Setelah Pemulihan']);
      });
    },
  );
});
