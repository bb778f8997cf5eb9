/**
 * How the dashboard home greets the person signed in (decision 0048): a welcome on their first
 * sign-in, a welcome back once they have signed in before. `previousSignInAt` is the account's
 * sign-in before the current one (`GET /api2/account`), null when there was none; an account
 * not loaded yet (undefined) is greeted as neither, so no wrong greeting flashes first.
 */
export type HomeGreeting = 'welcome' | 'welcomeBack';

export function homeGreeting(previousSignInAt: string | null | undefined): HomeGreeting | null {
  if (previousSignInAt === undefined) return null;
  return previousSignInAt === null ? 'welcome' : 'welcomeBack';
}
