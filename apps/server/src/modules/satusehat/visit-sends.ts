import type { Repositories } from '../../composition/repositories';
import type { Tenant } from '../../plugins/tenancy';

/**
 * The visit's sends (docs/api.md, "SATUSEHAT": what is sent, and when), written inside the visit's
 * transaction. Each answers the ids written, for the caller to queue once it committed; a clinic
 * without a SATUSEHAT link writes nothing.
 */

/** Visit start: the patient's IHS lookup (when not known yet) and the Encounter. */
export async function writeVisitStartSends(
  tx: Repositories,
  tenant: Tenant,
  visit: { id: string; patientId: string },
): Promise<string[]> {
  if (!(await tx.satuSehatSends.clinicIsLinked(tenant.businessId))) return [];
  const patient = await tx.patients.findPatient(tenant.businessId, visit.patientId);
  const patientIhs = patient?.satuSehatPatientId ?? null;
  const base = { businessId: tenant.businessId, visitId: visit.id, patientId: visit.patientId };
  return tx.satuSehatSends.insertSends(
    [
      ...(patientIhs ? [] : [{ ...base, kind: 'PATIENT_LOOKUP' as const, position: null }]),
      { ...base, kind: 'ENCOUNTER_START', position: null },
    ],
    tenant.userId,
  );
}

/** Assessment save: one CONDITION per diagnosis position not queued before for the visit. */
export async function writeConditionSends(
  tx: Repositories,
  tenant: Tenant,
  visit: { id: string; patientId: string },
  diagnosisCount: number,
): Promise<string[]> {
  if (diagnosisCount === 0) return [];
  if (!(await tx.satuSehatSends.clinicIsLinked(tenant.businessId))) return [];
  const queued = new Set(await tx.satuSehatSends.conditionPositions(visit.id));
  const positions = Array.from({ length: diagnosisCount }, (_, index) => index + 1).filter(
    (position) => !queued.has(position),
  );
  return tx.satuSehatSends.insertSends(
    positions.map((position) => ({
      businessId: tenant.businessId,
      visitId: visit.id,
      patientId: visit.patientId,
      kind: 'CONDITION' as const,
      position,
    })),
    tenant.userId,
  );
}

/** Visit end: the Encounter finished. */
export async function writeVisitFinishSends(
  tx: Repositories,
  tenant: Tenant,
  visit: { id: string; patientId: string },
): Promise<string[]> {
  if (!(await tx.satuSehatSends.clinicIsLinked(tenant.businessId))) return [];
  return tx.satuSehatSends.insertSends(
    [
      {
        businessId: tenant.businessId,
        visitId: visit.id,
        patientId: visit.patientId,
        kind: 'ENCOUNTER_FINISH',
        position: null,
      },
    ],
    tenant.userId,
  );
}
