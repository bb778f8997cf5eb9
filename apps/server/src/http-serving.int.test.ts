import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/create-test-app';
import { publishClinic } from './test/booking-clinic';
import { call, createTestClinic, type TestClinic } from './test/fixtures';

/*
 * How the server hands out the app and the API to a browser on the open internet: compressed,
 * cached only where that is safe, and with the protective headers on every page.
 */

// A bundle the way the build leaves it: hashed name, .br and .gz siblings (vite-plugin-compression2).
const BUNDLE = `export const words = ${JSON.stringify('klinik pasien kunjungan '.repeat(400))};\n`;
const BUNDLE_PATH = '/assets/index-Bq3xY7aZ.js';
const INDEX_HTML =
  '<!doctype html><html lang="id"><head><title>Praktik</title>' +
  `<script type="module" src="${BUNDLE_PATH}"></script></head><body><div id="root"></div></body></html>`;

// A public page the build rendered ahead (apps/clinic scripts/prerender.mjs), with its .br.
const PRERENDERED_LOGIN = INDEX_HTML.replace(
  '<div id="root"></div>',
  `<div id="root" data-prerendered="/login"><h1>${'Masuk '.repeat(300)}</h1></div>`,
);

/**
 * The shared booking link's page as the build leaves it (its loading state), and a stand-in for
 * the build's renderer (apps/clinic src/prerender.tsx) that writes what it was given into the
 * shell: the address and the clinic, so a test reads what the server handed over.
 */
const SHARED_LINK_LOADING = INDEX_HTML.replace(
  '<div id="root"></div>',
  '<div id="root" data-prerendered="/reservation-pasien"><p>Memuat klinik</p></div>',
);
// Its stylesheet links and starter script, as long as the build's (it is compressed above 1 KB).
const SHARED_LINK_SHELL = INDEX_HTML.replace(
  '<title>',
  `${'<link rel="stylesheet" href="/assets/booking.css">'.repeat(30)}<title data-shell="1">`,
);
const RENDERER = `
globalThis.sharedLinkRenderer = { renders: 0 };
export async function renderSharedBookingPage(shell, address, clinic) {
  globalThis.sharedLinkRenderer.renders += 1;
  if (address.includes('fail=1')) throw new Error('render failed');
  const given = JSON.stringify({ address, clinic }).replace(/</g, '\\u003c');
  return shell.replace('<div id="root"></div>', '<div id="root"><pre>' + given + '</pre></div>');
}
`;

let staticDir: string;
let ctx: TestApp;
let clinic: TestClinic;
let hiddenClinic: TestClinic;
let serviceId: string;
beforeAll(async () => {
  staticDir = await mkdtemp(path.join(tmpdir(), 'praktik-dist-'));
  await mkdir(path.join(staticDir, 'assets'));
  await writeFile(path.join(staticDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(staticDir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  const bundleFile = path.join(staticDir, BUNDLE_PATH);
  await writeFile(bundleFile, BUNDLE);
  await writeFile(`${bundleFile}.br`, brotliCompressSync(BUNDLE));
  await writeFile(`${bundleFile}.gz`, gzipSync(BUNDLE));
  await mkdir(path.join(staticDir, 'prerendered'));
  const loginFile = path.join(staticDir, 'prerendered', 'login.html');
  await writeFile(loginFile, PRERENDERED_LOGIN);
  await writeFile(`${loginFile}.br`, brotliCompressSync(PRERENDERED_LOGIN));
  await writeFile(
    path.join(staticDir, 'prerendered', 'reservation-pasien.html'),
    SHARED_LINK_LOADING,
  );
  await mkdir(path.join(staticDir, 'server-render'));
  await writeFile(path.join(staticDir, 'server-render', 'prerender.js'), RENDERER);
  await writeFile(
    path.join(staticDir, 'server-render', 'reservation-pasien.html'),
    SHARED_LINK_SHELL,
  );
  ctx = await createTestApp({ config: { staticDir } });
  [clinic, hiddenClinic] = await Promise.all([
    createTestClinic(ctx),
    createTestClinic(ctx, `Klinik Tertutup ${randomUUID().slice(0, 6)}`),
  ]);
  serviceId = (await ctx.repositories.clinicChoices.listServices())[0]!.id;
  await Promise.all([
    publishClinic(ctx, clinic, { serviceIds: [serviceId], published: true }),
    publishClinic(ctx, hiddenClinic, { serviceIds: [serviceId], published: false }),
  ]);
});
afterAll(async () => {
  await ctx?.close();
  await rm(staticDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, token?: string) =>
  call(ctx, 'GET', url, { headers, ...(token ? { token } : {}) });

/** The CSP's directives by name. */
function cspOf(header: unknown): Map<string, string[]> {
  expect(typeof header, 'content-security-policy header').toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...values]) => [name, values]),
  );
}

describe('the app’s pages', () => {
  it('carry a CSP without inline scripts or styles that forbids framing, and the protective headers', async () => {
    for (const url of ['/', '/login', '/dashboard/patient', '/robots.txt']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      const csp = cspOf(page.headers['content-security-policy']);
      expect(csp.get('script-src'), url).toContain("'self'");
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
      for (const directive of ['default-src', 'script-src', 'style-src']) {
        expect(csp.get(directive), `${url} ${directive}`).not.toContain("'unsafe-inline'");
        expect(csp.get(directive), `${url} ${directive}`).not.toContain("'unsafe-eval'");
      }
      expect(page.headers['x-content-type-options'], url).toBe('nosniff');
      expect(page.headers['x-frame-options'], url).toBe('DENY');
      expect(page.headers['referrer-policy'], url).toBe('no-referrer');
      // Served over plain http here: HSTS would be ignored at best, a lock-out at worst.
      expect(page.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('are revalidated on every visit, and answered 304 when unchanged', async () => {
    for (const url of ['/', '/login', '/robots.txt']) {
      const page = await get(url);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      const etag = String(page.headers.etag);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
    }
  });

  it('serve hashed assets immutable for a year, precompressed as the browser accepts', async () => {
    const brotli = await get(BUNDLE_PATH, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.rawPayload.length).toBeLessThan(BUNDLE.length / 10);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(BUNDLE);

    const gzip = await get(BUNDLE_PATH, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BUNDLE);

    const plain = await get(BUNDLE_PATH, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUNDLE);
  });
});

describe('the public pages rendered ahead', () => {
  it('answer their path with the page in the HTML, precompressed; other paths get the empty shell', async () => {
    const login = await get('/login', { 'accept-encoding': 'gzip, deflate, br' });
    expect(login.statusCode).toBe(200);
    expect(login.headers['content-type']).toContain('text/html');
    expect(login.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(login.rawPayload).toString()).toBe(PRERENDERED_LOGIN);
    expect((await get('/login', { 'accept-encoding': 'identity' })).body).toBe(PRERENDERED_LOGIN);
    // No file rendered ahead for `/` here, and none for the app's other pages: the empty shell.
    for (const url of ['/', '/register', '/login/extra']) {
      const page = await get(url, { 'accept-encoding': 'identity' });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe(INDEX_HTML);
    }
  });
});

describe('a shared booking link', () => {
  const linkTo = (clinicId: string, extra = '') =>
    `/reservation-pasien?serviceId=${serviceId}&clinicId=${clinicId}${extra}`;
  /** What the stand-in renderer was given, read back from the page. */
  const givenTo = (html: string) =>
    JSON.parse(/<pre>(.*)<\/pre>/s.exec(html)?.[1] ?? 'null') as {
      address: string;
      clinic: unknown;
    } | null;

  it('finds its renderer loaded once the server is ready, before any link is opened', async () => {
    // Loaded by the first link instead, it kept that patient waiting for the import: seconds on a
    // busy machine.
    const renderer = () =>
      (globalThis as { sharedLinkRenderer?: { renders: number } }).sharedLinkRenderer;
    await expect.poll(renderer, { timeout: 10_000 }).toBeDefined();
    expect(renderer()?.renders).toBe(0);
  });

  it('is rendered with its clinic as the public API answers it, compressed, never kept', async () => {
    const link = linkTo(clinic.businessId, '&utm_source=wa');
    const page = await get(link, { 'accept-encoding': 'br' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(page.rawPayload).toString();
    expect(html).toContain('<title data-shell="1">');
    const api = await get(`/api2/service-provider/provider/${clinic.businessId}`);
    expect(api.statusCode).toBe(200);
    expect(givenTo(html)).toEqual({ address: link, clinic: api.json<{ data: unknown }>().data });
  });

  it('shows the clinic as it is now: an edit of its profile is in the next page', async () => {
    const link = linkTo(clinic.businessId);
    const before = givenTo((await get(link, { 'accept-encoding': 'identity' })).body);
    expect(before?.clinic).toMatchObject({ address: 'Jl. Margonda Raya No. 100, Depok' });
    const address = `Jl. Kemang Raya No. ${Date.now() % 1000}, Jakarta Selatan`;
    await publishClinic(ctx, clinic, { serviceIds: [serviceId], address });
    const after = givenTo((await get(link, { 'accept-encoding': 'identity' })).body);
    expect(after?.clinic).toMatchObject({ address });
  });

  it('of an unknown, unpublished or unnamed clinic sends the build’s page, which asks the API itself', async () => {
    for (const url of [
      linkTo(randomUUID()),
      linkTo('not-a-clinic-id'),
      linkTo(hiddenClinic.businessId),
      `/reservation-pasien?clinicId=${clinic.businessId}`,
      `/reservation-pasien?serviceId=${serviceId}&clinicId=%20`,
      '/reservation-pasien',
    ]) {
      const page = await get(url, { 'accept-encoding': 'identity' });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe(SHARED_LINK_LOADING);
    }
  });

  it('sends the build’s page when the rendering fails', async () => {
    const page = await get(linkTo(clinic.businessId, '&fail=1'), { 'accept-encoding': 'identity' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(SHARED_LINK_LOADING);
  });

  it('never hands out the renderer or its shell as files', async () => {
    for (const url of [
      '/server-render/prerender.js',
      '/server-render/reservation-pasien.html',
      '/assets/../server-render/prerender.js',
      '/assets/%2e%2e/server-render/prerender.js',
      '//server-render/prerender.js',
      '/server-render//prerender.js',
      '/server-render%2fprerender.js',
    ]) {
      const answer = await get(url, { 'accept-encoding': 'identity' });
      expect(answer.body, url).not.toContain('renderSharedBookingPage');
      expect(answer.body, url).not.toContain('data-shell');
    }
  });
});

describe('the API viewer', () => {
  it('may style itself inline, but runs no inline script and cannot be framed', async () => {
    const viewer = await get('/api2/docs/');
    expect(viewer.statusCode).toBe(200);
    const csp = cspOf(viewer.headers['content-security-policy']);
    expect(csp.get('style-src')).toContain("'unsafe-inline'");
    expect(csp.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });
});

describe('HTTPS', () => {
  it('adds HSTS when the server is reached over HTTPS', async () => {
    const secure = await createTestApp({
      config: { staticDir, publicUrl: 'https://klinik.example.id' },
    });
    try {
      for (const url of ['/', '/api2/account']) {
        const response = await call(secure, 'GET', url);
        expect(response.headers['strict-transport-security'], url).toMatch(
          /^max-age=31536000; includeSubDomains/,
        );
      }
      const csp = cspOf((await call(secure, 'GET', '/')).headers['content-security-policy']);
      expect(csp.has('upgrade-insecure-requests')).toBe(true);
    } finally {
      await secure.close();
    }
  });
});

describe('API answers', () => {
  it('are never stored when they carry a clinic’s data, and compressed when large', async () => {
    for (let index = 0; index < 12; index += 1) {
      const created = await call(ctx, 'POST', '/api2/dashboard/patient', {
        token: clinic.owner.idToken,
        body: {
          name: `Siti Rahayu ${index}`,
          phoneNumber: '081234567890',
          gender: 'FEMALE',
          address: 'Jl. Melati No. 3, Bandung',
          identificationType: 'KTP',
          identificationNumber: `32730157059${String(index).padStart(5, '0')}`,
          medicalRecordNumber: `RM-${clinic.businessId.slice(0, 6)}-${index}`,
          dob: '17-05-1990',
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.headers['cache-control']).toBe('no-store');
    }
    const token = clinic.owner.idToken;
    for (const url of ['/api2/account', '/api2/dashboard/business', '/api2/dashboard/patients']) {
      const answer = await get(url, { 'accept-encoding': 'br' }, token);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-store');
    }
    const list = await get('/api2/dashboard/patients', { 'accept-encoding': 'br' }, token);
    expect(list.headers['content-encoding']).toBe('br');
    const patients = JSON.parse(brotliDecompressSync(list.rawPayload).toString()) as {
      data: unknown[];
    };
    expect(patients.data).toHaveLength(12);
  });

  it('a 50-row list comes compressed in one piece, its length known (no chunked stream)', async () => {
    const own = await createTestClinic(ctx);
    await ctx.repositories.patients.insertPatients(
      own.businessId,
      Array.from({ length: 50 }, (_, index) => ({
        name: `Siti Rahayu Wijaya ${index}`,
        phoneNumber: '081234567890',
        dateOfBirth: '1990-05-17',
        gender: 'FEMALE' as const,
        address: 'Jl. Melati No. 3, Kelurahan Sukamaju, Kecamatan Cibeunying, Bandung',
        remark: null,
        email: null,
        identificationType: 'KTP' as const,
        identificationNumber: `32730157059${String(index).padStart(5, '0')}`,
        medicalRecordNumber: `RM-${index}`,
        allergies: [],
      })),
      null,
    );
    const list = await get(
      '/api2/dashboard/patients?page=0&size=50',
      { 'accept-encoding': 'gzip, deflate' },
      own.owner.idToken,
    );
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('gzip');
    const text = gunzipSync(list.rawPayload).toString();
    // Large enough that the compression library would stream it on a host of two cores or more.
    expect(text.length).toBeGreaterThan(16 * 1024);
    expect((JSON.parse(text) as { data: unknown[] }).data).toHaveLength(50);
    expect(list.headers['content-length']).toBe(String(list.rawPayload.length));
    expect(list.headers['transfer-encoding']).toBeUndefined();
  });

  it('are never stored when they fail either', async () => {
    const denied = await get('/api2/dashboard/patients');
    expect(denied.statusCode).toBe(401);
    expect(denied.headers['cache-control']).toBe('no-store');
    const missing = await get('/api2/nothing-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('carry the pages’ protective headers, answered or refused', async () => {
    const page = await get('/');
    const protective = [
      'content-security-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'x-content-type-options',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ];
    const answers = {
      list: await get('/api2/dashboard/patients', {}, clinic.owner.idToken),
      refused: await get('/api2/dashboard/patients'),
      missing: await get('/api2/nothing-here'),
    };
    for (const [kind, answer] of Object.entries(answers)) {
      for (const header of protective) {
        expect(page.headers[header], header).toBeTruthy();
        expect(answer.headers[header], `${kind} ${header}`).toBe(page.headers[header]);
      }
    }
    expect(answers.list.headers['cross-origin-resource-policy']).toBe('same-site');
  });
});
