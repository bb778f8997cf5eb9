import { asc, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { businessTypes, services } from '../../db/schema/index';

/** A business type or a service: what a clinic picks from at onboarding and in its profile. */
export interface ClinicChoice {
  id: string;
  name: string;
}

/**
 * The global lists of business types and services every clinic picks from (not clinic-owned;
 * not the clinic's own catalogue of items and packages, which is the catalogue module's).
 */
export function createClinicChoicesRepository(db: Database) {
  return {
    listBusinessTypes(): Promise<ClinicChoice[]> {
      return db
        .select({ id: businessTypes.id, name: businessTypes.name })
        .from(businessTypes)
        .orderBy(asc(businessTypes.sortOrder), asc(businessTypes.name));
    },
    listServices(): Promise<ClinicChoice[]> {
      return db
        .select({ id: services.id, name: services.name })
        .from(services)
        .orderBy(asc(services.sortOrder), asc(services.name));
    },
    async findBusinessTypes(ids: string[]): Promise<ClinicChoice[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: businessTypes.id, name: businessTypes.name })
        .from(businessTypes)
        .where(inArray(businessTypes.id, ids));
    },
    async findServices(ids: string[]): Promise<ClinicChoice[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: services.id, name: services.name })
        .from(services)
        .where(inArray(services.id, ids));
    },
    async countBusinessTypes(): Promise<number> {
      const rows = await db.select({ id: businessTypes.id }).from(businessTypes).limit(1);
      return rows.length;
    },
    async insertClinicChoices(types: string[], serviceNames: string[]): Promise<void> {
      await db
        .insert(businessTypes)
        .values(types.map((name, sortOrder) => ({ name, sortOrder })))
        .onConflictDoNothing();
      await db
        .insert(services)
        .values(serviceNames.map((name, sortOrder) => ({ name, sortOrder })))
        .onConflictDoNothing();
    },
  };
}
export type ClinicChoicesRepository = ReturnType<typeof createClinicChoicesRepository>;
