/**
 * The only script the public pages rendered ahead (scripts/prerender.mjs) load from their `<head>`:
 * it starts the app (`main.tsx`'s chunk and the chunks it imports, named on this script's
 * `data-app-entry` and `data-app-preload`) once the browser has painted the page's HTML. A mobile
 * browser that fetches the app's scripts alongside the HTML and CSS paints later: they share the
 * slow link, and Lighthouse's simulated first paint counts every request started before it
 * (docs/performance.md, "Public pages"). A page with a form is inert until the app hydrates it; the
 * others' links work before (their buttons wait for it).
 */
/** How long the app waits for a first paint the browser does not report. */
const FIRST_PAINT_WAIT_MS = 3000;

const script = document.querySelector<HTMLScriptElement>('script[data-app-entry]');

/**
 * How many preload links go into the page per task. Adding one costs the browser a millisecond
 * or more on a loaded machine (it starts the fetch then and there): the ~30 of `/pasien` in one
 * task made a block of 70-240 ms at a phone's CPU (Lighthouse's total blocking time).
 */
const PRELOADS_PER_TASK = 1;

let started = false;

function addModulePreload(href: string): void {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}

/**
 * The links a few at a time, each batch in a task of its own, the first after the caller's: not
 * beside the entry's import, whose fetch costs as much as a link or more.
 */
function addModulePreloads(hrefs: string[]): void {
  if (hrefs.length === 0) return;
  setTimeout(() => {
    for (const href of hrefs.slice(0, PRELOADS_PER_TASK)) addModulePreload(href);
    addModulePreloads(hrefs.slice(PRELOADS_PER_TASK));
  }, 0);
}

function startApp(): void {
  const entry = script?.dataset.appEntry;
  if (started || !entry) return;
  started = true;
  void import(/* @vite-ignore */ entry);
  // The entry's chunks (and a lazy page's) are fetched in parallel rather than found one import
  // level after another, as each arrives and is parsed.
  addModulePreloads(script.dataset.appPreload?.split(' ').filter(Boolean) ?? []);
}

/**
 * Once the browser reports the page's first contentful paint (a frame's animation callbacks
 * run before its paint is presented, too early), or after a while should it never report one.
 */
function startAppAfterFirstPaint(): void {
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    startApp();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(startApp, FIRST_PAINT_WAIT_MS);
}

// A hidden tab paints nothing until it is shown: start at once.
if (document.visibilityState === 'hidden') startApp();
else startAppAfterFirstPaint();
