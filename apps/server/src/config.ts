import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { HostListError, parseHostList } from './db/host-list';

/** The workspace root: apps/server/src -> ../../.. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * Loads a `.env` file (default: the repository root's) into `process.env` when it exists.
 * Variables already set in the environment win over the file (Node's `loadEnvFile` never
 * overrides). Called by the server before `loadConfig`; tests pass their config directly.
 */
export function loadDotEnvFile(file: string = path.join(REPO_ROOT, '.env')): boolean {
  if (!existsSync(file)) return false;
  process.loadEnvFile(file);
  return true;
}

export const SATUSEHAT_ENVIRONMENTS = ['stand-in', 'sandbox', 'staging', 'production'] as const;
export type SatuSehatEnvironment = (typeof SATUSEHAT_ENVIRONMENTS)[number];

/**
 * The platform's published base URLs (docs/decisions/0030-satusehat-stand-in.md); the stand-in's is
 * chosen at start.
 */
export const SATUSEHAT_BASE_URLS: Record<Exclude<SatuSehatEnvironment, 'stand-in'>, string> = {
  sandbox: 'https://api-satusehat-dev.dto.kemkes.go.id',
  staging: 'https://api-satusehat-stg.dto.kemkes.go.id',
  production: 'https://api-satusehat.kemkes.go.id',
};

const isEncryptionKey = (value: string) =>
  /^[A-Za-z0-9+/_-]+={0,2}$/.test(value) && Buffer.from(value, 'base64').length === 32;

const booleanFromEnv = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'yes', 'no'])])
  .transform((value) => value === true || value === 'true' || value === '1' || value === 'yes');

/** The names proxy-addr (Fastify's `trustProxy`) knows for whole ranges of addresses. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a subnet (`10.0.0.0/8`) or a named range; never "everyone" or a hop count. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^[0-9]{1,3}$/.test(bits) && prefix <= (family === 4 ? 32 : 128);
}

/**
 * TRUSTED_PROXIES: comma-separated addresses, subnets or range names of the proxies in front of
 * the server. Only a listed peer's `X-Forwarded-For` is read; trusting every peer would let any
 * caller name a new address per request and step round the per-address limits.
 */
const trustedProxiesFromEnv = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
  )
  .refine((entries) => entries.every(isProxyAddress), {
    error:
      'must list addresses, subnets (10.0.0.0/8) or loopback, linklocal, uniquelocal, comma-separated',
  });

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

/**
 * The secrets every instance must share: a token one signs, a file URL one signs and a SATUSEHAT
 * secret one encrypts are read by the others.
 */
export const SHARED_SECRETS = [
  'JWT_SECRET',
  'FILE_SIGNING_SECRET',
  'SATUSEHAT_SECRET_KEY',
] as const;

/**
 * `session`: DATABASE_URL is the server itself or a pooler that gives each client a server
 * connection of its own (PgBouncer's session mode). `transaction`: a pooler that hands each
 * transaction whichever server connection is free (PgBouncer's transaction mode), which keeps no
 * named statement and no LISTEN (docs/decisions/0060-pgbouncer-and-read-replica.md).
 */
export const DATABASE_POOL_MODES = ['session', 'transaction'] as const;
export type DatabasePoolMode = (typeof DATABASE_POOL_MODES)[number];

const envObject = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, '.data')),
  DATABASE_URL: optionalText,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).optional(),
  /** What DATABASE_URL reaches: the server or a session pooler, or a transaction pooler. */
  DATABASE_POOL_MODE: z.enum(DATABASE_POOL_MODES).default('session'),
  /** Where LISTEN connects (default DATABASE_URL); required with a transaction pooler. */
  DATABASE_LISTEN_URL: optionalText,
  /** A replica the reports, exports and payment history read from (default DATABASE_URL). */
  DATABASE_READ_URL: optionalText,
  /** How many server instances the deployment runs on one database (docs/operations.md). */
  INSTANCES: z.coerce.number().int().min(1).max(1000).default(1),
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default('Praktik <no-reply@praktik.local>'),
  PUBLIC_URL: optionalText,
  APP_URL: optionalText,
  JWT_SECRET: optionalText,
  FILE_SIGNING_SECRET: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STATIC_DIR: z.string().default(path.join(REPO_ROOT, 'apps/clinic/dist')),
  SEED_DEMO: booleanFromEnv.default(true),
  MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  /** The timetable's kept answers per instance, in MB; 0 keeps none (bench/api measures both). */
  TIMETABLE_CACHE_MB: z.coerce.number().min(0).optional(),
  /** Sign-ups one address may make in 15 minutes (default 10, REGISTER_RATE_LIMIT). */
  REGISTER_RATE_LIMIT_MAX: z.coerce.number().int().min(1).optional(),
  /** Online bookings made from one address in an hour (default 10; docs/operations.md). */
  BOOKINGS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).optional(),
  TRUSTED_PROXIES: trustedProxiesFromEnv,
  /** Which SATUSEHAT the clinics talk to (the deployment's, never per request). */
  SATUSEHAT_ENV: z.enum(SATUSEHAT_ENVIRONMENTS).default('stand-in'),
  SATUSEHAT_BASE_URL: optionalText.pipe(z.url().optional()),
  /** 32 bytes, base64: the key that encrypts the clinics' SATUSEHAT secrets at rest. */
  SATUSEHAT_SECRET_KEY: optionalText.pipe(
    z
      .string()
      .refine((value) => isEncryptionKey(value), 'must be 32 bytes, base64-encoded')
      .optional(),
  ),
  /** Files in an S3-compatible store instead of DATA_DIR/files: all of these, or none. */
  S3_ENDPOINT: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http or https URL' }).optional(),
  ),
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: booleanFromEnv.optional(),
});

/** The S3 settings that must come together (S3_FORCE_PATH_STYLE may be left out: false). */
const S3_REQUIRED = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;
/**
 * Several instances need one PostgreSQL server and the same secrets: generated ones go to each
 * instance's own DATA_DIR, and each instance would refuse the others' tokens and file URLs
 * (docs/decisions/0054-several-instances.md).
 */
const envSchema = envObject.superRefine((env, context) => {
  databaseSettingsMatch(env, context);
  if (env.INSTANCES === 1) return;
  if (!env.DATABASE_URL) {
    context.addIssue({
      code: 'custom',
      path: ['DATABASE_URL'],
      message: `required with INSTANCES=${env.INSTANCES}: the instances share one PostgreSQL server (the embedded database serves one process)`,
    });
  }
  for (const name of SHARED_SECRETS) {
    if (env[name]) continue;
    context.addIssue({
      code: 'custom',
      path: [name],
      message: `required with INSTANCES=${env.INSTANCES}: every instance must have the same one (a generated one stays in one instance's DATA_DIR)`,
    });
  }
});

/**
 * The settings that describe how DATABASE_URL is reached mean nothing without it, and a
 * transaction pooler needs a LISTEN address that keeps a session: through it the live timetable
 * would silently stop hearing other instances' changes.
 */
function databaseSettingsMatch(env: z.infer<typeof envObject>, context: z.RefinementCtx) {
  if (!env.DATABASE_URL) {
    const given = [
      ...(env.DATABASE_POOL_MODE === 'session' ? [] : ['DATABASE_POOL_MODE']),
      ...(env.DATABASE_LISTEN_URL ? ['DATABASE_LISTEN_URL'] : []),
      ...(env.DATABASE_READ_URL ? ['DATABASE_READ_URL'] : []),
    ];
    for (const name of given) {
      context.addIssue({
        code: 'custom',
        path: [name],
        message: 'only with DATABASE_URL (the embedded database has no pool, listener or replica)',
      });
    }
    return;
  }
  for (const name of ['DATABASE_URL', 'DATABASE_LISTEN_URL', 'DATABASE_READ_URL'] as const) {
    try {
      parseHostList(env[name] ?? '');
    } catch (error) {
      if (!(error instanceof HostListError)) throw error;
      context.addIssue({ code: 'custom', path: [name], message: error.message });
    }
  }
  if (env.DATABASE_POOL_MODE === 'transaction' && !env.DATABASE_LISTEN_URL) {
    context.addIssue({
      code: 'custom',
      path: ['DATABASE_LISTEN_URL'],
      message:
        'required with DATABASE_POOL_MODE=transaction: LISTEN needs a session of its own, which a transaction pooler does not keep (give the server directly, or a session-mode pooler)',
    });
  }
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * Connections to the PostgreSQL server (`DATABASE_URL`) this instance may hold at once
   * (unset: node-postgres's default, 10).
   */
  databasePoolSize?: number;
  /** How DATABASE_URL is reached (unset: `session`, the server or a session pooler). */
  databasePoolMode?: DatabasePoolMode;
  /** Where the live timetable LISTENs (unset: `databaseUrl`). */
  databaseListenUrl?: string;
  /** The replica the reports, exports and payment history read from (unset: `databaseUrl`). */
  databaseReadUrl?: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where this server is reached from outside; file URLs are built on it. */
  publicUrl: string;
  /** Where the web app lives; mail links point there. */
  appUrl: string;
  jwtSecret: string;
  fileSigningSecret: string;
  logLevel: z.infer<typeof envObject>['LOG_LEVEL'];
  staticDir: string;
  seedDemo: boolean;
  maxUploadBytes: number;
  /** Bytes of finished timetable answers this instance keeps (unset: the default, 16 MB). */
  timetableCacheBytes?: number;
  /**
   * Sign-ups one address may make in 15 minutes (unset: REGISTER_RATE_LIMIT's 10). The browser
   * journeys' server raises it: every journey file signs a clinic of its own up from 127.0.0.1.
   */
  registerRateLimitMax?: number;
  /**
   * Online bookings made from one address in an hour, in all clinics (unset: 10). Behind a
   * carrier's shared address many patients are one address (docs/operations.md).
   */
  bookingsPerAddressPerHour?: number;
  /**
   * The proxies whose `X-Forwarded-For` names the caller (addresses, subnets, `loopback`...);
   * none: the connection's peer is the caller, as when clients connect directly.
   */
  trustedProxies?: string[];
  /**
   * Where uploaded files live when it is set: an S3-compatible bucket (unset: DATA_DIR/files on
   * this machine's disk).
   */
  s3?: S3Settings;
  /**
   * The shared secrets (SHARED_SECRETS' names) this instance took from DATA_DIR/secrets.json
   * rather than the environment; the server warns of them on PostgreSQL, where a second instance
   * would have its own.
   */
  secretsFromDataDir?: string[];
  satuSehat: {
    environment: SatuSehatEnvironment;
    /**
     * Where the platform is reached: SATUSEHAT_BASE_URL, else the environment's published URL.
     * Undefined for the stand-in until `pnpm start` has started one (server.ts fills it in).
     */
    baseUrl: string | undefined;
    /** 32 bytes, base64 (AES-256-GCM key of the saved secrets). */
    secretKey: string;
    /** How long one call to the platform may take (default 10 s). */
    timeoutMs?: number;
    /** The send queue's retries (default: send-queue.ts); tests make them short. */
    queue?: Partial<SendQueueOptions>;
  };
}

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2...) reached with an access key. */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>` (MinIO, most self-hosted). */
  forcePathStyle: boolean;
}

/** How the SATUSEHAT send queue retries a send the platform did not take (pg-boss options). */
export interface SendQueueOptions {
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
  pollingIntervalSeconds: number;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * Reads the environment into a typed config. Secrets that are not given are generated once and
 * kept in DATA_DIR/secrets.json, so tokens and signed file URLs survive a restart; with
 * INSTANCES above 1 they must be given (envSchema).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const s3 = s3SettingsOf(e);
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = trimSlash(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`);
  const secrets =
    e.JWT_SECRET && e.FILE_SIGNING_SECRET && e.SATUSEHAT_SECRET_KEY
      ? undefined
      : readOrCreateSecrets(dataDir);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    ...(e.DATABASE_POOL_SIZE === undefined ? {} : { databasePoolSize: e.DATABASE_POOL_SIZE }),
    ...(e.DATABASE_URL ? { databasePoolMode: e.DATABASE_POOL_MODE } : {}),
    ...(e.DATABASE_LISTEN_URL ? { databaseListenUrl: e.DATABASE_LISTEN_URL } : {}),
    ...(e.DATABASE_READ_URL ? { databaseReadUrl: e.DATABASE_READ_URL } : {}),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl,
    appUrl: trimSlash(e.APP_URL ?? publicUrl),
    jwtSecret: e.JWT_SECRET ?? secrets!.jwtSecret,
    fileSigningSecret: e.FILE_SIGNING_SECRET ?? secrets!.fileSigningSecret,
    logLevel: e.LOG_LEVEL,
    staticDir: path.resolve(e.STATIC_DIR),
    seedDemo: e.SEED_DEMO,
    maxUploadBytes: e.MAX_UPLOAD_BYTES,
    ...(e.TIMETABLE_CACHE_MB === undefined
      ? {}
      : { timetableCacheBytes: Math.round(e.TIMETABLE_CACHE_MB * 1024 * 1024) }),
    ...(e.REGISTER_RATE_LIMIT_MAX === undefined
      ? {}
      : { registerRateLimitMax: e.REGISTER_RATE_LIMIT_MAX }),
    ...(e.BOOKINGS_PER_ADDRESS_PER_HOUR === undefined
      ? {}
      : { bookingsPerAddressPerHour: e.BOOKINGS_PER_ADDRESS_PER_HOUR }),
    trustedProxies: e.TRUSTED_PROXIES,
    ...(s3 ? { s3 } : {}),
    secretsFromDataDir: SHARED_SECRETS.filter((name) => !e[name]),
    satuSehat: {
      environment: e.SATUSEHAT_ENV,
      baseUrl: e.SATUSEHAT_BASE_URL
        ? trimSlash(e.SATUSEHAT_BASE_URL)
        : e.SATUSEHAT_ENV === 'stand-in'
          ? undefined
          : SATUSEHAT_BASE_URLS[e.SATUSEHAT_ENV],
      secretKey: e.SATUSEHAT_SECRET_KEY ?? secrets!.satuSehatSecretKey,
    },
  };
}

/**
 * The S3 settings when they are all given, undefined when none is. Some without the others is a
 * start error: falling back to the local disk would keep files on one instance's disk while the
 * operator believes they are in the bucket.
 */
function s3SettingsOf(e: z.infer<typeof envSchema>): S3Settings | undefined {
  const given = [...S3_REQUIRED, 'S3_FORCE_PATH_STYLE' as const].filter(
    (name) => e[name] !== undefined,
  );
  if (given.length === 0) return undefined;
  const missing = S3_REQUIRED.filter((name) => e[name] === undefined);
  if (missing.length > 0) {
    throw new Error(
      `Invalid configuration:\n  S3: ${given.join(', ')} set without ${missing.join(', ')}; set all of ${S3_REQUIRED.join(', ')} (and S3_FORCE_PATH_STYLE if the store needs it) to keep files in S3, or none of them to keep them in DATA_DIR/files`,
    );
  }
  return {
    endpoint: e.S3_ENDPOINT!,
    bucket: e.S3_BUCKET!,
    region: e.S3_REGION!,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
  };
}

const secretsSchema = z.object({
  jwtSecret: z.string().min(32),
  fileSigningSecret: z.string().min(32),
  satuSehatSecretKey: z.string().refine(isEncryptionKey),
});
type Secrets = z.infer<typeof secretsSchema>;

function generatedSecrets(): Secrets {
  return {
    jwtSecret: randomBytes(48).toString('base64url'),
    fileSigningSecret: randomBytes(48).toString('base64url'),
    satuSehatSecretKey: randomBytes(32).toString('base64'),
  };
}

function readOrCreateSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  const kept = existsSync(file)
    ? secretsSchema.partial().parse(JSON.parse(readFileSync(file, 'utf8')))
    : undefined;
  // A data directory from before a secret existed keeps its others and gains the new one.
  const secrets: Secrets = { ...generatedSecrets(), ...kept };
  if (kept && Object.keys(secrets).every((name) => name in kept)) return secrets;
  mkdirSync(dataDir, { recursive: true });
  // Readable by this user only: these secrets sign tokens and upload URLs and encrypt the
  // clinics' SATUSEHAT secrets.
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}
