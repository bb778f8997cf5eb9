import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * A route's answers written by fast-json-stringify from the JSON schema of its zod response
 * schema, instead of fastify-type-provider-zod's zod check of every answer before
 * JSON.stringify. For the list routes, whose answers are rows the server built itself and
 * TypeScript already holds to the schema: checking 50 rows a call again was a large share of
 * their CPU. Like the zod check, only the schema's properties are written.
 */
export const fastResponseSerializer = ({ schema }: { schema: unknown }) =>
  fastJson(z.toJSONSchema(schema as z.ZodType, { io: 'output', target: 'draft-7' }) as object);
