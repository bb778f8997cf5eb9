import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  satuSehatIntegrations,
  satuSehatLocations,
  satuSehatOrganizations,
} from '../../db/schema/index';

export interface IntegrationRow {
  businessId: string;
  organizationId: string;
  clientKey: string;
  secretKeyEncrypted: string;
  organizationName: string | null;
  applicationName: string | null;
  status: string | null;
  verifiedAt: Date | null;
}

export type ResourceKind = 'organization' | 'location';
export type StoredResource = Record<string, unknown> & { resourceType: string; id: string };

const tables = { organization: satuSehatOrganizations, location: satuSehatLocations };

export function createSatuSehatRepository(db: Database) {
  return {
    async findIntegration(businessId: string): Promise<IntegrationRow | undefined> {
      const [row] = await db
        .select({
          businessId: satuSehatIntegrations.businessId,
          organizationId: satuSehatIntegrations.organizationId,
          clientKey: satuSehatIntegrations.clientKey,
          secretKeyEncrypted: satuSehatIntegrations.secretKeyEncrypted,
          organizationName: satuSehatIntegrations.organizationName,
          applicationName: satuSehatIntegrations.applicationName,
          status: satuSehatIntegrations.status,
          verifiedAt: satuSehatIntegrations.verifiedAt,
        })
        .from(satuSehatIntegrations)
        .where(eq(satuSehatIntegrations.businessId, businessId));
      return row;
    },

    async saveIntegration(row: IntegrationRow, userId: string): Promise<void> {
      const { businessId, ...values } = row;
      await db
        .insert(satuSehatIntegrations)
        .values({ ...row, createdBy: userId, updatedBy: userId })
        .onConflictDoUpdate({
          target: satuSehatIntegrations.businessId,
          set: { ...values, updatedBy: userId },
        });
      void businessId;
    },

    async listResources(
      kind: ResourceKind,
      businessId: string,
      page: { page: number; size: number },
    ): Promise<{ rows: StoredResource[]; total: number }> {
      const table = tables[kind];
      const [rows, [counted]] = await Promise.all([
        db
          .select({ resource: table.resource })
          .from(table)
          .where(eq(table.businessId, businessId))
          .orderBy(asc(table.name), asc(table.resourceId))
          .limit(page.size)
          .offset((page.page - 1) * page.size),
        db.select({ total: count() }).from(table).where(eq(table.businessId, businessId)),
      ]);
      return {
        rows: rows.map((row) => row.resource as StoredResource),
        total: Number(counted?.total ?? 0),
      };
    },

    async findResource(
      kind: ResourceKind,
      businessId: string,
      resourceId: string,
    ): Promise<StoredResource | undefined> {
      const table = tables[kind];
      const [row] = await db
        .select({ resource: table.resource })
        .from(table)
        .where(and(eq(table.businessId, businessId), eq(table.resourceId, resourceId)));
      return row?.resource as StoredResource | undefined;
    },

    async saveResource(
      kind: ResourceKind,
      businessId: string,
      resource: StoredResource & { name: string },
      userId: string,
    ): Promise<void> {
      const table = tables[kind];
      await db
        .insert(table)
        .values({
          businessId,
          resourceId: resource.id,
          name: resource.name,
          resource,
          createdBy: userId,
          updatedBy: userId,
        })
        .onConflictDoUpdate({
          target: [table.businessId, table.resourceId],
          set: { name: resource.name, resource, updatedBy: userId },
        });
    },
  };
}
export type SatuSehatRepository = ReturnType<typeof createSatuSehatRepository>;
