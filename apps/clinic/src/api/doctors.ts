import useSWR from 'swr';
import type { Role } from '@praktik/domain/access/roles';
import { request } from './fetcher';
import { keys } from './keys';

/** A practitioner of the clinic (ROLE_DOCTOR, ROLE_BEAUTICIAN), as `GET /dashboard/doctors` answers. */
export interface Doctor {
  id: string;
  name: string;
  role: Role;
}

export async function listDoctors(): Promise<Doctor[]> {
  return (await request<{ data: Doctor[] }>('/api2/dashboard/doctors')).data;
}

/** The clinic's practitioners by name (the start-visit modal's doctor choice). */
export function useDoctors(enabled = true) {
  return useSWR(enabled ? keys.doctors() : null, listDoctors);
}
