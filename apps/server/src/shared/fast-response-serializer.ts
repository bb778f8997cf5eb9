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

/** The JSON schema without its `required` lists, at every depth. */
function withoutRequired(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutRequired);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key, value]) => !(key === 'required' && Array.isArray(value)))
      .map(([key, value]) => [key, withoutRequired(value)]),
  );
}

/**
 * As `fastResponseSerializer`, with every property written in the schema's order, as the zod
 * check before JSON.stringify wrote them: fast-json-stringify writes an object's required
 * properties first, which moves optional ones that sit between required ones (a payment line's
 * discount fields, which only some roles get). For answers that must stay byte for byte what
 * they were. TypeScript holds the answers to the schema; a property left undefined is left out.
 */
export const schemaOrderResponseSerializer = ({ schema }: { schema: unknown }) =>
  fastJson(
    withoutRequired(
      z.toJSONSchema(schema as z.ZodType, { io: 'output', target: 'draft-7' }),
    ) as object,
  );
