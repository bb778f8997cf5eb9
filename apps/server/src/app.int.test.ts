import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { DEMO_CLINIC, DEMO_PASSWORD, DEMO_USERS } from './composition/seed/demo-clinic';
import { createTestApp, type TestApp } from './test/create-test-app';
import { TEST_PASSWORD, call, createTestClinic, problemOf, uniqueEmail } from './test/fixtures';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

describe('health', () => {
  it('answers /healthz and /readyz with { status: ok }', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const response = await call(ctx, 'GET', url);
      expect(response.statusCode, url).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    }
  });
});

describe('OpenAPI', () => {
  it('publishes an OpenAPI 3 document with every endpoint, and its viewer', async () => {
    const response = await call(ctx, 'GET', '/api2/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(document.openapi).toMatch(/^3\./);
    for (const [route, method] of [
      ['/api2/register', 'post'],
      ['/api2/activate', 'get'],
      ['/api2/authenticate', 'post'],
      ['/api2/account', 'get'],
      ['/api2/account/reset-password/init', 'post'],
      ['/api2/account/reset-password/validate', 'get'],
      ['/api2/account/reset-password/finish', 'post'],
      ['/api2/account/change-password', 'post'],
      ['/api2/token/refresh', 'get'],
      ['/api2/logout', 'post'],
      ['/api2/onboarding', 'post'],
      ['/api2/onboarding/services', 'get'],
      ['/api2/onboarding/business-types', 'get'],
      ['/api2/dashboard/business', 'get'],
      ['/api2/dashboard/business', 'post'],
      ['/api2/dashboard/profile', 'get'],
      ['/api2/dashboard/profile', 'post'],
      ['/api2/dashboard/files', 'post'],
    ] as const) {
      expect(document.paths[route]?.[method], `${method} ${route}`).toBeDefined();
    }
    const docs = await call(ctx, 'GET', '/api2/docs/');
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });
});

describe('errors', () => {
  it('answers unknown routes with a 404 problem', async () => {
    const response = await call(ctx, 'GET', '/api2/does-not-exist?token=secret', {
      language: 'en',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: 404,
      title: 'Not Found',
      detail: 'GET /api2/does-not-exist does not exist',
    });
    expect((await call(ctx, 'DELETE', '/api2/register')).statusCode).toBe(404);
  });

  it('speaks the caller’s language: Accept-Language en or id, Indonesian by default', async () => {
    const body = { firstName: 'A', email: 'bad', password: TEST_PASSWORD };
    const english = await call(ctx, 'POST', '/api2/register', {
      body,
      headers: { 'accept-language': 'en-US,en;q=0.9,id;q=0.8' },
    });
    const indonesian = await call(ctx, 'POST', '/api2/register', {
      body,
      headers: { 'accept-language': 'id-ID' },
    });
    const other = await call(ctx, 'POST', '/api2/register', {
      body,
      headers: { 'accept-language': 'fr-FR' },
    });
    const none = await call(ctx, 'POST', '/api2/register', { body });
    expect(problemOf(english).detail).toBe('Please enter Valid Email');
    expect(problemOf(indonesian).detail).toBe('Harap masukkan Email yang valid');
    expect(problemOf(other).detail).toBe(problemOf(indonesian).detail);
    expect(problemOf(none).detail).toBe(problemOf(indonesian).detail);
  });

  it('never answers 500 to garbage on any endpoint', async () => {
    const clinic = await createTestClinic(ctx);
    const garbage: { body?: string; contentType?: string }[] = [
      {},
      { body: '', contentType: 'application/json' },
      { body: 'null', contentType: 'application/json' },
      { body: '"text"', contentType: 'application/json' },
      { body: '[1,2]', contentType: 'application/json' },
      { body: '{"a":', contentType: 'application/json' },
      { body: '{"__proto__":{"admin":true},"email":{"$gt":""}}', contentType: 'application/json' },
      {
        body: '{"serviceIds":"x","dateOfBirth":99999,"gender":["MALE"],"rememberMe":"true"}',
        contentType: 'application/json',
      },
      { body: 'plain words', contentType: 'text/plain' },
      { body: 'a=b', contentType: 'application/x-www-form-urlencoded' },
      { body: '\u0000\uffff', contentType: 'application/octet-stream' },
    ];
    const posts = [
      '/api2/register',
      '/api2/authenticate',
      '/api2/account/reset-password/init',
      '/api2/account/reset-password/finish',
      '/api2/account/change-password',
      '/api2/onboarding',
      '/api2/dashboard/business',
      '/api2/dashboard/profile',
      '/api2/dashboard/files?extension[]=png&type=a/b',
      '/api2/logout',
    ];
    for (const url of posts) {
      for (const { body, contentType } of garbage) {
        const response = await ctx.app.inject({
          method: 'POST',
          url,
          headers: {
            authorization: `Bearer ${clinic.owner.idToken}`,
            ...(contentType ? { 'content-type': contentType } : {}),
          },
          ...(body === undefined ? {} : { payload: body }),
        });
        expect(response.statusCode, `${url} ${contentType} ${body}`).toBeLessThan(500);
        if (response.statusCode >= 400)
          expect(problemOf(response).detail, `${url} ${body}`).toBeTruthy();
      }
    }
    for (const url of [
      '/api2/activate?key[]=a&key[]=b',
      `/api2/activate?key=${'k'.repeat(500)}`,
      '/api2/account/reset-password/validate?key=%00',
      '/files/not/a/file.png',
      '/api2/token/refresh',
    ]) {
      expect(
        (await call(ctx, 'GET', url, { token: clinic.owner.idToken })).statusCode,
        url,
      ).toBeLessThan(500);
    }
  });

  it('answers a JSON body over the size limit with 413, not 500', async () => {
    const response = await call(ctx, 'POST', '/api2/register', {
      body: { firstName: 'x'.repeat(2 * 1024 * 1024), email: 'a@b.co', password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(413);
    expect(problemOf(response).detail).toBeTruthy();
  });
});

/** A PNG's signature and header chunk: enough for the server's look at the first bytes. */
const PNG_HEADER = new Uint8Array(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'));

describe('over a real socket', () => {
  it('answers an oversized upload with 413 (the answer arrives, the connection is not reset)', async () => {
    const clinic = await createTestClinic(ctx);
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const signed = await call(ctx, 'POST', '/api2/dashboard/files?extension=png&type=profile', {
      token: clinic.owner.idToken,
    });
    const url = new URL(signed.json<{ data: string }>().data);
    const target = `${address}${url.pathname}${url.search}`;

    const tooBig = await fetch(target, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(ctx.config.maxUploadBytes + 10),
    });
    expect(tooBig.status).toBe(413);
    const ok = await fetch(target, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: PNG_HEADER,
    });
    expect(ok.status).toBe(200);
    const read = await fetch(`${address}${url.pathname}`);
    expect(read.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await read.arrayBuffer())).toEqual(PNG_HEADER);
  });
});

describe('seeded demo clinic and the built web app', () => {
  let demo: TestApp;
  beforeAll(async () => {
    const staticDir = path.join(ctx.config.dataDir, 'clinic-dist');
    await mkdir(path.join(staticDir, 'assets'), { recursive: true });
    await writeFile(
      path.join(staticDir, 'index.html'),
      '<!doctype html><title>Praktik</title><div id="root"></div>',
    );
    await writeFile(path.join(staticDir, 'assets', 'app.js'), 'console.log("praktik")');
    demo = await createTestApp({ seedDemo: true, config: { staticDir } });
  });
  afterAll(async () => demo?.close());

  it('lets every demo member sign in with the printed password, into the onboarded demo clinic', async () => {
    expect(DEMO_USERS.map((user) => user.role).sort()).toEqual(
      ['ROLE_BEAUTICIAN', 'ROLE_DOCTOR', 'ROLE_DOCTOR', 'ROLE_OWNER', 'ROLE_STAFF'].sort(),
    );
    for (const user of DEMO_USERS) {
      const login = await call(demo, 'POST', '/api2/authenticate', {
        body: { email: user.email, password: DEMO_PASSWORD },
      });
      expect(login.statusCode, user.email).toBe(200);
      expect(login.json()).toMatchObject({ onboardingCompleted: true });
      const token = login.json<{ id_token: string }>().id_token;
      const account = await call(demo, 'GET', '/api2/account', { token });
      expect(account.json()).toMatchObject({
        role: user.role,
        email: user.email,
        firstName: user.firstName,
      });
      const business = await call(demo, 'GET', '/api2/dashboard/business', { token });
      expect(business.json()).toMatchObject({
        name: DEMO_CLINIC.name,
        primaryColor: 'color_1',
        type: { name: 'Klinik Kecantikan' },
      });
    }
  });

  it('gives the demo clinic a logo and main photo, served as PNG, on the current PUBLIC_URL', async () => {
    const owner = DEMO_USERS.find((user) => user.role === 'ROLE_OWNER')!;
    const login = await call(demo, 'POST', '/api2/authenticate', {
      body: { email: owner.email, password: DEMO_PASSWORD },
    });
    const token = login.json<{ id_token: string }>().id_token;
    const business = (await call(demo, 'GET', '/api2/dashboard/business', { token })).json<{
      logo: string | null;
      mainPhoto: string | null;
    }>();
    const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    for (const [field, url] of Object.entries({
      logo: business.logo,
      mainPhoto: business.mainPhoto,
    })) {
      expect(url, field).toMatch(
        /^http:\/\/api\.praktik\.test\/files\/[0-9a-f-]{36}\/[a-z-]+\/[0-9a-f-]{36}\.png$/,
      );
      const file = await demo.app.inject({ method: 'GET', url: new URL(url!).pathname });
      expect(file.statusCode, field).toBe(200);
      expect(file.headers['content-type'], field).toBe('image/png');
      expect(file.rawPayload.subarray(0, 8).equals(pngSignature), field).toBe(true);
      expect(file.rawPayload.length, field).toBeLessThan(60 * 1024);
    }

    // The owner can save the profile as it is, without uploading anything first.
    const current = (await call(demo, 'GET', '/api2/dashboard/business', { token })).json<
      Record<string, unknown>
    >();
    const saved = await call(demo, 'POST', '/api2/dashboard/business', {
      token,
      body: {
        name: current.name,
        address: current.address,
        logo: current.logo,
        mainPhoto: current.mainPhoto,
        businessTypeId: current.businessTypeId,
        serviceIds: current.serviceIds,
        published: current.published,
        primaryColor: current.primaryColor,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ logo: business.logo, mainPhoto: business.mainPhoto });

    // The same data served from another address (another PORT): the URLs follow PUBLIC_URL.
    const moved = await buildApp({
      config: { ...demo.config, publicUrl: 'http://localhost:4321' },
      database: demo.database,
      logger: false,
    });
    try {
      const relogin = await moved.inject({
        method: 'POST',
        url: '/api2/authenticate',
        payload: { email: owner.email, password: DEMO_PASSWORD },
      });
      const movedBusiness = (
        await moved.inject({
          method: 'GET',
          url: '/api2/dashboard/business',
          headers: { authorization: `Bearer ${relogin.json<{ id_token: string }>().id_token}` },
        })
      ).json<{ logo: string }>();
      expect(movedBusiness.logo).toBe(
        business.logo!.replace('http://api.praktik.test', 'http://localhost:4321'),
      );
      const file = await moved.inject({ method: 'GET', url: new URL(movedBusiness.logo).pathname });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
    } finally {
      await moved.close();
    }
  });

  it('serves the single-page app: files as they are, other page paths get index.html', async () => {
    const page = await call(demo, 'GET', '/patient/edit-patient?id=1');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    const root = await call(demo, 'GET', '/');
    expect(root.body).toContain('<div id="root">');
    const asset = await call(demo, 'GET', '/assets/app.js');
    expect(asset.body).toBe('console.log("praktik")');
    // The API keeps its own 404s.
    for (const url of ['/api2/nothing', '/files/nothing', '/healthz/x']) {
      const response = await call(demo, 'GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
    }
    expect((await call(demo, 'POST', '/some-page')).statusCode).toBe(404);
  });
});

describe('mail without SMTP', () => {
  let outboxApp: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    });
    outboxApp = await createTestApp({
      config: { smtpUrl: undefined },
      logger: { level: 'info', stream },
    });
  });
  afterAll(async () => outboxApp?.close());

  it('keeps the mail in the outbox table and logs its link, but never the password', async () => {
    const email = uniqueEmail('outbox');
    const response = await call(outboxApp, 'POST', '/api2/register', {
      body: { firstName: 'Agus', email, password: TEST_PASSWORD, langKey: 'id' },
    });
    expect(response.statusCode).toBe(201);
    const [mail] = await outboxApp.repositories.outbox.listFor(email);
    expect(mail?.subject).toBe('Aktivasi akun Praktik Anda');
    expect(mail?.link).toMatch(/^http:\/\/app\.praktik\.test\/account\/activate\?key=/);
    expect(outboxApp.smtp.received).toHaveLength(0);

    const log = lines.join('');
    expect(log).toContain(mail!.link!);
    expect(log).not.toContain(TEST_PASSWORD);

    const key = new URL(mail!.link!).searchParams.get('key')!;
    expect(
      (await call(outboxApp, 'GET', `/api2/activate?key=${encodeURIComponent(key)}`)).statusCode,
    ).toBe(200);
    const login = await call(outboxApp, 'POST', '/api2/authenticate', {
      body: { email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    // Request logs carry paths without their queries: the key itself is only in the outbox line.
    expect(lines.filter((line) => line.includes('incoming request') && line.includes(key))).toEqual(
      [],
    );
    expect(lines.join('')).not.toContain(login.json<{ refresh_token: string }>().refresh_token);
  });
});

describe('mail server down', () => {
  let broken: TestApp;
  beforeAll(async () => {
    // Port 1 on loopback: nothing listens, the connection is refused at once.
    broken = await createTestApp({ config: { smtpUrl: 'smtp://127.0.0.1:1' } });
  });
  afterAll(async () => broken?.close());

  it('answers 503 to a sign-up whose activation mail cannot be sent, and removes the account', async () => {
    const email = uniqueEmail('nomail');
    const body = { firstName: 'Joko', email, password: TEST_PASSWORD, langKey: 'id' };
    const failed = await call(broken, 'POST', '/api2/register', { body, language: 'en' });
    expect(failed.statusCode).toBe(503);
    expect(problemOf(failed)).toEqual({
      status: 503,
      title: 'Service Unavailable',
      detail:
        'We could not send the confirmation e-mail right now, so your account was not created. Please try again later',
    });
    expect(await broken.repositories.accounts.findUserByEmail(email)).toBeNull();

    const again = await call(broken, 'POST', '/api2/register', { body });
    expect(again.statusCode).toBe(503);
    expect(problemOf(again).detail).toBe(
      'Email konfirmasi tidak dapat dikirim saat ini, sehingga akun Anda belum dibuat. Silakan coba lagi nanti',
    );
    expect(await broken.repositories.accounts.findUserByEmail(email)).toBeNull();
  });

  it('still answers reset-init with the same 200 when its mail cannot be sent', async () => {
    const email = uniqueEmail('reset-nomail');
    await broken.repositories.accounts.insertMember({
      firstName: 'Joko',
      email,
      passwordHash: 'x',
      langKey: 'id',
      activated: true,
    });
    const response = await call(broken, 'POST', '/api2/account/reset-password/init', {
      body: email,
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.statusCode).toBe(200);
  });
});
