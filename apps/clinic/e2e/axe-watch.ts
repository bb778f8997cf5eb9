import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/*
 * axe at every moment a user arrives somewhere: each navigation of a watched page, a full load or
 * a route change of the app, is scanned as soon as the new page is there, before any step waits
 * for it to settle. A page that is right only once it settles (a live region that names a button
 * the previous page had) fails here, not only in the Storybook stories.
 */

const FAILING_IMPACTS = new Set(['serious', 'critical']);

/*
 * Contrast is axe's slowest rule by far (it measures every text against what is painted under it):
 * on a long list it held the page's thread past the journeys' click timeouts. It is checked where
 * it is decided: every theme's colour pairs (packages/ui theme/contrast.test.ts) and every story in
 * Storybook with axe. A page caught mid-fade between two theme colours is no state a user reads.
 */
const RULES_CHECKED_ELSEWHERE = ['color-contrast'];

/*
 * The API viewer (/api2/docs) is Swagger UI's own page for developers, not a screen of the
 * product: its markup is upstream's, and it is checked here only for the CSP (serving.spec).
 */
const NOT_PRODUCT_PAGES = /^\/api2\/docs(\/|$)/;

/** A navigation whose event has not arrived yet took the page from under the scan. */
const INTERRUPTED = /Execution context was destroyed/;

interface Watched {
  /** Navigations so far: a scan that a later navigation cut short is not a failure. */
  navigations: number;
  /** The page's scans run one after the other (axe refuses to run twice at once). */
  queue: Promise<void>;
}

const watched = new Map<Page, Watched>();
const pending = new Set<Promise<void>>();
const violations: string[] = [];

async function scan(page: Page, state: Watched, navigation: number, reason: string) {
  // A page that moved on while the scan waited its turn is scanned for where it is now.
  if (page.isClosed() || state.navigations !== navigation) return;
  const url = page.url();
  if (NOT_PRODUCT_PAGES.test(new URL(url).pathname)) return;
  try {
    await page.waitForLoadState('load');
    // Legacy mode runs axe in the page itself; the default mode opens a blank page in the same
    // context to finish the run, which a journey's own pages would see.
    const t0 = Date.now();
    const results = await new AxeBuilder({ page })
      .setLegacyMode(true)
      .disableRules(RULES_CHECKED_ELSEWHERE)
      .analyze();
    // AXE_TIMING=1 prints what each scan costs (the journeys' time budget).
    if (process.env.AXE_TIMING) console.log(`axe ${url} ${Date.now() - t0} ms`);
    if (state.navigations !== navigation) return;
    for (const v of results.violations) {
      if (!FAILING_IMPACTS.has(v.impact ?? '')) continue;
      const nodes = v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`);
      violations.push(`${url} (${reason}): ${v.id} [${v.impact}] ${v.help}\n${nodes.join('\n')}`);
    }
  } catch (error) {
    if (page.isClosed() || state.navigations !== navigation) return;
    if (INTERRUPTED.test((error as Error).message)) return;
    violations.push(`${url} (${reason}): the axe scan failed: ${(error as Error).message}`);
  }
}

function track(page: Page, state: Watched, reason: string) {
  const navigation = state.navigations;
  const run = state.queue.then(() => scan(page, state, navigation, reason));
  state.queue = run;
  pending.add(run);
  void run.finally(() => pending.delete(run));
}

/** Scans `page` with axe right after each of its navigations (full loads and route changes). */
export function watchAxe(page: Page): void {
  if (watched.has(page)) return;
  const state: Watched = { navigations: 0, queue: Promise.resolve() };
  watched.set(page, state);
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    state.navigations += 1;
    track(page, state, 'right after navigating');
  });
  page.on('close', () => watched.delete(page));
}

/**
 * Runs a journey's own axe scan of `page` in turn with the watcher's scans of it: axe refuses to
 * run twice at once in one page ("Axe is already running").
 */
export function analyzeInTurn(page: Page, builder: AxeBuilder): ReturnType<AxeBuilder['analyze']> {
  const state = watched.get(page);
  if (!state) return builder.analyze();
  const run = state.queue.then(() => builder.analyze());
  state.queue = run.then(
    () => undefined,
    () => undefined,
  );
  return run;
}

/**
 * Waits for the scans under way, scans the open pages once more as they are now, and fails with
 * every serious or critical violation found since the last call.
 */
export async function expectNoSeriousAxeViolations(): Promise<void> {
  for (const [page, state] of watched) if (!page.isClosed()) track(page, state, 'at the end');
  while (pending.size > 0) await Promise.all([...pending]);
  const found = violations.splice(0);
  expect(found, 'serious or critical axe violations').toEqual([]);
}
