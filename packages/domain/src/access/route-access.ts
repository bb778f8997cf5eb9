import { isOwner, type Role } from './roles';

/** Pages anyone may open without signing in (spec 1 §2.1). */
export const PUBLIC_PATHS = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/account/activate',
  '/account/reset/finish',
  // The link mailed to a new e-mail address: it may be opened on any device.
  '/account/email/confirm',
  '/pasien',
  '/reservation-pasien',
  '/reservation-success',
  '/print-invoice',
  '/template-email',
  // The cancel and confirm links of a patient's confirmation mail.
  '/reservation-cancel',
  '/reservation-confirm',
] as const;

export const DASHBOARD_BASE = '/dashboard';
export const ONBOARDING_PATH = '/onboarding';
export const LOGIN_PATH = '/login';
/**
 * Where an account the owner created sets its own password before anything else opens
 * (docs/decisions/0009-staff-accounts-first-password.md).
 */
export const FIRST_PASSWORD_PATH = '/first-password';

/** Dashboard pages only the owner may open, with every page beneath them (spec 1 §2.1, spec 2 §2.1). */
export const OWNER_ONLY_DASHBOARD_PATHS = [
  '/dashboard/business-profile',
  '/dashboard/user-clinic/add-user-clinic',
  '/dashboard/user-clinic/edit-user-clinic',
  '/dashboard/credential',
  '/dashboard/organization',
  '/dashboard/location',
] as const;

export interface SessionView {
  loggedIn: boolean;
  role: Role | null;
  /** `null` while the account has not been read yet. */
  onboardingCompleted: boolean | null;
  /**
   * The account still has the password its owner gave it (the token's `pwd_change` claim or the
   * account's `mustChangePassword`). @default false
   */
  mustChangePassword?: boolean;
}

export type RouteDecision =
  { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'forbidden' };

export function normalizePath(path: string): string {
  const withoutQuery = path.replace(/[?#][\s\S]*$/, '');
  const trimmed = withoutQuery.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function isUnder(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

export function isPublicPath(path: string): boolean {
  const normalized = normalizePath(path);
  return (PUBLIC_PATHS as readonly string[]).includes(normalized);
}

export function isOwnerOnlyPath(path: string): boolean {
  const normalized = normalizePath(path);
  return OWNER_ONLY_DASHBOARD_PATHS.some((base) => isUnder(normalized, base));
}

/**
 * Who may open which page. The server enforces the same split on its calls; this decides what
 * the app shows, so it follows spec 1 §2.1 to the letter.
 */
export function decideRouteAccess({
  path,
  session,
}: {
  path: string;
  session: SessionView;
}): RouteDecision {
  const normalized = normalizePath(path);
  if (isPublicPath(normalized)) return { kind: 'allow' };
  if (!session.loggedIn) return { kind: 'redirect', to: LOGIN_PATH };
  // The server answers 403 to everything else until the password is changed (docs/api.md).
  if (session.mustChangePassword === true) {
    return normalized === FIRST_PASSWORD_PATH
      ? { kind: 'allow' }
      : { kind: 'redirect', to: FIRST_PASSWORD_PATH };
  }
  if (normalized === FIRST_PASSWORD_PATH) return { kind: 'redirect', to: DASHBOARD_BASE };
  if (session.onboardingCompleted === false) {
    return normalized === ONBOARDING_PATH
      ? { kind: 'allow' }
      : { kind: 'redirect', to: ONBOARDING_PATH };
  }
  if (normalized === ONBOARDING_PATH && session.onboardingCompleted === true) {
    return { kind: 'redirect', to: DASHBOARD_BASE };
  }
  if (isOwnerOnlyPath(normalized) && !isOwner(session.role)) return { kind: 'forbidden' };
  return { kind: 'allow' };
}

/** Where to go after signing in: back to the page that sent the user to login, if it was safe. */
export function returnPathAfterLogin(from: string | null | undefined): string {
  if (!from || !from.startsWith('/') || from.startsWith('//')) return DASHBOARD_BASE;
  const normalized = normalizePath(from);
  if (normalized === LOGIN_PATH || isPublicPath(normalized)) return DASHBOARD_BASE;
  return from;
}
