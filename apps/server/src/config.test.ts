import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDotEnvFile } from './config';

const names = ['PRAKTIK_TEST_FROM_FILE', 'PRAKTIK_TEST_ALREADY_SET'] as const;
let dir: string | undefined;

afterEach(async () => {
  for (const name of names) delete process.env[name];
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('loadDotEnvFile', () => {
  it('adds the variables of a .env file, never overriding ones already set', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'praktik-env-'));
    const file = path.join(dir, '.env');
    await writeFile(
      file,
      '# settings\nPRAKTIK_TEST_FROM_FILE=from-file\nPRAKTIK_TEST_ALREADY_SET="from file"\n',
    );
    process.env.PRAKTIK_TEST_ALREADY_SET = 'from-environment';

    expect(loadDotEnvFile(file)).toBe(true);
    expect(process.env.PRAKTIK_TEST_FROM_FILE).toBe('from-file');
    expect(process.env.PRAKTIK_TEST_ALREADY_SET).toBe('from-environment');
  });

  it('does nothing without the file', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'praktik-env-'));
    expect(loadDotEnvFile(path.join(dir, '.env'))).toBe(false);
    expect(process.env.PRAKTIK_TEST_FROM_FILE).toBeUndefined();
  });
});
