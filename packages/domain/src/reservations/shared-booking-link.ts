/**
 * A shared booking link (spec 1 §2.4): `/reservation-pasien?serviceId=&clinicId=`. The page reads
 * its target by this rule, and the server renders the page ahead by the same one, so both agree
 * on which links name a clinic.
 */
export interface SharedBookingTarget {
  serviceId: string;
  clinicId: string;
}

/** The link's service and clinic, or null when either is missing or blank. */
export function sharedBookingTargetOf(query: URLSearchParams): SharedBookingTarget | null {
  const serviceId = query.get('serviceId')?.trim();
  const clinicId = query.get('clinicId')?.trim();
  return serviceId && clinicId ? { serviceId, clinicId } : null;
}
