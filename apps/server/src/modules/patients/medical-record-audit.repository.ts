import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  medicalRecordAudit,
  type MedicalRecordAuditAction,
  type MedicalRecordChanges,
} from '../../db/schema/index';

export interface MedicalRecordAuditEntry {
  businessId: string;
  patientId: string;
  visitId?: string | null;
  actorId: string | null;
  action: MedicalRecordAuditAction;
  changes: MedicalRecordChanges;
}

export type MedicalRecordAuditRow = typeof medicalRecordAudit.$inferSelect;

/**
 * The medical records' audit trail: written in the transaction of the change it records (pass
 * the transaction's repositories), read per patient, oldest first.
 */
export function createMedicalRecordAuditRepository(db: Database) {
  return {
    async record(entry: MedicalRecordAuditEntry): Promise<void> {
      await db.insert(medicalRecordAudit).values({ ...entry, visitId: entry.visitId ?? null });
    },

    async listForPatient(businessId: string, patientId: string): Promise<MedicalRecordAuditRow[]> {
      return db
        .select()
        .from(medicalRecordAudit)
        .where(
          and(
            eq(medicalRecordAudit.businessId, businessId),
            eq(medicalRecordAudit.patientId, patientId),
          ),
        )
        .orderBy(asc(medicalRecordAudit.at), asc(medicalRecordAudit.id));
    },
  };
}
export type MedicalRecordAuditRepository = ReturnType<typeof createMedicalRecordAuditRepository>;
