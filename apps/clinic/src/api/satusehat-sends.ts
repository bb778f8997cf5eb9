import useSWR, { type ScopedMutator } from 'swr';
import {
  hasSendsUnderWay,
  patientSatuSehatLinkSchema,
  satuSehatSendSchema,
  visitSatuSehatLinkSchema,
  type PatientSatuSehatLink,
  type SatuSehatSend,
  type VisitSatuSehatLink,
} from '@praktik/domain/satusehat/send-log.schema';
import { request } from './fetcher';
import { keyFilters, keys } from './keys';

/*
 * The visit's link to SATUSEHAT (docs/api.md, "SATUSEHAT";
 * docs/decisions/0031-satusehat-send-queue.md): the owner reads a visit's or a patient's SATUSEHAT
 * ids and send log and retries a failed send. Answers are checked with the domain's schemas. Loaded
 * with the pages that show the log only.
 */

/**
 * While a log shown has a send on its way, it is read again this often, so "Menunggu" turns into
 * "Terkirim" (or a failure with its reason) without a reload: a send's first tries are seconds
 * apart.
 */
const SEND_LOG_REFRESH_MS = 5_000;

export const visitSatuSehatPath = (visitId: string) =>
  `/api2/dashboard/visits/${encodeURIComponent(visitId)}/satu-sehat`;
export const patientSatuSehatPath = (patientId: string) =>
  `/api2/dashboard/patients/${encodeURIComponent(patientId)}/satu-sehat`;
export const retrySendPath = (sendId: string) =>
  `/api2/dashboard/satu-sehat/sends/${encodeURIComponent(sendId)}/retry`;

export async function getVisitSatuSehat(visitId: string): Promise<VisitSatuSehatLink> {
  const answer = await request<{ data: unknown }>(visitSatuSehatPath(visitId));
  return visitSatuSehatLinkSchema.parse(answer.data);
}

export async function getPatientSatuSehat(patientId: string): Promise<PatientSatuSehatLink> {
  const answer = await request<{ data: unknown }>(patientSatuSehatPath(patientId));
  return patientSatuSehatLinkSchema.parse(answer.data);
}

/** A visit's link and log; nothing is fetched without an id (or for a role that may not read it). */
export function useVisitSatuSehat(visitId: string | null) {
  return useSWR(
    visitId ? keys.satusehatSends('visits', visitId) : null,
    ([, , id]) => getVisitSatuSehat(id),
    { refreshInterval: (link) => (link && hasSendsUnderWay(link.sends) ? SEND_LOG_REFRESH_MS : 0) },
  );
}

/** A patient's IHS number and every visit's link and log, newest visit first. */
export function usePatientSatuSehat(patientId: string | null) {
  return useSWR(
    patientId ? keys.satusehatSends('patients', patientId) : null,
    ([, , id]) => getPatientSatuSehat(id),
    {
      refreshInterval: (link) =>
        link && link.visits.some((visit) => hasSendsUnderWay(visit.sends))
          ? SEND_LOG_REFRESH_MS
          : 0,
    },
  );
}

/** Queues a FAILED send again now (202: the send, PENDING); 409 unless it failed. */
export async function retrySend(sendId: string): Promise<SatuSehatSend> {
  const answer = await request<{ data: unknown }>(retrySendPath(sendId), { method: 'POST' });
  return satuSehatSendSchema.parse(answer.data);
}

/** After a retry: every send log shown (the visit's and the patient's hold the same send). */
export function revalidateSatuSehatSends(mutate: ScopedMutator): Promise<unknown> {
  return mutate(keyFilters.satusehatSends);
}
