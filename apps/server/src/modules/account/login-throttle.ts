import type { LoginFailures } from './account.repository';

/** Failed sign-ins are counted over this sliding window. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Five failures for an e-mail from one address lock that address out of it for the window. */
export const LOGIN_FAILURE_LIMIT = 5;
/**
 * From this many failures for an e-mail from anywhere, each further attempt waits a delay that
 * doubles with every failure, up to LOGIN_DELAY_MAX_MS. Guessing from many addresses stays
 * slow, while the owner is never locked out for longer than the delay.
 */
export const LOGIN_FAILURES_BEFORE_DELAY = 10;
export const LOGIN_DELAY_MAX_MS = 60 * 1000;

export interface LoginRefusal {
  messageKey: 'errors.loginThrottled' | 'errors.loginDelayed';
  params: Record<string, number>;
  retryAfterSeconds: number;
}

const toSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Why a sign-in attempt must not even be checked now, given the e-mail's recent failures. */
export function loginRefusal(failures: LoginFailures, now: Date): LoginRefusal | null {
  const at = now.getTime();
  if (failures.fromAddress >= LOGIN_FAILURE_LIMIT) {
    const unlocksAt = (failures.oldestFromAddress ?? now).getTime() + LOGIN_FAILURE_WINDOW_MS;
    const seconds = toSeconds(unlocksAt - at);
    return {
      messageKey: 'errors.loginThrottled',
      params: { minutes: Math.ceil(seconds / 60) },
      retryAfterSeconds: seconds,
    };
  }
  const beyond = failures.fromAnywhere - LOGIN_FAILURES_BEFORE_DELAY;
  if (beyond >= 0 && failures.latest) {
    const delayMs = Math.min(1000 * 2 ** beyond, LOGIN_DELAY_MAX_MS);
    const waitMs = failures.latest.getTime() + delayMs - at;
    if (waitMs > 0) {
      const seconds = toSeconds(waitMs);
      return { messageKey: 'errors.loginDelayed', params: { seconds }, retryAfterSeconds: seconds };
    }
  }
  return null;
}
