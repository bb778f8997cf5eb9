import type { FastifyError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * The body validated against the schema this caller needs (a doctor's assessment makes anamnesis
 * and examination required; a cashier's payment needs a method): a refusal is the same 400 as the
 * route schema's own, field by field.
 */
export function validateFor(schema: z.ZodType, body: unknown, url: string): void {
  const result = validatorCompiler({ schema, method: 'POST', url, httpPart: 'body' })(body) as {
    error?: unknown;
  };
  if (!result.error) return;
  const error = new Error(`body does not match the schema of ${url}`) as FastifyError;
  error.statusCode = 400;
  error.code = 'FST_ERR_VALIDATION';
  error.validation = result.error as FastifyError['validation'];
  error.validationContext = 'body';
  throw error;
}
