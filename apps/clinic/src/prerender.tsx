import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { themeClass } from '@praktik/ui/theme';
import { DEFAULT_THEME_COLOR } from '@praktik/domain/clinic/theme-colors';
import './app/zod-without-eval';
import { startTexts } from './intl/i18n';
import { App, AppData } from './app/App';

startTexts();

/**
 * The public entry pages whose HTML the build renders ahead (scripts/prerender.mjs), so a first
 * visit paints them from HTML and CSS instead of waiting for the app's JavaScript
 * (docs/decisions/0027-public-pages-rendered-at-build.md). Each is what a visitor without a session
 * sees first in Indonesian: main.tsx hydrates it only then, and renders over it otherwise.
 */
export const PRERENDERED_PAGES = ['/', '/login', '/pasien'] as const;

export interface PrerenderedPage {
  /** The markup of `#root`'s children. */
  html: string;
  /** The class `<html>` carries before the app's first frame (the default theme). */
  htmlClass: string;
}

export async function prerenderPage(path: string): Promise<PrerenderedPage> {
  // `prerender` (not renderToString) waits for the lazy pages and their Suspense boundaries.
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={path}>
        <AppData>
          <App />
        </AppData>
      </StaticRouter>
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  return { html, htmlClass: themeClass[DEFAULT_THEME_COLOR] };
}
