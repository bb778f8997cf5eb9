import { vi } from 'vitest';

/*
 * The browser the api modules expect, for their unit tests in node: a Map stands in for
 * localStorage, and a fetch stub answers as the server would. Call stubBrowserWindow() before
 * importing a module that reads `window` when it loads (hence the tests' `await import`).
 */
export class MemoryStorage {
  private data = new Map<string, string>();
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, v);
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
}

export function stubBrowserWindow() {
  vi.stubGlobal('window', {
    localStorage: new MemoryStorage(),
    addEventListener: () => {},
    removeEventListener: () => {},
    location: { assign: () => {} },
  });
}

/** The server's JSON answer; a failing status is a problem document, as the server sends it. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' },
  });

/** An id token the session can read: signed by nobody, carrying the owner's claims. */
export function ownerIdToken(sub = 'u1') {
  const payload = Buffer.from(JSON.stringify({ sub, auth: 'ROLE_OWNER' })).toString('base64url');
  return `h.${payload}.s`;
}

/** What the app sent on the stub's first call: the url, the request and its JSON body. */
export const callOf = (fetchMock: ReturnType<typeof vi.fn>) => {
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  return { url, init, body: init.body ? JSON.parse(String(init.body)) : undefined };
};
