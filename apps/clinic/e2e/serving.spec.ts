import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { test, expect } from './support';
import { DEMO, DEMO_PASSWORD, login, loginAs } from './helpers';

/*
 * How the built app reaches a browser: the sign-in page's weight on the wire, pages
 * that run under the server's Content-Security-Policy without a violation, and the shell that
 * shows at once after signing in.
 */

/**
 * The most JavaScript (compressed, as transferred) a first visit of /login may cost: 150 KB
 * (docs/performance.md). The page sent 189.5 KB before zod, react-hook-form, dayjs and the snackbar region left
 * its first load; react-dom, react-aria, i18next and react-router are most of what is left.
 */
const LOGIN_JS_BUDGET_BYTES = 150 * 1024;

/**
 * The most scripts a first visit of /login may fetch: the app's start in one chunk, Rolldown's
 * runtime and the script that starts them (docs/decisions/0067-app-start-in-one-chunk.md). Each
 * script costs a phone a request, a compile and a preload link; /login was 25 scripts before.
 */
const LOGIN_MOST_SCRIPTS = 3;

/**
 * The most scripts a first visit of a shared booking link may fetch until its schedule runs: the
 * start's three, the page's chunk, the booking pages' modules in one chunk and what they share with
 * `/` (docs/decisions/0069-booking-pages-in-one-chunk.md). It fetched 24: a phone's two cores parsed
 * them side by side with the start, which Lighthouse counted as blocking time.
 */
const SHARED_LINK_MOST_SCRIPTS = 6;

/**
 * The most JavaScript (compressed, as transferred) a patient's first booking may cost, from
 * `/pasien` through the service and clinic choice to the schedule step: 200 KB (docs/performance.md,
 * "Public pages"). It was 199.0 KB when the budget was set, 292 KB before the date of birth's picker,
 * the booking's zod schema, react-hook-form, dayjs, every component's strings and the mail's texts
 * left the step.
 */
const BOOKING_JS_BUDGET_BYTES = 200 * 1024;

/** Every script a page fetches, with its bytes on the wire and its encoding. */
function recordScripts(page: Page): { url: string; bytes: number; encoding: string }[] {
  const scripts: { url: string; bytes: number; encoding: string }[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    void (async () => {
      const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
      scripts.push({
        url: new URL(request.url()).pathname,
        bytes: sizes.responseBodySize,
        encoding: (await response?.headerValue('content-encoding')) ?? 'none',
      });
    })();
  });
  return scripts;
}

/** A page in a new context, an empty cache as for someone who never opened Praktik, its scripts recorded. */
async function firstVisitor(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, locale: 'id-ID' });
  const page = await context.newPage();
  return { context, page, scripts: recordScripts(page) };
}

/** The scripts' total as a line, then each, largest first (printed for the run's record). */
function weightReport(
  label: string,
  scripts: { url: string; bytes: number; encoding: string }[],
  budget: number,
): string {
  const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
  const summary = `${label}: ${scripts.length} scripts, ${total} bytes (${(total / 1024).toFixed(1)} KB) of JavaScript on the wire (budget ${budget / 1024} KB)`;
  const largestFirst = [...scripts].sort((a, b) => b.bytes - a.bytes);
  console.log(
    [
      summary,
      ...largestFirst.map(
        (script) => `  ${String(script.bytes).padStart(7)} B ${script.encoding} ${script.url}`,
      ),
    ].join('\n'),
  );
  test.info().annotations.push({ type: 'page weight', description: summary });
  return summary;
}

/** Collects every CSP violation the page reports, from before its first script runs. */
async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
    });
  });
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(
      () => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [],
    )),
  ];
}

test('/pasien starts without zod: its public calls carry no schema to build', async ({
  browser,
  baseURL,
}) => {
  // zod builds its schemas when their module loads: ~100 ms of /pasien's start on a slow phone,
  // for a page that parses nothing (blocking time, docs/performance.md). Its code names its classes.
  const context = await browser.newContext({ baseURL, locale: 'id-ID' });
  const page = await context.newPage();
  const withZod: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    void response.text().then((body) => {
      if (body.includes('$ZodObject')) withZod.push(new URL(response.url()).pathname);
    });
  });
  await page.goto('/pasien', { waitUntil: 'networkidle' });
  await expect(page.locator('#root[data-started]')).toBeAttached();
  await expect(page.getByRole('link', { name: 'Pesan Sekarang' })).toBeEnabled();
  expect(withZod, 'scripts of /pasien that carry zod').toEqual([]);
  await context.close();
});

test('the public entry pages start without loading the locale data of ICU', async ({
  browser,
  baseURL,
}) => {
  // The first Intl call that needs a kind of ICU's locale data loads it: 30-150 ms of a slow
  // phone's start each (blocking time, docs/performance.md). react-aria made three when its modules
  // loaded or its provider rendered: the date formats, to check the browser's language
  // (Intl.DateTimeFormat.supportedLocalesOf), the number formats, to probe `signDisplay`
  // (@internationalized/number), and the likely subtags, for the text direction (isRTL's
  // `maximize()`/`getTextInfo()`); all patched, see patches/. A shared booking link's week and
  // day are written from the app's own words (packages/domain dates/date-words.ts); the other
  // pages show no date or number until their data has come.
  const context = await browser.newContext({ baseURL, locale: 'id-ID' });
  await context.addInitScript(() => {
    const calls: string[] = [];
    Object.assign(window, { icuDataCalls: calls });
    const record = (name: string) => calls.push(`${name} ${new Error().stack ?? ''}`);
    const DateTimeFormat = Intl.DateTimeFormat;
    const supportedLocalesOf = DateTimeFormat.supportedLocalesOf.bind(DateTimeFormat);
    DateTimeFormat.supportedLocalesOf = (...args) => {
      record('Intl.DateTimeFormat.supportedLocalesOf');
      return supportedLocalesOf(...args);
    };
    Intl.DateTimeFormat = new Proxy(DateTimeFormat, {
      construct(target, args: Parameters<typeof DateTimeFormat>) {
        record('new Intl.DateTimeFormat');
        return new target(...args);
      },
    });
    Intl.NumberFormat = new Proxy(Intl.NumberFormat, {
      construct(target, args: Parameters<typeof Intl.NumberFormat>) {
        record('new Intl.NumberFormat');
        return new target(...args);
      },
    });
    const locale = Intl.Locale.prototype as Intl.Locale & { getTextInfo?: () => unknown };
    const { maximize, getTextInfo } = locale;
    locale.maximize = function (this: Intl.Locale) {
      record('Intl.Locale maximize');
      return maximize.call(this);
    };
    if (getTextInfo) {
      locale.getTextInfo = function (this: Intl.Locale) {
        record('Intl.Locale getTextInfo');
        return getTextInfo.call(this);
      };
    }
  });
  const page = await context.newPage();
  for (const { address: path, heading } of RENDERED_AHEAD) {
    // Until the page's data has come and been shown (a shared link's week of slots).
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('#root[data-started]'), path).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const calls = await page.evaluate(
      () => (window as unknown as { icuDataCalls: string[] }).icuDataCalls,
    );
    // /pasien's loading spinners included: an indeterminate progress bar has no value to format.
    expect(calls, path).toEqual([]);
  }
  await context.close();
});

test('a first visit of /login sends its JavaScript compressed, within the budget', async ({
  browser,
  baseURL,
}) => {
  const { context, page, scripts } = await firstVisitor(browser, baseURL);
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Masuk', exact: true })).toBeVisible();
  await expect.poll(() => scripts.length).toBeGreaterThan(0);

  const summary = weightReport('/login', scripts, LOGIN_JS_BUDGET_BYTES);
  const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
  for (const script of scripts) {
    expect(script.encoding, `${script.url} is sent compressed`).toMatch(/^(br|gzip)$/);
  }
  expect(total, summary).toBeLessThanOrEqual(LOGIN_JS_BUDGET_BYTES);
  expect(scripts.length, summary).toBeLessThanOrEqual(LOGIN_MOST_SCRIPTS);
  await context.close();
});

test('a first visit of a shared booking link runs its schedule from a handful of scripts, with no SVG document', async ({
  browser,
  baseURL,
}) => {
  const { context, page, scripts } = await firstVisitor(browser, baseURL);
  // An SVG image is a document of its own, which the browser builds on the main thread while the
  // app starts: the brand's mark is drawn in the page, the icon is a PNG.
  const svgImages: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.svg')) svgImages.push(request.url());
  });
  await page.goto(await demoBookingLink(context.request));
  await expect(page.locator('#root[data-started]')).toBeAttached();
  await expect(page.getByRole('radiogroup', { name: 'Tanggal kunjungan' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const summary = weightReport('a shared booking link', scripts, BOOKING_JS_BUDGET_BYTES);
  expect(scripts.length, summary).toBeLessThanOrEqual(SHARED_LINK_MOST_SCRIPTS);
  expect(svgImages).toEqual([]);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /\.png$/);
  await context.close();
});

test('a first booking, from /pasien to the schedule step, sends its JavaScript within the budget', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, locale: 'id-ID' });
  const page = await context.newPage();
  await page.goto('/pasien');
  await page.getByRole('link', { name: 'Pesan Sekarang' }).click();
  await page
    .getByRole('dialog', { name: 'Pilih Layanan' })
    .getByRole('button', { name: /^Pilih / })
    .first()
    .click();
  await page
    .getByRole('dialog', { name: 'Pilih Klinik' })
    .getByRole('button', { name: /^Pilih / })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Jadwal' })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Tanggal kunjungan' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // One document from /pasien on (the choice and the schedule are the app's own navigations):
  // its resource timings name every script once, with its compressed size.
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => /\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => ({
        url: new URL(entry.name).pathname,
        bytes: (entry as PerformanceResourceTiming).encodedBodySize,
        encoding: 'compressed',
      })),
  );
  const summary = weightReport('booking to the schedule step', scripts, BOOKING_JS_BUDGET_BYTES);
  const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
  expect(total, summary).toBeLessThanOrEqual(BOOKING_JS_BUDGET_BYTES);
  // The booking's rules (zod) load with the form's first check, not with the schedule shown.
  // Each script is read again by its address: the browser may have let go of a body it ran.
  const withZod: string[] = [];
  for (const { url } of scripts) {
    if ((await (await context.request.get(url)).text()).includes('$ZodObject')) withZod.push(url);
  }
  expect(withZod, 'scripts of the schedule step that carry zod').toEqual([]);
  await context.close();
});

test('pages run under the Content-Security-Policy without a violation', async ({ page }) => {
  const violations = await recordCspViolations(page);
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('link', { name: /masuk/i }).first()).toBeVisible();
  expect(await violations()).toEqual([]);
  // The other pages the build renders ahead (their HTML's own style attribute included).
  for (const { address: path, heading } of RENDERED_AHEAD.slice(1)) {
    await page.goto(path);
    await expect(page.locator('#root[data-started]')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await violations(), path).toEqual([]);
  }

  // The API's viewer (Swagger UI) is served under the same policy.
  await page.goto('/api2/docs/');
  await expect(page.getByRole('heading', { name: /Praktik API/ })).toBeVisible({ timeout: 30_000 });
  expect(await violations(), '/api2/docs/').toEqual([]);

  await loginAs(page, DEMO.owner);
  await expect(page.getByRole('navigation').first()).toBeVisible();
  for (const path of [
    '/dashboard/patient',
    '/dashboard/business-profile',
    '/dashboard/active-visit',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await violations(), path).toEqual([]);
  }
});

test('after signing in, the loading state shows at once, then the shell', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Masuk', exact: true })).toBeVisible();
  // Hold the dashboard's code back until the test has seen what the person sees meanwhile.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/DashboardLayout-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });

  await login(page, DEMO.owner, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The sign-in form is gone, and something says that the dashboard is on its way.
  await expect(page.getByRole('button', { name: 'Masuk', exact: true })).toBeHidden();
  await expect(page.getByRole('progressbar').first()).toBeVisible();

  release();
  await expect(page.getByRole('navigation').first()).toBeVisible();
});

test('a snackbar shows although its region is not part of the first load', async ({ page }) => {
  const toastCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/Toast[^/]*\.js$/.test(request.url())) toastCode.push(request.url());
  });
  await loginAs(page, DEMO.owner);
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await page.goto('/dashboard/change-password');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(toastCode, 'no snackbar yet, no snackbar code').toEqual([]);

  // A wrong current password: the server refuses, and the page says so in a snackbar.
  await page.getByRole('textbox', { name: 'Kata sandi saat ini', exact: true }).fill('Salah123!');
  await page.getByRole('textbox', { name: 'Kata sandi baru', exact: true }).fill('Baru12345!');
  await page
    .getByRole('textbox', { name: 'Konfirmasi kata sandi', exact: true })
    .fill('Baru12345!');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  const region = page.getByRole('region', { name: 'Notifikasi' });
  await expect(region).toContainText('Gagal');
  expect(toastCode.length, 'the snackbar code came with the snackbar').toBeGreaterThan(0);
  await region.getByRole('button', { name: 'Tutup notifikasi' }).first().click();
  await expect(region).toBeHidden();
});

test('the landing and sign-in pages paint their first frame themed, and nothing shifts', async ({
  page,
}) => {
  // Before the page's first script: note <html>'s classes when the app's first frame enters
  // #root (the commit; the browser paints after it), and add up the layout shifts.
  await page.addInitScript(() => {
    const seen = window as unknown as { firstFrameHtmlClass?: string; layoutShift: number };
    seen.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        seen.layoutShift += (entry as { value?: number }).value ?? 0;
    }).observe({ type: 'layout-shift', buffered: true });
    // The first frame is the build's HTML on the pages it renders ahead, the app's first commit
    // on the others: either way, the moment #root first has content.
    new MutationObserver((_, observer) => {
      if (!document.getElementById('root')?.firstChild) return;
      seen.firstFrameHtmlClass = document.documentElement.className;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  const pages: [path: string, heading: string][] = [
    ['/', 'Klinik tertata, pasien merasa diperhatikan.'],
    ['/login', 'Masuk'],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // The theme's class carries every colour and space: without it in the first frame, the
    // page first paints unstyled and then jumps (Lighthouse's CLS on / was 0.99).
    expect(
      await page.evaluate(
        () => (window as unknown as { firstFrameHtmlClass?: string }).firstFrameHtmlClass,
      ),
    ).toMatch(/\S/);
    await page.waitForTimeout(500);
    expect(
      await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift),
    ).toBeLessThan(0.1);
  }
});

/** The public entry pages the build renders ahead, with their first heading. */
const LANDING_HEADING = 'Klinik tertata, pasien merasa diperhatikan.';
const DEMO_CLINIC_NAME = 'Klinik Demo Sehat Cantik';
interface RenderedAhead {
  address: string;
  /** The first heading of the page's HTML. */
  heading: string;
  /** A page with fields: inert until the app runs it. */
  hasFields?: boolean;
}
const RENDERED_AHEAD: RenderedAhead[] = [
  { address: '/', heading: LANDING_HEADING },
  { address: '/login', heading: 'Masuk', hasFields: true },
  { address: '/pasien', heading: 'Pesan jadwal klinik tanpa antre telepon.' },
];

/** The demo clinic's shared booking link for its first service, as /pasien's choice leads to it. */
async function demoBookingLink(request: APIRequestContext): Promise<string> {
  for (let page = 0; ; page += 1) {
    const response = await request.get(`/api2/service-provider/app/1?page=${page}&size=100`);
    const { data } = (await response.json()) as { data: { id: string; name: string }[] };
    const clinic = data.find((candidate) => candidate.name === DEMO_CLINIC_NAME);
    if (clinic) {
      const detail = await request.get(`/api2/service-provider/provider/${clinic.id}`);
      const { services } = ((await detail.json()) as { data: { services: { id: string }[] } }).data;
      return `/reservation-pasien?${new URLSearchParams({ serviceId: services[0]!.id, clinicId: clinic.id })}`;
    }
    if (data.length < 100) throw new Error(`${DEMO_CLINIC_NAME} is not published`);
  }
}

/** Holds the public API's answer for a clinic back until the returned function is called. */
async function holdClinicData(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api2/service-provider/provider/*', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * The shared booking link joins the pages rendered ahead once its address is known: the server
 * renders it per request, its clinic, doctors and week in it.
 */
test.beforeAll(async ({ request }) => {
  if (RENDERED_AHEAD.some(({ address }) => address.startsWith('/reservation-pasien'))) return;
  RENDERED_AHEAD.push({
    address: await demoBookingLink(request),
    heading: DEMO_CLINIC_NAME,
    hasFields: true,
  });
});

test('the public entry pages paint from their HTML, themed, before any JavaScript runs', async ({
  page,
}) => {
  // No script ever arrives: what shows is the HTML and CSS the server sent.
  await page.route('**/assets/*.js', (route) => route.abort());
  for (const { address: path, heading, hasFields } of RENDERED_AHEAD) {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.className), path).toMatch(/\S/);
    // A page with fields has nothing to press or type into until the app runs it (a sign-in
    // form sent by the browser itself would carry the password in the address); the others'
    // links work from the first paint.
    if (hasFields) await expect(page.locator('#root'), path).toHaveAttribute('inert', '');
    else await expect(page.locator('#root'), path).not.toHaveAttribute('inert');
  }
});

test('the app takes the pages rendered ahead over without a hydration error', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  for (const { address: path, heading } of RENDERED_AHEAD) {
    await page.goto(path);
    await expect(page.locator('#root[data-started]'), path).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  // The hydrated sign-in page answers: the password shows and hides, an empty form is refused.
  await page.goto('/login');
  await page.getByRole('button', { name: 'Tampilkan kata sandi' }).click();
  await expect(page.getByRole('button', { name: 'Sembunyikan kata sandi' })).toBeVisible();
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The landing page switches language.
  await page.goto('/');
  await page.getByRole('button', { name: 'EN English' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'A well-run clinic, patients who feel cared for.',
  );
  expect(errors).toEqual([]);
});

test('a page rendered ahead is hydrated without its buttons being rendered again at once', async ({
  browser,
  baseURL,
}) => {
  // react-aria's ids and locale asked React, through a server snapshot that differs from the
  // browser's, to render every component using them once more, synchronously, right after the
  // hydration: on a shared link a commit task of 32-34 ms instead of 21-23, which a slow phone
  // counts four times over (docs/decisions/0071-react-aria-hydration-without-a-second-render.md).
  // React's devtools hook sees each commit: a button already on the page whose element is
  // rendered again in the same run of script as the commit that put buttons on it was rendered
  // again at once. Later renders (a language or data arriving) are the page's own.
  const context = await browser.newContext({ baseURL, locale: 'id-ID' });
  await context.addInitScript(() => {
    type Fiber = {
      type: unknown;
      stateNode: unknown;
      memoizedProps: object | null;
      child: Fiber | null;
      sibling: Fiber | null;
    };
    const placed = new WeakSet<object>();
    const renderedProps = new WeakSet<object>();
    const renderedAgain: string[] = [];
    let inPlacingRun = false;
    Object.assign(window, { buttonsRenderedAgain: renderedAgain });
    const visit = (fiber: Fiber | null, commit: { again: string[]; placed: number }) => {
      for (let node = fiber; node; node = node.sibling) {
        const { memoizedProps: props, stateNode: element } = node;
        if (node.type === 'button' && props && element instanceof HTMLElement) {
          if (!placed.has(element)) commit.placed += 1;
          else if (!renderedProps.has(props)) commit.again.push(element.textContent ?? '');
          placed.add(element);
          renderedProps.add(props);
        }
        visit(node.child, commit);
      }
    };
    const onCommitFiberRoot = (_renderer: number, root: { current: Fiber }) => {
      const commit = { again: [] as string[], placed: 0 };
      visit(root.current, commit);
      if (inPlacingRun) renderedAgain.push(...commit.again);
      if (commit.placed === 0) return;
      // No microtask runs until the script that committed has returned.
      inPlacingRun = true;
      queueMicrotask(() => (inPlacingRun = false));
    };
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => {},
        onScheduleFiberRoot: () => {},
        onCommitFiberUnmount: () => {},
        onPostCommitFiberRoot: () => {},
        onCommitFiberRoot,
      },
    });
  });
  const page = await context.newPage();
  for (const { address: path } of RENDERED_AHEAD) {
    await page.goto(path);
    await expect(page.locator('#root[data-started]'), path).toBeAttached();
    await expect(page.locator('#root button').first(), path).toBeVisible();
    const renderedAgain = await page.evaluate(
      () => (window as unknown as { buttonsRenderedAgain: string[] }).buttonsRenderedAgain,
    );
    expect.soft(renderedAgain, path).toEqual([]);
  }
  await context.close();
});

test('a shared booking link comes with its clinic: the app runs it before the clinic is asked for', async ({
  page,
}) => {
  const link = RENDERED_AHEAD.find(({ address }) => address.startsWith('/reservation-pasien'));
  const releaseClinic = await holdClinicData(page);
  const response = await page.goto(link!.address);
  expect(response?.headers()['cache-control']).toBe('no-cache');
  await expect(page.locator('#root[data-started]')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1, name: DEMO_CLINIC_NAME })).toBeVisible();
  // The clinic's call is still held: the doctors, the week and the choice come from the page.
  const doctor = page.getByRole('radiogroup', { name: 'Dokter' }).getByRole('radio').first();
  await doctor.check();
  await expect(doctor).toBeChecked();
  await expect(page.getByText('Pilih dokter terlebih dahulu')).toBeHidden();
  releaseClinic();
});

test('a shared booking link takes taps once its page has hydrated, not before: none is lost', async ({
  page,
}) => {
  const link = RENDERED_AHEAD.find(({ address }) => address.startsWith('/reservation-pasien'));
  // The page's own chunk comes late: the app around it starts first.
  await page.route('**/assets/ReservationPatientPage-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await page.goto(link!.address);
  const doctor = page.getByRole('radiogroup', { name: 'Dokter' }).getByRole('radio').first();
  // A tap as soon as the page takes one (Playwright waits until the radio receives events).
  await doctor.check();
  await expect(page.locator('#root[data-started]')).toBeAttached();
  await expect(doctor).toBeChecked();
  await expect(page.getByText('Pilih dokter terlebih dahulu')).toBeHidden();
});

test('a shared booking link opened from a chat puts the focus on its first step', async ({
  page,
}) => {
  // The step's heading takes the focus as the page mounts; a page rendered ahead is inert until
  // the app runs it, and a focus asked for before that was dropped (the body kept it).
  const link = RENDERED_AHEAD.find(({ address }) => address.startsWith('/reservation-pasien'));
  await page.goto(link!.address);
  await expect(page.locator('#root[data-started]')).toBeAttached();
  await expect(page.getByRole('heading', { level: 2, name: 'Jadwal' })).toBeFocused();
});

test('a page rendered ahead is laid out by its HTML and styles alone: the app moves nothing', async ({
  page,
}) => {
  /** Where the heading sits and which stylesheets are in the page. */
  const layoutOf = (of: Page) =>
    of.evaluate(() => {
      const box = document.querySelector('h1')?.getBoundingClientRect();
      return {
        heading: box ? [box.x, box.y, box.width, box.height].map(Math.round) : null,
        // Linked ones: react-aria adds an inline one of its own when it runs.
        styles: [...document.styleSheets].flatMap((sheet) => (sheet.href ? [sheet.href] : [])),
      };
    });
  const before = new Map<string, Awaited<ReturnType<typeof layoutOf>>>();
  const blocked = await page.context().newPage();
  await blocked.route('**/assets/*.js', (route) => route.abort());
  for (const { address: path } of RENDERED_AHEAD) {
    await blocked.goto(path, { waitUntil: 'load' });
    before.set(path, await layoutOf(blocked));
  }
  await blocked.close();
  for (const { address: path, heading } of RENDERED_AHEAD) {
    await page.goto(path);
    await expect(page.locator('#root[data-started]'), path).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect((await layoutOf(page)).heading, path).toEqual(before.get(path)?.heading);
    // Every stylesheet the running page uses was already linked from its HTML (the lazy pages'
    // own included), so nothing restyles the page when the app loads it.
    const after = await layoutOf(page);
    expect(before.get(path)?.styles, path).toEqual(expect.arrayContaining(after.styles));
  }
});

test('a page rendered ahead starts loading the app only after its first paint', async ({
  context,
}) => {
  for (const { address: path, heading } of RENDERED_AHEAD) {
    // A first visit in a new tab, as Lighthouse loads it: a navigation from another page of the
    // site would keep showing that page a while (Chromium's paint holding) and paint later.
    const page = await context.newPage();
    await page.goto(path);
    await expect(page.locator('#root[data-started]'), path).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const { firstPaint, scripts } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
        .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
    }));
    expect(firstPaint, path).toBeGreaterThan(0);
    // The one script the HTML itself loads is the small one that starts the rest.
    const early = scripts.filter((script) => script.startTime < (firstPaint ?? 0));
    expect(
      early.map((script) => new URL(script.name).pathname),
      path,
    ).toEqual([expect.stringMatching(/^\/assets\/start-after-paint-[\w-]+\.js$/)]);
    expect(scripts.length, path).toBeGreaterThan(1);
    await page.close();
  }
});

test('a page rendered ahead adds its preload links one task at a time, not in one long task', async ({
  browser,
  baseURL,
}) => {
  // Adding a modulepreload link starts its fetch then and there, a millisecond or more each on a
  // loaded machine: the ~30 of /pasien in one task blocked a slow phone for 70-240 ms, and four
  // in a task still made tasks of 40-180 ms in Lighthouse's trace of a shared booking link, two
  // 16-37 ms on a loaded machine (docs/performance.md, "Public pages").
  const context = await browser.newContext({ baseURL, locale: 'id-ID' });
  await context.addInitScript(() => {
    // Links added with no microtask checkpoint in between were added in one task.
    const batches: string[][] = [];
    let batch: string[] | null = null;
    Object.assign(window, { preloadBatches: batches });
    const append = HTMLHeadElement.prototype.append;
    HTMLHeadElement.prototype.append = function (...nodes) {
      for (const node of nodes) {
        if (!(node instanceof HTMLLinkElement) || node.rel !== 'modulepreload') continue;
        if (!batch) {
          const current: string[] = [];
          batch = current;
          batches.push(current);
          queueMicrotask(() => (batch = null));
        }
        batch.push(new URL(node.href).pathname);
      }
      append.apply(this, nodes);
    };
  });
  const page = await context.newPage();
  for (const { address: path } of RENDERED_AHEAD) {
    await page.goto(path);
    await expect(page.locator('#root[data-started]'), path).toBeAttached();
    const preloads = () =>
      page.evaluate(() => ({
        batches: (window as unknown as { preloadBatches: string[][] }).preloadBatches,
        named:
          document.querySelector<HTMLScriptElement>('script[data-app-entry]')?.dataset.appPreload ??
          '',
      }));
    // A long list (a shared booking link's ~20) may still be going in once the app has started.
    await expect
      .poll(async () => {
        const { batches, named } = await preloads();
        return batches.flat().length - named.split(' ').filter(Boolean).length;
      }, path)
      .toBe(0);
    const { batches, named } = await preloads();
    expect(batches.flat().sort(), path).toEqual(named.split(' ').filter(Boolean).sort());
    expect(Math.max(...batches.map((links) => links.length)), path).toBe(1);
  }
  await context.close();
});

test('the app starts in tasks: its modules, the stored language, its texts, hydration', async ({
  browser,
  baseURL,
}) => {
  // One task evaluated every module of the app, built both languages' texts and started React:
  // 120-470 ms on a slow phone (Lighthouse's total blocking time on /pasien). Now
  // react-aria's module reading the browser's locale (the modules' evaluation), the app reading
  // the stored language and setting the page's (the texts) and react-dom listening on the root
  // (hydration) happen in tasks of their own, the first read of the site's storage (the stored
  // language) apart from the texts built in its language. A task has ended when a timer set in
  // it has fired.
  const context = await browser.newContext({ baseURL, locale: 'id-ID' });
  await context.addInitScript(() => {
    const tasks: string[][] = [];
    let current: { moments: string[]; ended: boolean } | null = null;
    Object.assign(window, { startTasks: tasks });
    const mark = (moment: string) => {
      if (current && !current.ended) {
        current.moments.push(moment);
        return;
      }
      const task = { moments: [moment], ended: false };
      current = task;
      tasks.push(task.moments);
      setTimeout(() => (task.ended = true), 0);
    };
    let localeRead = false;
    const IntlLocale = Intl.Locale;
    Object.assign(Intl, {
      Locale: new Proxy(IntlLocale, {
        construct(target, args: ConstructorParameters<typeof Intl.Locale>) {
          if (!localeRead) mark('react-aria reads the default locale');
          localeRead = true;
          return new target(...args);
        },
      }),
    });
    const getItem = Storage.prototype.getItem;
    let languageRead = false;
    Storage.prototype.getItem = function (this: Storage, key: string) {
      // The first read only: every call to the server reads it again for its Accept-Language.
      if (key === 'locale' && !languageRead) mark('the stored language is read');
      if (key === 'locale') languageRead = true;
      return getItem.call(this, key);
    };
    const lang = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'lang')!;
    Object.defineProperty(HTMLElement.prototype, 'lang', {
      ...lang,
      set(this: HTMLElement, value: string) {
        if (this === document.documentElement) mark('the page language is set');
        lang.set!.call(this, value);
      },
    });
    const addEventListener = EventTarget.prototype.addEventListener;
    let rootListened = false;
    EventTarget.prototype.addEventListener = function (
      this: EventTarget,
      ...args: Parameters<EventTarget['addEventListener']>
    ) {
      if (!rootListened && this instanceof HTMLElement && this.id === 'root') {
        rootListened = true;
        mark('react-dom listens on the root');
      }
      addEventListener.apply(this, args);
    };
  });
  const page = await context.newPage();
  await page.goto('/pasien');
  await expect(page.locator('#root[data-started]')).toBeAttached();
  const tasks = await page.evaluate(
    () => (window as unknown as { startTasks: string[][] }).startTasks,
  );
  expect(tasks).toEqual([
    ['react-aria reads the default locale'],
    ['the stored language is read'],
    ['the page language is set'],
    ['react-dom listens on the root'],
  ]);
  await context.close();
});
