import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { openDatabase } from '../../apps/server/src/db/client';
import { createIdTokens } from '../../apps/server/src/shared/id-token';
const url = process.env.DATABASE_URL!;
const c = new pg.Client({ connectionString: url });
await c.connect();
const {
  rows: [b],
} = await c.query("select id from businesses where name='Klinik Bench Sehat'");
const {
  rows: [o],
} = await c.query("select id from users where role='ROLE_OWNER' and business_id=$1", [b.id]);
await c.end();
const database = await openDatabase({ kind: 'postgres', url });
const secret = randomBytes(32).toString('hex');
const app = await buildApp({
  config: {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/tmp',
    databaseUrl: url,
    smtpUrl: undefined,
    mailFrom: 'x',
    publicUrl: 'http://x',
    appUrl: 'http://x',
    jwtSecret: secret,
    fileSigningSecret: secret,
    logLevel: 'silent',
    staticDir: '/nonexistent',
    seedDemo: false,
    maxUploadBytes: 1000,
  },
  database,
  logger: false,
});
const token = await createIdTokens(secret).sign({
  userId: o.id,
  role: 'ROLE_OWNER',
  businessId: b.id,
  onboardingCompleted: true,
});
for (const p of process.argv.slice(2)) {
  const times = [];
  for (let i = 0; i < 8; i++) {
    const t = performance.now();
    const r = await app.inject({
      method: 'GET',
      url: p,
      headers: { authorization: `Bearer ${token}` },
    });
    times.push(Math.round(performance.now() - t));
    if (i === 0) console.log(p, r.statusCode, r.headers['x-total-count'], r.body.length);
  }
  console.log('  ms', times.join(' '));
}
await app.close();
await database.close();
