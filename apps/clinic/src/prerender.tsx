import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { themeClass } from '@praktik/ui/theme';
import { DEFAULT_THEME_COLOR } from '@praktik/domain/clinic/theme-colors';
import { keys } from './api/keys';
import { startTexts } from './intl/i18n';
import { App, AppData } from './app/App';
import { pageDataOf, type PageData } from './app/page-data';
import { fillPageShell, type RenderedPage } from './app/page-html';
import { reserveTargetOf } from './routes/booking/booking-links';

// No `zod-without-eval` here, unlike main.tsx: this module also runs inside the server
// (renderSharedBookingPage), where that setting would slow every request's validation.
startTexts();

export { PRERENDERED_PAGES, renderedAddressOf } from './app/prerendered-pages';
export { fillPageShell, isPageShell } from './app/page-html';

/**
 * A page at an address, as a visitor without a session sees it first in Indonesian, drawn from
 * `pageData` where it reads data (app/page-data.ts).
 */
export async function prerenderPage(address: string, pageData?: PageData): Promise<RenderedPage> {
  // `prerender` (not renderToString) waits for the lazy pages and their Suspense boundaries.
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={address}>
        <AppData fallback={pageData}>
          <App />
        </AppData>
      </StaticRouter>
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  return {
    path: new URL(address, 'http://page').pathname,
    html,
    htmlClass: themeClass[DEFAULT_THEME_COLOR],
    pageData,
  };
}

/**
 * A shared booking link (`/reservation-pasien?serviceId=&clinicId=`) with its clinic drawn in,
 * rendered by the server per request: `shell` is the page the build wrote for it without its
 * markup, `clinic` the public API's answer for the link's clinic
 * (docs/decisions/0066-shared-booking-link-rendered-per-request.md).
 */
export async function renderSharedBookingPage(
  shell: string,
  address: string,
  clinic: unknown,
): Promise<string> {
  const target = reserveTargetOf(new URL(address, 'http://page').searchParams);
  if (!target) throw new Error('not a shared booking link');
  const pageData = pageDataOf([[keys.publicClinic(target.clinicId), clinic]]);
  return fillPageShell(shell, await prerenderPage(address, pageData));
}
