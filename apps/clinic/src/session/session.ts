import { useSyncExternalStore } from 'react';
import { readClaims } from './jwt';

/**
 * The signed-in session (spec 1 §3 "User session"): kept in localStorage so a reload keeps the
 * user signed in. Logged in means an id token exists (spec 1 §2.1); the role is the token's
 * `auth` claim.
 */
export interface StoredSession {
  idToken: string;
  refreshToken: string | null;
  onboardingCompleted: boolean | null;
}

export interface Session extends StoredSession {
  role: string | null;
  userId: string | null;
  /**
   * The clinic the id token names (its `bid` claim), or null in a token issued before the
   * clinic existed (onboarding): known at once after sign-in, before any call answers.
   */
  businessId: string | null;
  /** The id token says the password must be changed before anything else. */
  mustChangePassword: boolean;
}

const KEYS = {
  idToken: 'id_token',
  refreshToken: 'refresh_token',
  onboardingCompleted: 'onboardingCompleted',
} as const;

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: { raw: string; session: Session | null } | null = null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readRaw(): string {
  const s = storage();
  if (!s) return '';
  return [KEYS.idToken, KEYS.refreshToken, KEYS.onboardingCompleted]
    .map((k) => s.getItem(k) ?? '')
    .join('\u0000');
}

function build(): Session | null {
  const s = storage();
  const idToken = s?.getItem(KEYS.idToken);
  if (!idToken) return null;
  const onb = s?.getItem(KEYS.onboardingCompleted);
  const claims = readClaims(idToken);
  return {
    idToken,
    refreshToken: s?.getItem(KEYS.refreshToken) ?? null,
    onboardingCompleted: onb === 'true' ? true : onb === 'false' ? false : (claims.onb ?? null),
    role: claims.auth ?? null,
    userId: claims.sub ?? null,
    businessId: claims.bid != null && claims.bid !== '' ? String(claims.bid) : null,
    mustChangePassword: claims.pwd_change === true,
  };
}

/** The current session; the same object until storage changes (useSyncExternalStore needs that). */
export function getSession(): Session | null {
  const raw = readRaw();
  if (!cached || cached.raw !== raw) cached = { raw, session: build() };
  return cached.session;
}

function notify() {
  listeners.forEach((l) => l());
}

export function saveSession(next: {
  idToken: string;
  refreshToken?: string | null;
  onboardingCompleted?: boolean | null;
}): void {
  const s = storage();
  if (!s) return;
  s.setItem(KEYS.idToken, next.idToken);
  if (next.refreshToken !== undefined) {
    if (next.refreshToken) s.setItem(KEYS.refreshToken, next.refreshToken);
    else s.removeItem(KEYS.refreshToken);
  }
  if (next.onboardingCompleted !== undefined && next.onboardingCompleted !== null) {
    s.setItem(KEYS.onboardingCompleted, String(next.onboardingCompleted));
  }
  notify();
}

export function setOnboardingCompleted(done: boolean): void {
  storage()?.setItem(KEYS.onboardingCompleted, String(done));
  notify();
}

export function clearSession(): void {
  const s = storage();
  if (s) Object.values(KEYS).forEach((k) => s.removeItem(k));
  notify();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab logging in or out changes this tab's session too.
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || (Object.values(KEYS) as string[]).includes(e.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, () => null);
}
