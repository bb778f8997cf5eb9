import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import './app/zod-without-eval';
import { i18n, startTexts } from './intl/i18n';
import { domainResources } from '@praktik/domain/intl/resources';
import { DEFAULT_LOCALE, readStoredLocale, type Locale } from './intl/locale';
import { getSession } from './session/session';
import { App, AppData } from './app/App';
import { readPageData } from './app/page-data';
import { PageShownProvider } from './app/page-shown';
import { showsRenderedPage } from './app/prerendered-pages';

/**
 * Whether `#root` holds the build's HTML of exactly what this first render shows
 * (scripts/prerender.mjs): the same page, for a visitor without a session, in Indonesian. Then
 * React hydrates it; otherwise (English, signed in, a query that changes the page) it renders over
 * it.
 */
function showsPrerenderedPage(root: HTMLElement): boolean {
  const { pathname, search } = window.location;
  return (
    root.dataset.prerendered === pathname &&
    showsRenderedPage(pathname, new URLSearchParams(search)) &&
    i18n.language === DEFAULT_LOCALE &&
    getSession() === null
  );
}

/**
 * A page rendered ahead with fields stays inert (scripts/prerender.mjs) until React has taken
 * the page itself over (app/page-shown.tsx): before, a sign-in form sent would go out as the
 * browser's own GET, the password in the address, and a tap on a booking's radio was lost.
 */
function releasePage(): void {
  root?.removeAttribute('inert');
  // What the page's own checks (and the journeys) read as "the app runs this page now".
  root?.setAttribute('data-started', '');
}

/**
 * Runs each step in a task of its own, after what the browser has waiting (input, a frame), then
 * `last`.
 */
function inTasks(steps: readonly (() => unknown)[], last: () => void): void {
  const [step, ...rest] = steps;
  setTimeout(() => {
    if (!step) return last();
    step();
    inTasks(rest, last);
  }, 0);
}

const root = document.getElementById('root');
if (root) {
  const app = (
    <StrictMode>
      <PageShownProvider value={releasePage}>
        <BrowserRouter>
          <AppData fallback={readPageData(root)}>
            <App />
          </AppData>
        </BrowserRouter>
      </PageShownProvider>
    </StrictMode>
  );
  // The start in tasks, none long on a slow phone (Lighthouse's total blocking time,
  // docs/performance.md): this one evaluated the app's modules; the next ones read the stored
  // language (the first read of the site's storage), build that language's texts and start
  // i18next, one step each; the last starts React, its first render as a transition: React then
  // renders in slices of a few milliseconds and lets the browser in between.
  let locale: Locale = DEFAULT_LOCALE;
  inTasks([() => (locale = readStoredLocale()), () => domainResources[locale], startTexts], () => {
    startTransition(() => {
      if (showsPrerenderedPage(root)) hydrateRoot(root, app);
      else createRoot(root).render(app);
    });
  });
}
