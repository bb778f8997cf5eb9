import useSWR from 'swr';
import { isApiError } from './error';
import { request } from './fetcher';
import { keys } from './keys';

/** A SATUSEHAT location of the clinic (a room, a practice): what the start-visit modal offers. */
export interface ClinicLocation {
  id: string;
  name: string;
}

/**
 * The locations asked for at once. The SATUSEHAT list (spec 2 §7) pages like the organization
 * list, from page 1; a clinic has a handful of rooms, so one page of 100 holds them all.
 */
export const LOCATION_OPTIONS_QUERY = { page: '1', size: '100' } as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/**
 * The locations of a `GET /dashboard/satu-sehat/location` answer (spec 1 §3: `entry[]`, each with
 * a `resource` carrying id and name), also when the bundle comes inside `data`. Entries without
 * an id are skipped; a location without a name is shown by its id.
 */
export function locationsFromAnswer(body: unknown): ClinicLocation[] {
  const bundle = isRecord(body) && isRecord(body.data) ? body.data : body;
  const entries = isRecord(bundle) && Array.isArray(bundle.entry) ? bundle.entry : [];
  const out: ClinicLocation[] = [];
  for (const entry of entries as unknown[]) {
    const resource = isRecord(entry) ? entry.resource : undefined;
    if (!isRecord(resource)) continue;
    const id =
      typeof resource.id === 'string' || typeof resource.id === 'number' ? resource.id : '';
    if (String(id).trim() === '') continue;
    const name = typeof resource.name === 'string' && resource.name.trim() ? resource.name : '';
    out.push({ id: String(id), name: name || String(id) });
  }
  return out;
}

/**
 * The clinic's locations; none when the clinic has no SATUSEHAT link or the call is not there
 * (404) or fails: the location of a visit is optional (spec 1 §5), so a failure here must never
 * stop a visit from starting.
 */
export async function listLocationOptions(): Promise<ClinicLocation[]> {
  const search = new URLSearchParams(LOCATION_OPTIONS_QUERY).toString();
  try {
    return locationsFromAnswer(
      await request<unknown>(`/api2/dashboard/satu-sehat/location?${search}`),
    );
  } catch (error) {
    if (isApiError(error)) return [];
    throw error;
  }
}

export function useLocationOptions(enabled = true) {
  return useSWR(enabled ? keys.locationOptions(LOCATION_OPTIONS_QUERY) : null, listLocationOptions);
}
