import type { Role } from './roles';
import { isOwner, isPractitioner } from './roles';

/**
 * The owner and staff read every practitioner's weekly schedule; a doctor or beautician reads
 * only their own (docs/api.md, "Schedules").
 */
export function canReadSchedule(role: Role, practitionerId: string, selfId: string): boolean {
  return !isPractitioner(role) || practitionerId === selfId;
}

/** The owner saves any practitioner's schedule, a doctor or beautician their own; staff none. */
export function canSaveSchedule(role: Role, practitionerId: string, selfId: string): boolean {
  if (isOwner(role)) return true;
  return isPractitioner(role) && practitionerId === selfId;
}
