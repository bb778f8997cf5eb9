import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { themeClass } from '@praktik/ui/theme';
import { DEFAULT_THEME_COLOR } from '@praktik/domain/clinic/theme-colors';
import './app/zod-without-eval';
import { startTexts } from './intl/i18n';
import { App, AppData } from './app/App';

startTexts();

export { PRERENDERED_PAGES, renderedAddressOf } from './app/prerendered-pages';

export interface PrerenderedHtml {
  /** The markup of `#root`'s children. */
  html: string;
  /** The class `<html>` carries before the app's first frame (the default theme). */
  htmlClass: string;
}

/** A page's HTML at the address the build renders it at (app/prerendered-pages.ts). */
export async function prerenderPage(address: string): Promise<PrerenderedHtml> {
  // `prerender` (not renderToString) waits for the lazy pages and their Suspense boundaries.
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={address}>
        <AppData>
          <App />
        </AppData>
      </StaticRouter>
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  return { html, htmlClass: themeClass[DEFAULT_THEME_COLOR] };
}
