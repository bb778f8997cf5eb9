import { isOwner, isPractitioner, type Role } from './roles';

/**
 * Issue 12 (docs/contracts.md, "Issue 12: staff and weekly schedules"): who may open and who may
 * change a practitioner's weekly schedule. The owner and staff open any practitioner's; a doctor
 * or beautician only their own. The owner edits any; a practitioner their own; staff only read.
 * The page asks these to decide what it shows; the server answers 403 by the same split.
 */

type MaybeRole = Role | null | undefined;
type MaybeId = string | number | null | undefined;

const isSelf = (selfId: MaybeId, practitionerId: MaybeId) =>
  selfId !== null &&
  selfId !== undefined &&
  practitionerId !== null &&
  practitionerId !== undefined &&
  String(selfId) === String(practitionerId);

export function canOpenPractitionerSchedule(
  role: MaybeRole,
  selfId: MaybeId,
  practitionerId: MaybeId,
): boolean {
  if (isOwner(role) || role === 'ROLE_STAFF') return true;
  return isPractitioner(role) && isSelf(selfId, practitionerId);
}

export function canEditPractitionerSchedule(
  role: MaybeRole,
  selfId: MaybeId,
  practitionerId: MaybeId,
): boolean {
  if (isOwner(role)) return true;
  return isPractitioner(role) && isSelf(selfId, practitionerId);
}
