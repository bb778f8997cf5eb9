// The real server (apps/server, through tsx) serving the built app from apps/clinic/dist, as the
// browser journeys (e2e/global-setup.ts) and the Lighthouse run (scripts/lighthouse.mjs) start it.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

const CLINIC_DIR = resolve(import.meta.dirname, '..');
const SERVER_DIR = resolve(CLINIC_DIR, '../server');
export const DIST_DIR = join(CLINIC_DIR, 'dist');

/** A TCP port on 127.0.0.1 that nothing listens on. */
export function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 300));
  }
  throw new Error(`the server did not answer ${url}/healthz within ${timeoutMs} ms`);
}

/** Ends the server: SIGTERM for its graceful shutdown, SIGKILL if it is not gone in 5 s. */
function stopper(child) {
  return () =>
    new Promise((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
      child.once('exit', () => {
        clearTimeout(force);
        done();
      });
      child.kill('SIGTERM');
    });
}

/**
 * Starts the server in production mode on a free port of 127.0.0.1, its data in `dataDir` and
 * `env` on top, and resolves once `/healthz` answers. A server that exits or stays silent for
 * `timeoutMs` is stopped, and the error carries the last of its output.
 */
export async function startBuiltAppServer({ dataDir, env = {}, timeoutMs = 90_000 }) {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(join(SERVER_DIR, 'node_modules/.bin/tsx'), ['src/server.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: DIST_DIR,
      PUBLIC_URL: baseUrl,
      APP_URL: baseUrl,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  // The SATUSEHAT stand-in the server starts prints its URL once ("SATUSEHAT: stand-in on ...").
  let standInUrl = null;
  // The server's slow answers (plugins/slow-requests.ts), for the journeys to report.
  const slow = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (line.includes('"msg":"slow request"') && slow.length < 1000) slow.push(JSON.parse(line));
  });
  const keep = (chunk) => {
    const text = chunk.toString();
    standInUrl ??= /SATUSEHAT: stand-in on (http:\/\/[^\s]+)/.exec(text)?.[1] ?? null;
    output.push(text);
    if (output.length > 200) output.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const stop = stopper(child);
  try {
    await waitForHealth(baseUrl, child, timeoutMs);
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\n--- server output ---\n${output.join('')}`);
  }
  return { baseUrl, stop, standInUrl: () => standInUrl, slowRequests: () => [...slow] };
}
