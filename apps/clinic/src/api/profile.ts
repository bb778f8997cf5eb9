import useSWR from 'swr';
import { request } from './fetcher';
import { keys } from './keys';

export interface ProfileData {
  name: string;
  email: string;
  phoneNumber: string;
  dateOfBirth: string;
  gender: string;
  address: string;
  imageUrl: string | null;
}

export function useProfile() {
  return useSWR(
    keys.profile(),
    async () => (await request<{ data: ProfileData }>('/api2/dashboard/profile')).data,
  );
}

export async function saveProfile(input: ProfileData): Promise<ProfileData> {
  return (
    await request<{ data: ProfileData }>('/api2/dashboard/profile', { method: 'POST', body: input })
  ).data;
}
