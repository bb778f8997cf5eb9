// A throw-away PostgreSQL server: initdb in a temp dir, started on 127.0.0.1 and a free port.
// Used by with-postgres.mjs for a whole test run, and by tests that need a server of their own
// (one they may stop and restart without disturbing the other test files).
// initdb refuses to run as root, so as root the server runs as `postgres`.
import { execFile, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** A PostgreSQL program (initdb, pg_ctl) on PATH or in Debian's versioned folders. */
export function findBinary(name) {
  const onPath = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath;
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const candidate = path.join(root, version, 'bin', name);
      if (existsSync(candidate)) return candidate;
    }
  }
  throw new Error(
    `${name} not found on PATH or in /usr/lib/postgresql/*/bin (apt-get install -y postgresql)`,
  );
}

/** A TCP port on 127.0.0.1 that nothing listens on. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function postgresUserIds() {
  const id = (flag) =>
    Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** Runs a PostgreSQL tool, as the postgres user when we are root. */
function runTool(binary, args, options = {}) {
  const [file, fullArgs] = isRoot
    ? ['runuser', ['-u', 'postgres', '--', binary, ...args]]
    : [binary, args];
  const result = spawnSync(file, fullArgs, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(
      `${path.basename(binary)} failed (${result.status}):\n${result.stdout ?? ''}${result.stderr ?? ''}`,
    );
  }
  return result;
}

/** A folder for a server's files, owned by whoever the server runs as. */
function serverFolder() {
  const baseDir = mkdtempSync(path.join(tmpdir(), 'praktik-pg-'));
  if (isRoot) {
    const { uid, gid } = postgresUserIds();
    chownSync(baseDir, uid, gid);
  }
  chmodSync(baseDir, 0o700);
  return baseDir;
}

/** `-c name=value` for each setting, quoted for the shell pg_ctl starts the server through. */
const settingOptions = (settings) =>
  settings.map((setting) => `-c '${setting.replace(/'/g, "'\\''")}'`).join(' ');

/**
 * The controls of a server whose data dir is `baseDir/data`: `pgCtl(...args)` (async) to stop,
 * start, restart or promote it (the data dir and log file are added), `logTail()` and `remove()`
 * (stop and delete). `start(port, settings)` starts it the first time.
 */
function serverControls(baseDir) {
  const pgCtlBinary = findBinary('pg_ctl');
  const dataDir = path.join(baseDir, 'data');
  const logFile = path.join(baseDir, 'postgres.log');
  let running = false;

  // The log file is always given: without it the server would keep pg_ctl's output open.
  // `start` does not remember the options of the first start, so every (re)start gets them.
  let serverOptions = '';
  const pgCtlArgs = (args) => [
    '-D',
    dataDir,
    '-l',
    logFile,
    '-w',
    '-t',
    '60',
    ...(args.includes('start') || args.includes('restart') ? ['-o', serverOptions] : []),
    ...args,
  ];
  const pgCtlSync = (...args) => {
    runTool(pgCtlBinary, pgCtlArgs(args), { stdio: 'pipe' });
    running = !args.includes('stop');
  };
  // Asynchronous, so that a server in the same process goes on answering meanwhile.
  const pgCtl = async (...args) => {
    const [file, fullArgs] = isRoot
      ? ['runuser', ['-u', 'postgres', '--', pgCtlBinary, ...pgCtlArgs(args)]]
      : [pgCtlBinary, pgCtlArgs(args)];
    await promisify(execFile)(file, fullArgs);
    running = !args.includes('stop');
  };
  const logTail = () =>
    existsSync(logFile)
      ? spawnSync('tail', ['-n', '30', logFile], { encoding: 'utf8' }).stdout
      : '';
  const remove = () => {
    if (running) {
      try {
        pgCtlSync('-m', 'fast', 'stop');
      } catch (error) {
        console.error(String(error));
      }
    }
    rmSync(baseDir, { recursive: true, force: true });
  };
  const start = (port, settings) => {
    serverOptions = `-h 127.0.0.1 -p ${port} -k ${baseDir} ${settingOptions(settings)}`;
    pgCtlSync('start');
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      port,
      baseDir,
      dataDir,
      pgCtl,
      logTail,
      remove,
    };
  };
  return { dataDir, start, logTail, remove };
}

/** Fast and not crash-safe: a test server's files never outlive the machine's uptime. */
const THROW_AWAY_SETTINGS = ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'];

/**
 * Creates and starts a server. Returns its URL, port, folder (for stopPostgresServer) and data
 * dir, `pgCtl(...args)` (async) to stop, start, restart or promote it (the data dir and log file
 * are added), `logTail()` and `remove()` (stop and delete). `settings` (`name=value`) go after
 * the throw-away defaults, so they may override them.
 */
export async function startPostgresServer({ settings = [] } = {}) {
  const initdb = findBinary('initdb');
  const baseDir = serverFolder();
  const server = serverControls(baseDir);
  try {
    runTool(
      initdb,
      ['-D', server.dataDir, '--auth=trust', '-U', 'postgres', '--encoding=UTF8', '--no-sync'],
      { stdio: 'pipe' },
    );
    return server.start(await freePort(), [...THROW_AWAY_SETTINGS, ...settings]);
  } catch (error) {
    const tail = server.logTail();
    server.remove();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${tail}`);
  }
}

/**
 * A hot standby of `primary` (a server startPostgresServer started), streaming its WAL: copied
 * with pg_basebackup -R (which writes the connection to the primary and standby.signal), started
 * on a port of its own. `pgCtl('promote')` makes it a primary. None of the primary's `settings`
 * come along: they were given on its command line, not in its files.
 */
export async function startStandbyServer(primary) {
  const baseDir = serverFolder();
  const server = serverControls(baseDir);
  try {
    runTool(
      findBinary('pg_basebackup'),
      ['-d', primary.url, '-D', server.dataDir, '-R', '-X', 'stream', '-c', 'fast', '--no-sync'],
      { stdio: 'pipe' },
    );
    return server.start(await freePort(), ['fsync=off', 'full_page_writes=off']);
  } catch (error) {
    const tail = server.logTail();
    server.remove();
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${tail}`);
  }
}

/** Stops a server that startPostgresServer started in another process, and removes its folder. */
export function stopPostgresServer(baseDir) {
  const dataDir = path.join(baseDir, 'data');
  if (existsSync(path.join(dataDir, 'postmaster.pid'))) {
    try {
      runTool(findBinary('pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop'], { stdio: 'pipe' });
    } catch (error) {
      console.error(String(error));
    }
  }
  rmSync(baseDir, { recursive: true, force: true });
}
