import { roleFromAuthClaim, type Role } from '@praktik/domain/access/roles';
import type { SessionView } from '@praktik/domain/access/route-access';
import { useAccount } from '../api/account';
import { useSession, type Session } from '../session/session';

export interface AppSession extends SessionView {
  session: Session | null;
  role: Role | null;
}

/** The session as the domain's access rules read it. */
export function useAppSession(): AppSession {
  const session = useSession();
  const loggedIn = !!session?.idToken;
  // The account may say so when the token does not (one issued before the owner's reset).
  const account = useAccount(loggedIn);
  return {
    session,
    loggedIn,
    role: roleFromAuthClaim(session?.role),
    onboardingCompleted: session ? session.onboardingCompleted : null,
    mustChangePassword:
      (session?.mustChangePassword ?? false) || account.data?.mustChangePassword === true,
  };
}

/**
 * Dashboard calls need a finished onboarding and a password of the account's own (the server
 * answers 403 before).
 */
export function canReadClinic(view: SessionView): boolean {
  return view.loggedIn && view.onboardingCompleted === true && view.mustChangePassword !== true;
}

/**
 * The signed-in user's clinic: the id token's, known at once after sign-in; the account's when
 * the token predates the clinic (issued before onboarding). Null until one of them says.
 */
export function useClinicId(): string | null {
  const session = useSession();
  const loggedIn = !!session?.idToken;
  const account = useAccount(loggedIn && !session?.businessId);
  if (session?.businessId) return session.businessId;
  return account.data?.businessId != null ? String(account.data.businessId) : null;
}
