import { isPractitioner, type Role } from '../access/roles';
import type { VisitStatus } from '../visits/status';

/**
 * A visit takes or gives back a package visit only while its bill is open (ACTIVE or
 * WAITING_PAYMENT; docs/api.md, "Patient packages"). A BOOKED reservation keeps the choice in the
 * app until the visit starts (spec 2 §4); DONE and CANCELLED visits are closed.
 */
export const PACKAGE_USE_STATUSES = [
  'ACTIVE',
  'WAITING_PAYMENT',
] as const satisfies readonly VisitStatus[];

export interface PackageUseState {
  visitStatus: VisitStatus;
  /** The patient package was released (no more uses or undos). */
  released: boolean;
  remainingVisits: number;
  /** The package already has a live use on this visit. */
  usedHere: boolean;
}

/** Why a use or an undo is refused; each is the `errors.<reason>` the server answers with 409. */
export type PackageUseRefusal =
  | 'statusNotAllowed'
  | 'packageReleased'
  | 'packageExhausted'
  | 'packageAlreadyUsedHere'
  | 'packageNotUsedHere';

function isOpenVisit(status: VisitStatus): boolean {
  return (PACKAGE_USE_STATUSES as readonly VisitStatus[]).includes(status);
}

/** The first reason a use of the package on this visit is refused, or null when it may be used. */
export function packageUseRefusal(state: PackageUseState): PackageUseRefusal | null {
  if (!isOpenVisit(state.visitStatus)) return 'statusNotAllowed';
  if (state.released) return 'packageReleased';
  if (state.usedHere) return 'packageAlreadyUsedHere';
  if (state.remainingVisits <= 0) return 'packageExhausted';
  return null;
}

export function canUsePackage(state: PackageUseState): boolean {
  return packageUseRefusal(state) === null;
}

/** The first reason the visit's use of the package cannot be undone, or null when it can. */
export function packageUndoRefusal(state: PackageUseState): PackageUseRefusal | null {
  if (!isOpenVisit(state.visitStatus)) return 'statusNotAllowed';
  if (state.released) return 'packageReleased';
  if (!state.usedHere) return 'packageNotUsedHere';
  return null;
}

export function canUndoPackageUse(state: PackageUseState): boolean {
  return packageUndoRefusal(state) === null;
}

/**
 * Spec 2 §4: on a BOOKED reservation the chosen packages stay in the app and are used once the
 * visit has started; only a package that could be used then may be chosen.
 */
export function canChoosePackageBeforeStart(
  visitStatus: VisitStatus,
  pkg: { released: boolean; remainingVisits: number },
): boolean {
  return visitStatus === 'BOOKED' && !pkg.released && pkg.remainingVisits > 0;
}

/** Releasing a package is the front desk's (owner, staff), not a practitioner's. */
export function canReleasePackage(role: Role | null | undefined): boolean {
  return role != null && !isPractitioner(role);
}
