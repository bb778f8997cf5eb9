import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { decideRouteAccess, LOGIN_PATH, DASHBOARD_BASE } from '@praktik/domain/access/route-access';
import { useAppSession } from './session-view';
import { StatusPage } from './StatusPage';

export const RETURN_PARAM = 'redirect';

/**
 * Applies spec 1 §2.1 (decided by the domain) to the current location: redirects go through
 * here; a forbidden page under /dashboard is shown inside the shell by the dashboard layout.
 */
export function AccessGate({ children }: { children: ReactNode }) {
  const location = useLocation();
  const view = useAppSession();
  const decision = decideRouteAccess({ path: location.pathname, session: view });

  if (decision.kind === 'redirect') {
    if (decision.to === LOGIN_PATH) {
      const back = `${location.pathname}${location.search}${location.hash}`;
      return <Navigate replace to={`${LOGIN_PATH}?${RETURN_PARAM}=${encodeURIComponent(back)}`} />;
    }
    return <Navigate replace to={decision.to} />;
  }
  if (decision.kind === 'forbidden' && !location.pathname.startsWith(DASHBOARD_BASE)) {
    return <StatusPage kind="forbidden" />;
  }
  return <>{children}</>;
}

export function useRouteDecision() {
  const location = useLocation();
  const view = useAppSession();
  return decideRouteAccess({ path: location.pathname, session: view });
}
