import {
  SEND_KINDS,
  type PatientSatuSehatLink,
  type SatuSehatSend,
  type VisitSatuSehatLink,
} from '@praktik/domain/satusehat/send-log.schema';
import type { Repositories } from '../../composition/repositories';
import type { Translator } from '../../intl/i18n';
import type { Tenant } from '../../plugins/tenancy';
import { ConflictError, NotFoundError } from '../../shared/errors';
import type { SendRow } from './satusehat-sends.repository';

/** Where written sends go once their transaction committed (the pg-boss queue, or nowhere). */
export interface SendQueue {
  /** Never throws and never waits on the platform: the desk's answer does not depend on it. */
  enqueue(sendIds: readonly string[]): void;
}
export const NO_SEND_QUEUE: SendQueue = { enqueue: () => {} };

/** Our own refusals are kept as a text key and translated when the log is read. */
export const OWN_REASON_PREFIX = 'i18n:';

/** Oldest first; rows written together in the order a visit makes them (lookup, Encounter, ...). */
const inSendOrder = (a: SendRow, b: SendRow) =>
  a.createdAt.getTime() - b.createdAt.getTime() ||
  SEND_KINDS.indexOf(a.kind) - SEND_KINDS.indexOf(b.kind) ||
  (a.position ?? 0) - (b.position ?? 0);

function sendViewOf(row: SendRow, t: Translator): SatuSehatSend {
  const lastError =
    row.lastError !== null && row.lastError.startsWith(OWN_REASON_PREFIX)
      ? t(row.lastError.slice(OWN_REASON_PREFIX.length))
      : row.lastError;
  return {
    id: row.id,
    visitId: row.visitId,
    kind: row.kind,
    position: row.position,
    status: row.status,
    attempts: row.attempts,
    lastError,
    resourceId: row.resourceId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
  };
}

/**
 * The visit's SATUSEHAT link: the owner's log of what was sent for a visit or a patient, and the
 * retry of a failed send.
 */
export function createSatuSehatSendService(repositories: Repositories, queue: () => SendQueue) {
  const sends = repositories.satuSehatSends;

  function linksOf(
    rows: SendRow[],
    visits: { id: string; satuSehatEncounterId: string | null }[],
    satuSehatPatientId: string | null,
    t: Translator,
  ): VisitSatuSehatLink[] {
    return visits.map((visit) => ({
      visitId: visit.id,
      satuSehatPatientId,
      satuSehatEncounterId: visit.satuSehatEncounterId,
      sends: rows
        .filter((row) => row.visitId === visit.id)
        .sort(inSendOrder)
        .map((row) => sendViewOf(row, t)),
    }));
  }

  return {
    async visitLink(tenant: Tenant, visitId: string, t: Translator): Promise<VisitSatuSehatLink> {
      const visit = await sends.findVisitLinkIds(tenant.businessId, visitId);
      if (!visit) throw new NotFoundError('errors.visitNotFound');
      const rows = await sends.listVisitSends(tenant.businessId, [visit.id]);
      const [link] = linksOf(rows, [visit], visit.satuSehatPatientId, t);
      return link!;
    },

    async patientLink(
      tenant: Tenant,
      patientId: string,
      t: Translator,
    ): Promise<PatientSatuSehatLink> {
      const found = await sends.findPatientLinkIds(tenant.businessId, patientId);
      if (!found) throw new NotFoundError('errors.patientNotFound');
      const rows = await sends.listVisitSends(
        tenant.businessId,
        found.visits.map((visit) => visit.id),
      );
      return {
        patientId,
        clinicLinked: await sends.clinicIsLinked(tenant.businessId),
        satuSehatPatientId: found.satuSehatPatientId,
        visits: linksOf(rows, found.visits, found.satuSehatPatientId, t),
      };
    },

    /** FAILED → PENDING, queued now; 409 for anything else, 404 for another clinic's. */
    async retry(tenant: Tenant, sendId: string, t: Translator): Promise<SatuSehatSend> {
      const found = await sends.findSend(tenant.businessId, sendId);
      if (!found) throw new NotFoundError('errors.satuSehatSendNotFound');
      const reopened = await sends.reopenFailed(tenant.businessId, sendId, tenant.userId);
      if (!reopened) throw new ConflictError('errors.satuSehatSendNotFailed');
      queue().enqueue([reopened.id]);
      return sendViewOf(reopened, t);
    },
  };
}
export type SatuSehatSendService = ReturnType<typeof createSatuSehatSendService>;
