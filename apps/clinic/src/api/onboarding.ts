import useSWR from 'swr';
import { request, requestWithResponse } from './fetcher';
import { keys } from './keys';

export interface CatalogueEntry {
  id: string | number;
  name: string;
}

export interface OnboardingRequest {
  phoneNumber: string;
  address: string;
  dateOfBirth: string;
  gender: string;
  businessName: string;
  businessAddress: string;
  businessTypeId: string | number;
  serviceIds: Array<string | number>;
}

export function useBusinessTypes() {
  return useSWR(keys.businessTypes(), () =>
    request<CatalogueEntry[]>('/api2/onboarding/business-types'),
  );
}

export function useServices(enabled = true) {
  return useSWR(enabled ? keys.services() : null, () =>
    request<CatalogueEntry[]>('/api2/onboarding/services'),
  );
}

/** Spec 1 §4: the wizard moves on only on 200 or 201; the status is answered for that. */
export async function completeOnboarding(input: OnboardingRequest) {
  const res = await requestWithResponse<{ businessId: string | number }>('/api2/onboarding', {
    method: 'POST',
    body: input,
  });
  return { status: res.status, businessId: res.data?.businessId };
}
