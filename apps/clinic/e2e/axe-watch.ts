import { appendFileSync, existsSync, readFileSync } from 'node:fs';
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

/*
 * A screen is scanned once a run in each of its two moments: right after the first navigation
 * that reaches it, and the first time a journey ends on it (settled). A screen is its route
 * pattern, the signed-in role, the viewport and the language: scanning the patient list again
 * for the next journey's staff member at the same width finds what the first scan found, at
 * 2-10 s a scan on a loaded machine. The record is a file of the global setup's work folder
 * (E2E_AXE_RECORD), so every worker and file of one run shares it; the test script's two runs
 * (PGlite and PostgreSQL, side by side) share one, since a database changes no screen's markup.
 * The global teardown prints what it says (scans run, skipped, their time).
 */

/** Query parameters whose value changes what the screen shows (other values are record ids). */
const SCREEN_PARAMETERS = new Set(['mode', 'width', 'view']);

/** The route pattern: the path (ids travel in the query) and the query's names. */
function routePattern(url: string): string {
  const { pathname, searchParams } = new URL(url);
  const names = [...new Set(searchParams.keys())].sort();
  const query = names.map((n) => (SCREEN_PARAMETERS.has(n) ? `${n}=${searchParams.get(n)}` : n));
  // An unknown address made unique by a journey is one not-found screen.
  const path = pathname.replace(/\/[^/]*\d[^/]*/g, '/:x');
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}

/** Who is signed in (the id token's role) and in what language the page is. */
function pageFacts(): { role: string; language: string } {
  let role = 'signed out';
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem('locale');
    const token = window.localStorage.getItem('id_token');
    if (token) {
      const part = (token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/');
      const claims = JSON.parse(atob(part)) as { auth?: unknown; pwd_change?: unknown };
      role = `${String(claims.auth ?? 'no role')}${claims.pwd_change === true ? ' (new password)' : ''}`;
    }
  } catch {
    // no storage on this page, or a token that is no JWT: keyed as it is
  }
  return { role, language: `${stored ?? ''}/${document.documentElement.lang}` };
}

type Moment = 'navigated' | 'settled';

async function screenKey(page: Page, moment: Moment): Promise<string> {
  const { role, language } = await page.evaluate(pageFacts);
  const size = page.viewportSize();
  const viewport = size ? `${size.width}x${size.height}` : 'default';
  return [moment, routePattern(page.url()), role, viewport, language].join(' | ');
}

const scannedHere = new Set<string>();

function alreadyScanned(key: string): boolean {
  if (scannedHere.has(key)) return true;
  const file = process.env.E2E_AXE_RECORD;
  if (!file || !existsSync(file)) return false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [what, , scannedKey] = line.split('\t');
    if (what === 'scan' && scannedKey) scannedHere.add(scannedKey);
  }
  return scannedHere.has(key);
}

function note(what: 'scan' | 'skip', ms: number, key: string) {
  if (what === 'scan') scannedHere.add(key);
  const file = process.env.E2E_AXE_RECORD;
  if (file) appendFileSync(file, `${what}\t${ms}\t${key}\n`);
}

/** What E2E_AXE_RECORD says: scans run and skipped, and the scans' time. */
export function axeRecordSummary(file: string): string {
  if (!existsSync(file)) return 'axe: no scan recorded';
  let scans = 0;
  let skipped = 0;
  let ms = 0;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [what, took] = line.split('\t');
    if (what === 'scan') {
      scans += 1;
      ms += Number(took);
    } else if (what === 'skip') skipped += 1;
  }
  return `axe: ${scans} scans run (${(ms / 1000).toFixed(1)} s in all), ${skipped} skipped as already scanned`;
}

/*
 * axe runs in the page's thread in steps while the journey goes on. A journey that types into a
 * combobox during a scan opens its list, and react-aria then hides the rest of the page from
 * screen readers (ariaHideOutside: aria-hidden on everything outside the input and its list,
 * focusable content included, by design). A scan that straddles that moment reports
 * aria-hidden-focus on the whole page, a state the journey made mid-scan and no scan of a page
 * standing still finds (the assessment journey's former flake). So aria-hidden-focus is
 * not counted from a scan the journey's input interrupted; every other rule still is.
 */
const INPUT_EVENTS = ['pointerdown', 'mousedown', 'keydown', 'input'];
const RULES_A_JOURNEYS_INPUT_CAN_FAKE = new Set(['aria-hidden-focus']);

/*
 * axe reads the page's tree once, at the scan's start, and judges each node later. A journey that
 * clicks meanwhile can remove what a node it read refers to: the FHIR export's confirm button goes
 * pending (react-aria's live announcer adds a role="img" labelled by the button), the dialog
 * closes, and the node axe still holds names a button that is gone (role-img-alt, a
 * journey's former flake). So what a scan the journey's input interrupted found counts only once a
 * second scan of those rules, of the page as it is then, finds it too.
 */
async function confirmedViolations(page: Page, ruleIds: string[]): Promise<Set<string>> {
  if (ruleIds.length === 0) return new Set();
  const again = await new AxeBuilder({ page }).setLegacyMode(true).withRules(ruleIds).analyze();
  return new Set(again.violations.map((v) => v.id));
}

/** Starts noting input in the page (listening once per document) and clears the note. */
function noteInputFromNow(events: string[]) {
  const page = window as unknown as { e2eAxeInput?: boolean; e2eAxeListening?: boolean };
  page.e2eAxeInput = false;
  if (page.e2eAxeListening) return;
  page.e2eAxeListening = true;
  for (const type of events) {
    window.addEventListener(type, () => (page.e2eAxeInput = true), { capture: true });
  }
}

function inputNoted(): boolean {
  return (window as unknown as { e2eAxeInput?: boolean }).e2eAxeInput === true;
}

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

async function scan(
  page: Page,
  state: Watched,
  navigation: number,
  reason: string,
  moment: Moment,
) {
  // A page that moved on while the scan waited its turn is scanned for where it is now.
  if (page.isClosed() || state.navigations !== navigation) return;
  const url = page.url();
  if (NOT_PRODUCT_PAGES.test(new URL(url).pathname)) return;
  try {
    await page.waitForLoadState('load');
    const key = await screenKey(page, moment);
    if (alreadyScanned(key)) {
      note('skip', 0, key);
      if (process.env.AXE_TIMING) console.log(`axe skipped ${url} (${key})`);
      return;
    }
    // Legacy mode runs axe in the page itself; the default mode opens a blank page in the same
    // context to finish the run, which a journey's own pages would see.
    const t0 = Date.now();
    await page.evaluate(noteInputFromNow, INPUT_EVENTS);
    const results = await new AxeBuilder({ page })
      .setLegacyMode(true)
      .disableRules(RULES_CHECKED_ELSEWHERE)
      .analyze();
    const inputDuringScan = await page.evaluate(inputNoted);
    // AXE_TIMING=1 prints what each scan costs (the journeys' time budget).
    const took = Date.now() - t0;
    if (process.env.AXE_TIMING) {
      console.log(`axe ${url} ${took} ms (${key})${inputDuringScan ? ', input during it' : ''}`);
    }
    if (state.navigations !== navigation) return;
    note('scan', took, key);
    const failing = results.violations.filter(
      (v) =>
        FAILING_IMPACTS.has(v.impact ?? '') &&
        !(inputDuringScan && RULES_A_JOURNEYS_INPUT_CAN_FAKE.has(v.id)),
    );
    const confirmed = inputDuringScan
      ? await confirmedViolations(
          page,
          failing.map((v) => v.id),
        )
      : null;
    if (state.navigations !== navigation) return;
    for (const v of failing) {
      if (confirmed && !confirmed.has(v.id)) continue;
      const nodes = v.nodes.map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`);
      violations.push(`${url} (${reason}): ${v.id} [${v.impact}] ${v.help}\n${nodes.join('\n')}`);
    }
  } catch (error) {
    if (page.isClosed() || state.navigations !== navigation) return;
    if (INTERRUPTED.test((error as Error).message)) return;
    violations.push(`${url} (${reason}): the axe scan failed: ${(error as Error).message}`);
  }
}

function track(page: Page, state: Watched, reason: string, moment: Moment) {
  const navigation = state.navigations;
  const run = state.queue.then(() => scan(page, state, navigation, reason, moment));
  state.queue = run;
  pending.add(run);
  void run.finally(() => pending.delete(run));
}

/**
 * Scans `page` with axe right after each of its navigations (full loads and route changes) that
 * reaches a screen no journey of this run has reached yet.
 */
export function watchAxe(page: Page): void {
  if (watched.has(page)) return;
  const state: Watched = { navigations: 0, queue: Promise.resolve() };
  watched.set(page, state);
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    state.navigations += 1;
    track(page, state, 'right after navigating', 'navigated');
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
 * Waits for the scans under way, scans the open pages once more as they are now (the screens no
 * journey of this run has ended on yet), and fails with every serious or critical violation
 * found since the last call.
 */
export async function expectNoSeriousAxeViolations(): Promise<void> {
  for (const [page, state] of watched)
    if (!page.isClosed()) track(page, state, 'at the end', 'settled');
  while (pending.size > 0) await Promise.all([...pending]);
  const found = violations.splice(0);
  expect(found, 'serious or critical axe violations').toEqual([]);
}
