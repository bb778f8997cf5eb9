import { roleFromAuthClaim, type Role } from '@praktik/domain/access/roles';
import type { SessionView } from '@praktik/domain/access/route-access';
import { useSession, type Session } from '../session/session';

export interface AppSession extends SessionView {
  session: Session | null;
  role: Role | null;
}

/** The session as the domain's access rules read it. */
export function useAppSession(): AppSession {
  const session = useSession();
  return {
    session,
    loggedIn: !!session?.idToken,
    role: roleFromAuthClaim(session?.role),
    onboardingCompleted: session ? session.onboardingCompleted : null,
  };
}

/** Dashboard calls need a finished onboarding (the server answers 403 before). */
export function canReadClinic(view: SessionView): boolean {
  return view.loggedIn && view.onboardingCompleted === true;
}
