import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, loadDotEnvFile } from './config';

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

describe('loadConfig: SATUSEHAT', () => {
  const base = () => ({ JWT_SECRET: 'j'.repeat(40), FILE_SIGNING_SECRET: 'f'.repeat(40) });

  it('talks to the stand-in by default and generates the encryption key once into DATA_DIR', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'praktik-env-'));
    const first = loadConfig({ ...base(), DATA_DIR: dir });
    expect(first.satuSehat.environment).toBe('stand-in');
    expect(first.satuSehat.baseUrl).toBeUndefined();
    expect(Buffer.from(first.satuSehat.secretKey, 'base64')).toHaveLength(32);
    expect(loadConfig({ ...base(), DATA_DIR: dir }).satuSehat.secretKey).toBe(
      first.satuSehat.secretKey,
    );
  });

  it('adds the key to a secrets file written before it existed, keeping the other secrets', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'praktik-env-'));
    const old = { jwtSecret: 'a'.repeat(64), fileSigningSecret: 'b'.repeat(64) };
    await writeFile(path.join(dir, 'secrets.json'), JSON.stringify(old));
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.jwtSecret).toBe(old.jwtSecret);
    expect(config.fileSigningSecret).toBe(old.fileSigningSecret);
    const kept = JSON.parse(await readFile(path.join(dir, 'secrets.json'), 'utf8')) as Record<
      string,
      string
    >;
    expect(kept).toMatchObject({ ...old, satuSehatSecretKey: config.satuSehat.secretKey });
  });

  it('maps the real environments to their published URLs, and SATUSEHAT_BASE_URL overrides', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'praktik-env-'));
    const key = Buffer.alloc(32, 1).toString('base64');
    const env = { ...base(), DATA_DIR: dir, SATUSEHAT_SECRET_KEY: key };
    expect(loadConfig({ ...env, SATUSEHAT_ENV: 'sandbox' }).satuSehat).toEqual({
      environment: 'sandbox',
      baseUrl: 'https://api-satusehat-dev.dto.kemkes.go.id',
      secretKey: key,
    });
    expect(loadConfig({ ...env, SATUSEHAT_ENV: 'production' }).satuSehat.baseUrl).toBe(
      'https://api-satusehat.kemkes.go.id',
    );
    expect(
      loadConfig({ ...env, SATUSEHAT_ENV: 'staging', SATUSEHAT_BASE_URL: 'http://proxy.test/' })
        .satuSehat.baseUrl,
    ).toBe('http://proxy.test');
  });

  it('refuses an unknown environment and a key that is not 32 bytes', () => {
    expect(() => loadConfig({ ...base(), SATUSEHAT_ENV: 'dev' })).toThrow(/SATUSEHAT_ENV/);
    expect(() =>
      loadConfig({ ...base(), SATUSEHAT_SECRET_KEY: Buffer.alloc(16).toString('base64') }),
    ).toThrow(/SATUSEHAT_SECRET_KEY/);
  });
});

describe('loadConfig: behind a pooler, and a replica to read from', () => {
  const base = () => ({
    JWT_SECRET: 'j'.repeat(40),
    FILE_SIGNING_SECRET: 'f'.repeat(40),
    SATUSEHAT_SECRET_KEY: Buffer.alloc(32).toString('base64'),
    DATABASE_URL: 'postgres://praktik@pgbouncer.internal:6432/praktik',
  });
  const direct = 'postgres://praktik@db.internal:5432/praktik';

  it('talks to the server or a session pooler unless told it is a transaction pooler', () => {
    const config = loadConfig(base());
    expect(config.databasePoolMode).toBe('session');
    expect(config.databaseListenUrl).toBeUndefined();
    expect(config.databaseReadUrl).toBeUndefined();
  });

  it('behind a transaction pooler, listens on the direct address it is given', () => {
    const config = loadConfig({
      ...base(),
      DATABASE_POOL_MODE: 'transaction',
      DATABASE_LISTEN_URL: direct,
    });
    expect(config).toMatchObject({ databasePoolMode: 'transaction', databaseListenUrl: direct });
  });

  it('refuses a transaction pooler without a LISTEN address, and a mode it does not know', () => {
    expect(() => loadConfig({ ...base(), DATABASE_POOL_MODE: 'transaction' })).toThrow(
      /DATABASE_LISTEN_URL: required with DATABASE_POOL_MODE=transaction/,
    );
    expect(() => loadConfig({ ...base(), DATABASE_POOL_MODE: 'statement' })).toThrow(
      /DATABASE_POOL_MODE/,
    );
  });

  it('takes a replica to read from', () => {
    const replica = 'postgres://praktik@replica.internal:5432/praktik';
    expect(loadConfig({ ...base(), DATABASE_READ_URL: replica }).databaseReadUrl).toBe(replica);
  });

  it('takes a list of servers to find the primary among, and refuses one asking for a standby', () => {
    const list = 'postgres://praktik@db1:5432,db2:5432/praktik?target_session_attrs=read-write';
    expect(loadConfig({ ...base(), DATABASE_URL: list }).databaseUrl).toBe(list);
    expect(() =>
      loadConfig({
        ...base(),
        DATABASE_URL: 'postgres://praktik@db1,db2/praktik?target_session_attrs=standby',
      }),
    ).toThrow(/DATABASE_URL: target_session_attrs=standby: the server writes/);
  });

  it('refuses the pooler and replica settings on the embedded database, naming each', () => {
    const { DATABASE_URL: _server, ...embedded } = base();
    let message = '';
    try {
      loadConfig({
        ...embedded,
        DATABASE_POOL_MODE: 'transaction',
        DATABASE_LISTEN_URL: direct,
        DATABASE_READ_URL: direct,
      });
    } catch (error) {
      message = (error as Error).message;
    }
    for (const name of ['DATABASE_POOL_MODE', 'DATABASE_LISTEN_URL', 'DATABASE_READ_URL']) {
      expect(message).toContain(`${name}: only with DATABASE_URL`);
    }
  });
});

describe('loadConfig: DATABASE_POOL_SIZE', () => {
  const base = () => ({
    JWT_SECRET: 'j'.repeat(40),
    FILE_SIGNING_SECRET: 'f'.repeat(40),
    SATUSEHAT_SECRET_KEY: Buffer.alloc(32).toString('base64'),
  });

  it('takes a whole number of connections, and leaves the pool its default without one', () => {
    expect(loadConfig({ ...base(), DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
    expect(loadConfig(base()).databasePoolSize).toBeUndefined();
  });

  it('refuses a size that is not a whole number from 1 to 100', () => {
    for (const size of ['0', '2.5', 'many', '101']) {
      expect(() => loadConfig({ ...base(), DATABASE_POOL_SIZE: size })).toThrow(
        /DATABASE_POOL_SIZE/,
      );
    }
  });

  it('takes a deployment’s own sign-up limit per address, and leaves the default without one', () => {
    expect(loadConfig({ ...base(), REGISTER_RATE_LIMIT_MAX: '200' }).registerRateLimitMax).toBe(
      200,
    );
    expect(loadConfig(base()).registerRateLimitMax).toBeUndefined();
    for (const max of ['0', '1.5', 'many']) {
      expect(() => loadConfig({ ...base(), REGISTER_RATE_LIMIT_MAX: max })).toThrow(
        /REGISTER_RATE_LIMIT_MAX/,
      );
    }
  });

  it('takes a deployment’s own limit of bookings per address, and leaves the default without one', () => {
    expect(
      loadConfig({ ...base(), BOOKINGS_PER_ADDRESS_PER_HOUR: '50' }).bookingsPerAddressPerHour,
    ).toBe(50);
    expect(loadConfig(base()).bookingsPerAddressPerHour).toBeUndefined();
    for (const max of ['0', '2.5', 'lots']) {
      expect(() => loadConfig({ ...base(), BOOKINGS_PER_ADDRESS_PER_HOUR: max })).toThrow(
        /BOOKINGS_PER_ADDRESS_PER_HOUR/,
      );
    }
  });

  it('reads the proxies to trust as addresses, subnets or range names, and none by default', () => {
    expect(
      loadConfig({ ...base(), TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.7 ,loopback,::1' })
        .trustedProxies,
    ).toEqual(['10.0.0.0/8', '192.0.2.7', 'loopback', '::1']);
    expect(loadConfig(base()).trustedProxies).toEqual([]);
    for (const proxies of ['true', '*', '2', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1/8/2']) {
      expect(() => loadConfig({ ...base(), TRUSTED_PROXIES: proxies }), proxies).toThrow(
        /TRUSTED_PROXIES/,
      );
    }
  });
});

describe('loadConfig: files in S3', () => {
  const base = () => ({
    JWT_SECRET: 'j'.repeat(40),
    FILE_SIGNING_SECRET: 'f'.repeat(40),
    SATUSEHAT_SECRET_KEY: Buffer.alloc(32).toString('base64'),
  });
  const s3 = {
    S3_ENDPOINT: 'https://s3.ap-southeast-3.amazonaws.com',
    S3_BUCKET: 'praktik-files',
    S3_REGION: 'ap-southeast-3',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'secret-example',
  };

  it('keeps files on the local disk without any S3 setting', () => {
    expect(loadConfig(base()).s3).toBeUndefined();
  });

  it('takes the bucket when every setting is given; path-style addressing only when asked', () => {
    expect(loadConfig({ ...base(), ...s3 }).s3).toEqual({
      endpoint: s3.S3_ENDPOINT,
      bucket: s3.S3_BUCKET,
      region: s3.S3_REGION,
      accessKeyId: s3.S3_ACCESS_KEY_ID,
      secretAccessKey: s3.S3_SECRET_ACCESS_KEY,
      forcePathStyle: false,
    });
    expect(loadConfig({ ...base(), ...s3, S3_FORCE_PATH_STYLE: 'true' }).s3?.forcePathStyle).toBe(
      true,
    );
  });

  it('refuses to start with only some of the settings, naming the missing ones', () => {
    const { S3_BUCKET: _bucket, S3_SECRET_ACCESS_KEY: _secret, ...partial } = s3;
    expect(() => loadConfig({ ...base(), ...partial })).toThrow(
      /S3: .* set without S3_BUCKET, S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ ...base(), S3_FORCE_PATH_STYLE: 'true' })).toThrow(
      /set without S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
  });

  it('refuses an endpoint that is not an http(s) URL and a path style that is not a yes or no', () => {
    expect(() => loadConfig({ ...base(), ...s3, S3_ENDPOINT: 'ftp://files.example' })).toThrow(
      /S3_ENDPOINT/,
    );
    expect(() => loadConfig({ ...base(), ...s3, S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
  });
});

describe('loadConfig: several instances (INSTANCES)', () => {
  const databaseUrl = 'postgres://praktik@db.internal:5432/praktik';
  const secrets = () => ({
    JWT_SECRET: 'j'.repeat(40),
    FILE_SIGNING_SECRET: 'f'.repeat(40),
    SATUSEHAT_SECRET_KEY: Buffer.alloc(32, 7).toString('base64'),
  });

  it('refuses to start without the shared secrets, naming each one missing, and generates none', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'praktik-env-'));
    const start = () => loadConfig({ DATA_DIR: dir, DATABASE_URL: databaseUrl, INSTANCES: '3' });
    expect(start).toThrow(/JWT_SECRET: required with INSTANCES=3/);
    expect(start).toThrow(/FILE_SIGNING_SECRET: required/);
    expect(start).toThrow(/SATUSEHAT_SECRET_KEY: required/);
    await expect(readFile(path.join(dir, 'secrets.json'))).rejects.toThrow(/ENOENT/);

    const { FILE_SIGNING_SECRET: _missing, ...allButOne } = secrets();
    let message = '';
    try {
      loadConfig({ ...allButOne, DATA_DIR: dir, DATABASE_URL: databaseUrl, INSTANCES: '2' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/FILE_SIGNING_SECRET: required with INSTANCES=2/);
    expect(message).not.toMatch(/JWT_SECRET|SATUSEHAT_SECRET_KEY|DATABASE_URL/);
  });

  it('refuses several instances on the embedded database', () => {
    expect(() => loadConfig({ ...secrets(), INSTANCES: '2' })).toThrow(
      /DATABASE_URL: required with INSTANCES=2/,
    );
  });

  it('starts with the secrets from the environment, writing none into DATA_DIR', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'praktik-env-'));
    const config = loadConfig({
      ...secrets(),
      DATA_DIR: dir,
      DATABASE_URL: databaseUrl,
      INSTANCES: '2',
    });
    expect(config.jwtSecret).toBe(secrets().JWT_SECRET);
    expect(config.fileSigningSecret).toBe(secrets().FILE_SIGNING_SECRET);
    expect(config.satuSehat.secretKey).toBe(secrets().SATUSEHAT_SECRET_KEY);
    expect(config.secretsFromDataDir).toEqual([]);
    await expect(readFile(path.join(dir, 'secrets.json'))).rejects.toThrow(/ENOENT/);
  });

  it('keeps generating the secrets into DATA_DIR for one instance, on either database', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'praktik-env-'));
    const first = loadConfig({ DATA_DIR: dir, DATABASE_URL: databaseUrl });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    // Named, so the server can warn that a second instance would have secrets of its own.
    expect(first.secretsFromDataDir).toEqual([
      'JWT_SECRET',
      'FILE_SIGNING_SECRET',
      'SATUSEHAT_SECRET_KEY',
    ]);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first.jwtSecret);
    expect(() => loadConfig({ ...secrets(), INSTANCES: 'two' })).toThrow(/INSTANCES/);
  });
});
