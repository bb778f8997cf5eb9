import { z } from 'zod';

// Any 8-4-4-4-12 hex id in either case, as PostgreSQL's uuid type reads it (z.uuid() would also
// demand a version and variant that seeded and imported ids need not have).
const uuidSchema = z.guid();

/** Ids are UUIDs here: anything else names no row (and must not reach a uuid comparison). */
export function isUuid(id: string): boolean {
  return uuidSchema.safeParse(id).success;
}
