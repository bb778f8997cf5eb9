import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

const CLINIC_DIR = resolve(import.meta.dirname, '..');
const SERVER_DIR = resolve(CLINIC_DIR, '../server');
const DIST_DIR = join(CLINIC_DIR, 'dist');

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}

/** A real SMTP server: every message is parsed and written to MAIL_DIR as JSON for the tests. */
async function startSmtp(mailDir: string): Promise<{ port: number; server: SMTPServer }> {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) =>
            a.value.map((v) => v.address?.toLowerCase() ?? ''),
          );
          count += 1;
          const file = join(mailDir, `${Date.now()}-${count}.json`);
          writeFileSync(
            file,
            JSON.stringify({
              to,
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: mail.html || '',
            }),
          );
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const port = await freePort();
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return { port, server };
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the server did not answer ${url}/healthz within ${timeoutMs} ms`);
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(join(DIST_DIR, 'index.html'))) {
    throw new Error(
      'apps/clinic/dist is missing: build the app first (pnpm --filter @praktik/clinic build)',
    );
  }
  const work = mkdtempSync(join(tmpdir(), 'praktik-e2e-'));
  const dataDir = join(work, 'data');
  const mailDir = join(work, 'mail');
  mkdirSync(mailDir, { recursive: true });

  const smtp = await startSmtp(mailDir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  // PGlite in the work dir by default; a PostgreSQL server when DATABASE_URL names one (scripts/
  // test.sh runs the journeys a second time under apps/server/scripts/with-postgres.mjs).
  const databaseUrl = process.env.DATABASE_URL;
  console.log(`journeys on ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'PGlite'}`);

  const tsx = join(SERVER_DIR, 'node_modules/.bin/tsx');
  const output: string[] = [];
  const child = spawn(tsx, ['src/server.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      SEED_DEMO: 'true',
      STATIC_DIR: DIST_DIR,
      PUBLIC_URL: baseUrl,
      APP_URL: baseUrl,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  try {
    await waitForHealth(baseUrl, child, 90_000);
  } catch (error) {
    child.kill('SIGTERM');
    await new Promise<void>((done) => smtp.server.close(() => done()));
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output.join('')}`);
  }

  // Workers inherit the environment the global setup leaves behind.
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MAIL_DIR = mailDir;

  return async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise<void>((done) => {
        const force = setTimeout(() => {
          child.kill('SIGKILL');
          done();
        }, 5_000);
        child.once('exit', () => {
          clearTimeout(force);
          done();
        });
      });
    }
    await new Promise<void>((done) => smtp.server.close(() => done()));
    rmSync(work, { recursive: true, force: true });
  };
}
