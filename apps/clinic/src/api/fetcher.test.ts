import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from './api-test-stubs';

/*
 * The fetcher in node: a Map stands in for localStorage, a stub for fetch. What matters is
 * spec 1 §4: concurrent 401s share ONE refresh and retry once; a failed refresh ends the session.
 */
const storage = new MemoryStorage();
vi.stubGlobal('window', {
  localStorage: storage,
  sessionStorage: new MemoryStorage(),
  addEventListener: () => {},
  removeEventListener: () => {},
  location: { assign: () => {} },
});

const { request, setSessionExpiredHandler } = await import('./fetcher');
const { saveSession, getSession } = await import('../session/session');
const { ApiError } = await import('./error');
const { peekSignedOutReason } = await import('../session/signed-out-reason');

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function token(sub: string) {
  const payload = Buffer.from(JSON.stringify({ sub, auth: 'ROLE_OWNER' })).toString('base64url');
  return `h.${payload}.s`;
}

describe('fetcher', () => {
  beforeEach(() => {
    saveSession({ idToken: token('old'), refreshToken: 'r1', onboardingCompleted: true });
  });

  it('sends the bearer token and the locale, and reads JSON', async () => {
    storage.setItem('locale', 'en');
    const fetchMock = vi.fn(async () => json(200, { ok: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(request('/api2/account')).resolves.toEqual({ ok: 1 });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe(`Bearer ${token('old')}`);
    expect(headers['Accept-Language']).toBe('en');
  });

  it('refreshes once for concurrent 401s, then retries each request once', async () => {
    let refreshes = 0;
    const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      if (url.endsWith('/api2/token/refresh')) {
        refreshes += 1;
        expect(headers.refreshToken).toBe('r1');
        await new Promise((r) => setTimeout(r, 10));
        return json(200, { id_token: token('new'), refresh_token: 'r2' });
      }
      return headers.Authorization === `Bearer ${token('new')}`
        ? json(200, { url })
        : json(401, { status: 401, title: 'Unauthorized', detail: 'expired' });
    });
    vi.stubGlobal('fetch', fetchMock);
    const answers = await Promise.all([request('/api2/a'), request('/api2/b'), request('/api2/c')]);
    expect(answers).toEqual([{ url: '/api2/a' }, { url: '/api2/b' }, { url: '/api2/c' }]);
    expect(refreshes).toBe(1);
    expect(getSession()?.refreshToken).toBe('r2');
    expect(fetchMock).toHaveBeenCalledTimes(7);
  });

  it('a failed refresh clears the session and reports the expiry', async () => {
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith('/api2/token/refresh')
          ? json(401, {})
          : json(401, { status: 401, detail: 'expired' }),
      ),
    );
    await expect(request('/api2/account')).rejects.toBeInstanceOf(ApiError);
    expect(getSession()).toBeNull();
    expect(expired).toHaveBeenCalledOnce();
    // The sign-in page tells the person why (a deactivated account, say).
    expect(peekSignedOutReason()).toBe('expired');
  });

  it('surfaces the server detail on failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(400, { status: 400, title: 'Bad', detail: 'Email sudah dipakai' })),
    );
    const error = (await request('/api2/register', { method: 'POST', body: {}, auth: false }).catch(
      (e: unknown) => e,
    )) as InstanceType<typeof ApiError>;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.detail).toBe('Email sudah dipakai');
    expect(error.status).toBe(400);
  });

  it('sends strings as text/plain', async () => {
    const fetchMock = vi.fn(async () => json(200, {}));
    vi.stubGlobal('fetch', fetchMock);
    await request('/api2/account/reset-password/init', {
      method: 'POST',
      body: 'a@b.co',
      auth: false,
    });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('text/plain');
    expect(init.body).toBe('a@b.co');
  });
});
