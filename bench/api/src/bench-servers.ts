// The server under measure, in this process: the app `pnpm start` runs (logging off) on
// 127.0.0.1, and a second instance on the same database keeping no timetable answers, so the
// timetable's uncached path is measured in the same run beside the kept answers' hit path.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { buildApp } from '../../../apps/server/src/app';
import type { Config } from '../../../apps/server/src/config';
import { openDatabase, type DatabaseHandle } from '../../../apps/server/src/db/client';
import { createIdTokens } from '../../../apps/server/src/shared/id-token';
import { SERVER_POOL_SIZE } from './options';

export interface BenchServers {
  base: string;
  uncachedBase: string;
  /** A token signer for a clinic's owner (no sign-in round trip). */
  ownerToken: (clinic: { ownerId: string; businessId: string }) => () => Promise<string>;
  close: () => Promise<void>;
}

/**
 * Starts both instances on `database` (migrated and seeded); `close` stops them and the second
 * instance's pool (the caller's `database` stays open). What is already started is stopped
 * again if a later step fails.
 */
export async function startBenchServers(
  database: DatabaseHandle,
  databaseUrl: string,
  dataDir: string,
): Promise<BenchServers> {
  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl,
    smtpUrl: undefined,
    mailFrom: 'Praktik Bench <no-reply@praktik.test>',
    publicUrl: 'http://127.0.0.1',
    appUrl: 'http://127.0.0.1',
    jwtSecret: randomBytes(48).toString('base64url'),
    fileSigningSecret: randomBytes(48).toString('base64url'),
    logLevel: 'silent',
    staticDir: path.join(dataDir, 'no-static'),
    seedDemo: false,
    maxUploadBytes: 1024 * 1024,
    // The bench calls no SATUSEHAT operation: a closed port stands for the platform.
    satuSehat: {
      environment: 'stand-in',
      baseUrl: 'http://127.0.0.1:9',
      secretKey: randomBytes(32).toString('base64'),
    },
  };
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let uncachedApp: Awaited<ReturnType<typeof buildApp>> | undefined;
  let uncachedDatabase: DatabaseHandle | undefined;
  const close = async () => {
    if (app) await app.close();
    if (uncachedApp) await uncachedApp.close();
    if (uncachedDatabase) await uncachedDatabase.close();
  };
  try {
    app = await buildApp({ config, database, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('server has no TCP address');
    const base = `http://127.0.0.1:${address.port}`;
    uncachedDatabase = await openDatabase({
      kind: 'postgres',
      url: databaseUrl,
      poolSize: SERVER_POOL_SIZE,
    });
    uncachedApp = await buildApp({
      config: { ...config, timetableCacheBytes: 0 },
      database: uncachedDatabase,
      logger: false,
    });
    const uncachedBase = await uncachedApp.listen({ port: 0, host: '127.0.0.1' });
    const idTokens = createIdTokens(config.jwtSecret);
    const ownerToken =
      ({ ownerId, businessId }: { ownerId: string; businessId: string }) =>
      () =>
        idTokens.sign({
          userId: ownerId,
          role: 'ROLE_OWNER',
          businessId,
          onboardingCompleted: true,
        });
    return { base, uncachedBase, ownerToken, close };
  } catch (error) {
    await close();
    throw error;
  }
}
