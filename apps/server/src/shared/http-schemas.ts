import { z } from 'zod';
import { problemSchema } from '@praktik/domain/http/problem';

/** The `{}` the API answers for calls that only succeed or fail. */
export const emptyResponseSchema = z.object({});

type ProblemStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

/** Response schemas for the failures a route can answer, all the same `Problem` shape. */
export function problemResponses<const S extends readonly ProblemStatus[]>(...statuses: S) {
  return Object.fromEntries(statuses.map((status) => [status, problemSchema])) as Record<
    S[number],
    typeof problemSchema
  >;
}

/** OpenAPI: routes that need `Authorization: Bearer <id_token>`. */
export const bearerSecurity = [{ bearerAuth: [] }];

/** OpenAPI: routes anyone may call (the lint's `security-defined` wants this said, not implied). */
export const publicAccess: [] = [];
