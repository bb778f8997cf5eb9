import { Suspense, useEffect } from 'react';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router';
import { RouterProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { SWRConfig } from 'swr';
import { UiProvider } from '@praktik/ui/theme';
import { themeColorOrDefault } from '@praktik/domain/clinic/theme-colors';
import { setSessionExpiredHandler } from '../api/fetcher';
import { useBusiness } from '../api/business';
import { isLocale, DEFAULT_LOCALE } from '../intl/locale';
import { AppRoutes, areaOf } from '../routes';
import { AccessGate } from './AccessGate';
import { DeferredToastRegion } from './DeferredToastRegion';
import { DocumentTitle } from './DocumentTitle';
import { canReadClinic, useAppSession } from './session-view';
import { PageErrorBoundary } from './PageErrorBoundary';
import type { PageData } from './page-data';
import { PageLoading } from './PageLoading';
import { PageShown } from './page-shown';
import { useRouterHref } from './use-router-href';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** The clinic's colour once its business can be read; the default colour before and after. */
function useClinicTheme() {
  const view = useAppSession();
  const { data: business } = useBusiness(canReadClinic(view));
  return themeColorOrDefault(view.loggedIn ? business?.primaryColor : undefined);
}

export function App() {
  const navigate = useNavigate();
  const location = useLocation();
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LOCALE;
  const theme = useClinicTheme();

  useEffect(() => {
    setSessionExpiredHandler(() => {
      void navigate('/login', { replace: true });
    });
  }, [navigate]);

  return (
    <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useRouterHref}>
      <UiProvider locale={locale} theme={theme}>
        <AccessGate>
          <PageErrorBoundary resetKey={location.pathname}>
            {/* Keyed by area: a page of another area (the dashboard after signing in) mounts a
                new boundary, whose fallback shows at once. A boundary already on screen would
                keep the previous page (the sign-in form) up through the router's transition
                until the new area's code has arrived. */}
            <Suspense key={areaOf(location.pathname)} fallback={<PageLoading />}>
              <AppRoutes />
              <PageShown />
            </Suspense>
          </PageErrorBoundary>
        </AccessGate>
        <DeferredToastRegion />
        <DocumentTitle />
      </UiProvider>
    </RouterProvider>
  );
}

/** SWR defaults: no refetch storms on focus (the server is shared by a whole clinic). */
export function AppData({
  children,
  fallback,
}: {
  children: React.ReactNode;
  /** The data a page rendered by the server was drawn from (app/page-data.ts). */
  fallback?: PageData | undefined;
}) {
  return (
    <SWRConfig
      value={{ revalidateOnFocus: false, shouldRetryOnError: false, ...(fallback && { fallback }) }}
    >
      {children}
    </SWRConfig>
  );
}
