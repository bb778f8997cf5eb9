import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_TYPES } from './composition/seed/clinic-choices';
import { MIGRATIONS_FOLDER } from './db/client';
import { adminQuery } from './test/demo-template';
import { TEST_PASSWORD, uniqueEmail } from './test/fixtures';
import { startS3TestServer, type S3TestServer } from './test/s3-test-server';
import { linkIn, startSmtpTestServer, type SmtpTestServer } from './test/smtp-test-server';

// Run only with DATABASE_URL (vitest.config.ts). Two real server processes, as on two machines:
// each its own DATA_DIR, both on one empty PostgreSQL database and one S3 bucket (s3rver),
// started at the same moment.
const serverUrl = process.env.DATABASE_URL!;
const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const READY_WITHIN_MS = 150_000;

interface Instance {
  name: string;
  baseUrl: string;
  child: ChildProcess;
  /** Everything it printed, for the failure message and the log assertions. */
  output: string[];
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  await new Promise((closed) => server.close(closed));
  return port;
}

function startInstance(name: string, port: number, env: Record<string, string>): Instance {
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(path.join(SERVER_DIR, 'node_modules/.bin/tsx'), ['src/server.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return { name, baseUrl, child, output };
}

async function waitUntilReady(instance: Instance): Promise<void> {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (instance.child.exitCode !== null) {
      throw new Error(
        `instance ${instance.name} exited (${instance.child.exitCode}):\n${instance.output.join('').slice(-4000)}`,
      );
    }
    const ready = await fetch(`${instance.baseUrl}/readyz`).catch(() => undefined);
    if (ready?.status === 200) return;
    await sleep(250);
  }
  throw new Error(
    `instance ${instance.name} not ready in time:\n${instance.output.join('').slice(-4000)}`,
  );
}

async function stopInstance(instance: Instance | undefined): Promise<void> {
  if (!instance || instance.child.exitCode !== null || instance.child.signalCode !== null) return;
  await new Promise<void>((exited) => {
    const force = setTimeout(() => instance.child.kill('SIGKILL'), 10_000);
    instance.child.once('exit', () => {
      clearTimeout(force);
      exited();
    });
    instance.child.kill('SIGTERM');
  });
}

const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers },
    body: JSON.stringify(body),
  });

/** A PNG's first bytes and some more: what the upload checks a picture by. */
const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  Buffer.alloc(200, 5),
]);

/** The path and query of a URL the server made for its public address, to send to an instance. */
const on = (instance: Instance, url: string) => {
  const { pathname, search } = new URL(url);
  return `${instance.baseUrl}${pathname}${search}`;
};

describe('two server instances started at once on one empty PostgreSQL and one bucket', () => {
  const databaseName = `praktik_test_${randomUUID().replace(/-/g, '')}`;
  const dataDirs: string[] = [];
  let smtp: SmtpTestServer;
  let s3: S3TestServer;
  let databaseUrl: string;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    await adminQuery(serverUrl, `create database ${databaseName}`);
    const url = new URL(serverUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    smtp = await startSmtpTestServer();
    s3 = await startS3TestServer();
    const bucket = await s3.createBucket();
    const shared = {
      S3_ENDPOINT: bucket.endpoint,
      S3_BUCKET: bucket.bucket,
      S3_REGION: bucket.region,
      S3_ACCESS_KEY_ID: bucket.accessKeyId,
      S3_SECRET_ACCESS_KEY: bucket.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      DATABASE_URL: databaseUrl,
      INSTANCES: '2',
      JWT_SECRET: randomBytes(48).toString('base64url'),
      FILE_SIGNING_SECRET: randomBytes(48).toString('base64url'),
      SATUSEHAT_SECRET_KEY: randomBytes(32).toString('base64'),
      SMTP_URL: smtp.url,
      APP_URL: 'http://app.praktik.test',
      SEED_DEMO: 'false',
      REGISTER_RATE_LIMIT_MAX: '2',
      // Each test names its callers' addresses (X-Forwarded-For), so their limits are their own.
      TRUSTED_PROXIES: 'loopback',
    };
    const [portA, portB] = [await freePort(), await freePort()];
    for (let i = 0; i < 2; i += 1) {
      dataDirs.push(await mkdtemp(path.join(tmpdir(), 'praktik-instance-')));
    }
    const own = (dataDir: string) => ({
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(dataDir, 'no-app'),
    });
    a = startInstance('A', portA, { ...shared, ...own(dataDirs[0]!) });
    b = startInstance('B', portB, { ...shared, ...own(dataDirs[1]!) });
    await Promise.all([waitUntilReady(a), waitUntilReady(b)]);
  }, READY_WITHIN_MS + 30_000);

  afterAll(async () => {
    await Promise.all([stopInstance(a), stopInstance(b)]);
    await smtp?.close();
    await s3?.close();
    await adminQuery(serverUrl, `drop database if exists ${databaseName} with (force)`);
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  });

  it('both come up, having migrated and seeded the database once', async () => {
    const journal = JSON.parse(
      await readFile(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const migrations = await client.query<{ applied: string }>(
        'select count(*) as applied from drizzle.__drizzle_migrations',
      );
      expect(Number(migrations.rows[0]!.applied)).toBe(journal.entries.length);
      const types = await client.query<{ seeded: string }>(
        'select count(*) as seeded from business_types',
      );
      expect(Number(types.rows[0]!.seeded)).toBe(BUSINESS_TYPES.length);
    } finally {
      await client.end();
    }
    const seededBy = [a, b].filter((instance) =>
      instance.output.join('').includes('seeded an empty database'),
    );
    expect(seededBy).toHaveLength(1);
  });

  it('takes an account made and signed in on one instance on the other', async () => {
    const email = uniqueEmail('dua-mesin');
    const registered = await postJson(`${a.baseUrl}/api2/register`, {
      firstName: 'Rina',
      email,
      password: TEST_PASSWORD,
      langKey: 'en',
    });
    expect(registered.status).toBe(201);
    const mail = await smtp.waitForMail(email, (m) => m.text.includes('/account/activate'));
    const key = linkIn(mail, '/account/activate').searchParams.get('key') ?? '';
    const activated = await fetch(`${b.baseUrl}/api2/activate?key=${encodeURIComponent(key)}`);
    expect(activated.status).toBe(200);

    const signedIn = await postJson(`${b.baseUrl}/api2/authenticate`, {
      email,
      password: TEST_PASSWORD,
      rememberMe: false,
    });
    expect(signedIn.status).toBe(200);
    const { id_token: idToken } = (await signedIn.json()) as { id_token: string };
    const account = await fetch(`${a.baseUrl}/api2/account`, {
      headers: { authorization: `Bearer ${idToken}` },
    });
    expect(account.status).toBe(200);
    expect(((await account.json()) as { email: string }).email).toBe(email);
  });

  it('serves a file taken on one instance from the other: the files are in the bucket', async () => {
    const address = { 'x-forwarded-for': '198.51.100.41' };
    const email = uniqueEmail('berkas');
    const account = { firstName: 'Sinta', email, password: TEST_PASSWORD, langKey: 'en' };
    expect((await postJson(`${a.baseUrl}/api2/register`, account, address)).status).toBe(201);
    const mail = await smtp.waitForMail(email, (m) => m.text.includes('/account/activate'));
    const key = linkIn(mail, '/account/activate').searchParams.get('key') ?? '';
    expect((await fetch(`${b.baseUrl}/api2/activate?key=${encodeURIComponent(key)}`)).status).toBe(
      200,
    );
    const signedIn = await postJson(`${a.baseUrl}/api2/authenticate`, {
      email,
      password: TEST_PASSWORD,
      rememberMe: false,
    });
    const first = (await signedIn.json()) as { id_token: string; refresh_token: string };
    const asOwner = (token: string) => ({ authorization: `Bearer ${token}` });
    const choice = async (path: string) =>
      (
        (await (
          await fetch(`${b.baseUrl}${path}`, { headers: asOwner(first.id_token) })
        ).json()) as {
          id: string;
        }[]
      )[0]!.id;
    const onboarded = await postJson(
      `${b.baseUrl}/api2/onboarding`,
      {
        phoneNumber: '081298765432',
        address: 'Jl. Melati No. 3, Depok',
        dateOfBirth: '1990-02-14',
        gender: 'FEMALE',
        businessName: 'Klinik Dua Mesin',
        businessAddress: 'Jl. Margonda Raya No. 100, Depok',
        businessTypeId: await choice('/api2/onboarding/business-types'),
        serviceIds: [await choice('/api2/onboarding/services')],
      },
      asOwner(first.id_token),
    );
    expect(onboarded.status).toBe(201);
    // The token from before onboarding has no clinic in it; a refresh gives one that has.
    const refreshed = await fetch(`${a.baseUrl}/api2/token/refresh`, {
      headers: { refreshToken: first.refresh_token },
    });
    const { id_token: token } = (await refreshed.json()) as { id_token: string };

    // The upload URL from B, the bytes to A, the file read back from B.
    const issued = await fetch(`${b.baseUrl}/api2/dashboard/files?extension=png&type=logo`, {
      method: 'POST',
      headers: asOwner(token),
    });
    expect(issued.status).toBe(200);
    const { data: uploadUrl } = (await issued.json()) as { data: string };
    const put = await fetch(on(a, uploadUrl), {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: PNG,
    });
    expect(put.status).toBe(200);
    const read = await fetch(on(b, uploadUrl.split('?')[0]!));
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer()).equals(PNG)).toBe(true);
    // Neither machine's disk holds it.
    for (const dir of dataDirs) expect(existsSync(path.join(dir, 'files'))).toBe(false);
  });

  it('holds a request limit taken on one instance on the other', async () => {
    const register = (instance: Instance) =>
      postJson(
        `${instance.baseUrl}/api2/register`,
        { firstName: 'Rina', email: uniqueEmail(), password: TEST_PASSWORD, langKey: 'en' },
        { 'x-forwarded-for': '198.51.100.40' },
      );
    // The instances' limit: 2 sign-ups per address in 15 minutes.
    expect((await register(a)).status).toBe(201);
    expect((await register(b)).status).toBe(201);
    const refused = await register(a);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await register(b)).status).toBe(429);
  });
});
