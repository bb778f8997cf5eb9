import { clearSession, getSession, saveSession } from '../session/session';
import { rememberSignedOutReason } from '../session/signed-out-reason';
import { readStoredLocale } from '../intl/locale';
import { ApiError, problemToError } from './error';

/**
 * Base URL of the API. Empty means "same origin" (the server serves the built app, and vite's
 * dev server proxies /api2 and /files). VITE_API_BASE points the app at another deployment.
 */
export const API_BASE: string = (import.meta.env.VITE_API_BASE as string | undefined) ?? '';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON body (objects) or a plain-text body (strings, sent as text/plain). */
  body?: unknown;
  headers?: Record<string, string>;
  /** Send the bearer token and refresh it on 401. Default true. */
  auth?: boolean;
  signal?: AbortSignal;
  /** Read a successful body as a Blob (a PDF download) rather than text or JSON. */
  asBlob?: boolean;
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

let onSessionExpired: () => void = () => {
  window.location.assign('/login');
};

/** The app registers a router-aware handler so an expired session navigates client-side. */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

let refreshing: Promise<boolean> | null = null;

interface TokenPair {
  id_token: string;
  refresh_token?: string;
}

async function refreshTokens(): Promise<boolean> {
  const refreshToken = getSession()?.refreshToken;
  if (!refreshToken) return false;
  try {
    const res = await fetch(`${API_BASE}/api2/token/refresh`, {
      method: 'GET',
      headers: { refreshToken, Accept: 'application/json', 'Accept-Language': readStoredLocale() },
    });
    if (!res.ok) return false;
    const pair = (await res.json()) as TokenPair;
    if (!pair.id_token) return false;
    saveSession({ idToken: pair.id_token, refreshToken: pair.refresh_token ?? refreshToken });
    return true;
  } catch {
    return false;
  }
}

/**
 * One refresh for everyone (spec 1 §4): requests failing with 401 at the same time wait for the
 * same refresh, then retry once. The refresh token rotates on use, so a second refresh with the
 * old token would fail and end the session.
 */
export function refreshSession(): Promise<boolean> {
  if (!refreshing) {
    refreshing = refreshTokens().finally(() => {
      refreshing = null;
    });
  }
  return refreshing;
}

/** `reason`: the server's 401 detail, for the sign-in page to say why the session ended. */
function expireSession(reason: string | undefined) {
  if (reason) rememberSignedOutReason(reason);
  clearSession();
  onSessionExpired();
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text();
  if (!text) return undefined;
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function send(path: string, options: RequestOptions, idToken: string | null): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': readStoredLocale(),
    ...options.headers,
  };
  let body: BodyInit | undefined;
  if (typeof options.body === 'string') {
    headers['Content-Type'] ??= 'text/plain';
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] ??= 'application/json';
    body = JSON.stringify(options.body);
  }
  if (idToken) headers.Authorization = `Bearer ${idToken}`;
  const url = /^https?:\/\//.test(path) ? path : `${API_BASE}${path}`;
  return fetch(url, { method: options.method ?? 'GET', headers, body, signal: options.signal });
}

export async function requestWithResponse<T>(
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const useAuth = options.auth ?? true;
  const tokenUsed = useAuth ? (getSession()?.idToken ?? null) : null;
  let res: Response;
  try {
    res = await send(path, options, tokenUsed);
    if (res.status === 401 && tokenUsed) {
      // Another request may already have refreshed: then only retry with the new token.
      const current = getSession()?.idToken ?? null;
      const ok = current && current !== tokenUsed ? true : await refreshSession();
      if (!ok) {
        const error = problemToError(401, await readBody(res));
        expireSession(error.detail);
        throw error;
      }
      res = await send(path, options, getSession()?.idToken ?? null);
      if (res.status === 401) {
        expireSession(problemToError(401, await readBody(res.clone())).detail);
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ status: 0 });
  }
  if (res.ok && options.asBlob)
    return { data: (await res.blob()) as T, status: res.status, headers: res.headers };
  const data = await readBody(res);
  if (!res.ok) throw problemToError(res.status, data);
  return { data: data as T, status: res.status, headers: res.headers };
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await requestWithResponse<T>(path, options)).data;
}
