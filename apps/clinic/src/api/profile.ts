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

export interface SavedProfile {
  data: ProfileData;
  /** A new e-mail waiting for the link mailed to it; `data.email` is still the old one. */
  pendingEmail?: string;
}

export function saveProfile(input: ProfileData): Promise<SavedProfile> {
  return request<SavedProfile>('/api2/dashboard/profile', { method: 'POST', body: input });
}

/** Follows the link mailed to a new address: the account signs in with it from now on. */
export async function confirmEmailChange(token: string): Promise<{ email: string }> {
  return (
    await request<{ data: { email: string } }>('/api2/account/change-email/confirm', {
      method: 'POST',
      body: { token },
      auth: false,
    })
  ).data;
}
