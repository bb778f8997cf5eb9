import useSWR from 'swr';
import { request } from './fetcher';
import { keys } from './keys';
import { clearSession, getSession, saveSession } from '../session/session';

export interface Account {
  id: string | number;
  firstName: string;
  email: string;
  imageUrl: string | null;
  langKey: string;
  onboardingCompleted: boolean;
  role: string | null;
  businessId: string | number | null;
  /** The account still has the password the owner gave it. */
  mustChangePassword?: boolean;
  /** The sign-in before this one (ISO 8601), null on the first (decision 0048). */
  previousSignInAt: string | null;
}

export interface AuthenticateAnswer {
  id_token: string;
  refresh_token: string;
  onboardingCompleted: boolean;
}

/** Asks for the tokens; the session starts with `startSession` (app/use-sign-in.ts says when). */
export function authenticate(input: { email: string; password: string; rememberMe: boolean }) {
  return request<AuthenticateAnswer>('/api2/authenticate', {
    method: 'POST',
    body: input,
    auth: false,
  });
}

export function startSession(answer: AuthenticateAnswer): void {
  saveSession({
    idToken: answer.id_token,
    refreshToken: answer.refresh_token,
    onboardingCompleted: answer.onboardingCompleted,
  });
}

/** Revokes the refresh token on the server, then forgets the session whatever the answer. */
export async function logout(): Promise<void> {
  const refreshToken = getSession()?.refreshToken;
  try {
    if (refreshToken) {
      await request('/api2/logout', { method: 'POST', headers: { refreshToken }, auth: false });
    }
  } catch {
    // the session ends locally anyway
  } finally {
    clearSession();
  }
}

export function register(input: {
  firstName: string;
  email: string;
  password: string;
  langKey: string;
}) {
  return request<unknown>('/api2/register', { method: 'POST', body: input, auth: false });
}

export function activate(key: string) {
  return request<unknown>(`/api2/activate?key=${encodeURIComponent(key)}`, { auth: false });
}

/** The e-mail goes as a text/plain body (spec 1 §7). */
export function requestPasswordReset(email: string) {
  return request<unknown>('/api2/account/reset-password/init', {
    method: 'POST',
    body: email,
    headers: { 'Content-Type': 'text/plain' },
    auth: false,
  });
}

export function validateResetKey(key: string) {
  return request<{ valid: boolean }>(
    `/api2/account/reset-password/validate?key=${encodeURIComponent(key)}`,
    { auth: false },
  );
}

export function finishPasswordReset(input: { key: string; newPassword: string }) {
  return request<unknown>('/api2/account/reset-password/finish', {
    method: 'POST',
    body: input,
    auth: false,
  });
}

export function changePassword(input: { currentPassword: string; newPassword: string }) {
  return request<unknown>('/api2/account/change-password', { method: 'POST', body: input });
}

export function getAccount() {
  return request<Account>('/api2/account');
}

export function useAccount(enabled = true) {
  return useSWR(enabled ? keys.account() : null, getAccount);
}
