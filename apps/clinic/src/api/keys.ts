import type { Role } from '@praktik/domain/access/roles';

/**
 * Every SWR key of the app, led by the resource and holding every input of its fetcher
 * (ARCHITECTURE.md, house style). Mutations revalidate the keys they change.
 */
export const keys = {
  account: () => ['account'] as const,
  profile: () => ['profile'] as const,
  business: () => ['business'] as const,
  businessTypes: () => ['business-types'] as const,
  services: () => ['services'] as const,
  resetKey: (key: string) => ['reset-key', key] as const,
  activation: (key: string) => ['activation', key] as const,
  staffList: (query: { page: number; size: number; role: Role | null }) =>
    ['staff', query] as const,
  staffMember: (id: string) => ['staff-member', id] as const,
  // Issue 12: a practitioner's weekly schedule and the bookable slots of a week of it.
  doctorSchedule: (practitionerId: string) => ['doctor-schedule', practitionerId] as const,
  weekSlots: (practitionerId: string, firstDay: string, days: number, duration: number) =>
    ['available-slots', practitionerId, firstDay, days, duration] as const,
};
