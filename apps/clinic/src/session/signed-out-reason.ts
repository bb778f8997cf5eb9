/**
 * Why the server ended this tab's session (its 401 `detail`, already in the user's language: a
 * deactivated account, a password changed elsewhere), kept until the sign-in page shows it.
 * sessionStorage, not navigation state: the access gate's own redirect to the sign-in page
 * may come first and carries no state.
 */
const KEY = 'signed_out_reason';

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function rememberSignedOutReason(reason: string): void {
  tabStorage()?.setItem(KEY, reason);
}

/** The reason, if one waits (read during render: React may call it twice). */
export function peekSignedOutReason(): string | null {
  return tabStorage()?.getItem(KEY) ?? null;
}

/** Once the sign-in page showed it: a later visit of the page starts clean. */
export function forgetSignedOutReason(): void {
  tabStorage()?.removeItem(KEY);
}
