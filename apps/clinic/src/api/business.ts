import useSWR from 'swr';
import { request } from './fetcher';
import { keys } from './keys';
import type { BusinessSave } from '@praktik/domain/clinic/business.schema';
import type { OnlineBookingSettings } from '@praktik/domain/clinic/online-booking-settings.schema';
import type { QueueNumberingSettings } from '@praktik/domain/clinic/queue-numbering.schema';
import type { CatalogueEntry } from './onboarding';

export interface BusinessData {
  id: string | number;
  name: string;
  type: CatalogueEntry | null;
  businessTypeId: string | number | null;
  logo: string | null;
  mainPhoto: string | null;
  primaryColor: string | null;
  address: string;
  services: CatalogueEntry[];
  serviceIds: Array<string | number>;
  published: boolean;
  successReservationUrl: string | null;
  /** How patients reach the clinic: the booking mails' Reply-To and the number they print. */
  email: string | null;
  phoneNumber: string | null;
}

export function getBusiness() {
  return request<BusinessData>('/api2/dashboard/business');
}

export function useBusiness(enabled = true) {
  return useSWR(enabled ? keys.business() : null, getBusiness);
}

export function saveBusiness(input: BusinessSave) {
  return request<BusinessData>('/api2/dashboard/business', { method: 'POST', body: input });
}

const ONLINE_BOOKING = '/api2/dashboard/business/online-booking';

/** The owner's rules for unconfirmed online bookings (owner only). */
export function useOnlineBookingSettings() {
  return useSWR(keys.onlineBookingSettings(), () => request<OnlineBookingSettings>(ONLINE_BOOKING));
}

export function saveOnlineBookingSettings(input: OnlineBookingSettings) {
  return request<OnlineBookingSettings>(ONLINE_BOOKING, { method: 'PUT', body: input });
}

const QUEUE_NUMBERING = '/api2/dashboard/business/queue-numbering';

/** How the clinic numbers its day's queue (owner only). */
export function useQueueNumbering() {
  return useSWR(keys.queueNumbering(), () => request<QueueNumberingSettings>(QUEUE_NUMBERING));
}

export function saveQueueNumbering(input: QueueNumberingSettings) {
  return request<QueueNumberingSettings>(QUEUE_NUMBERING, { method: 'PUT', body: input });
}
