import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  type ZodFastifySchemaValidationError,
} from 'fastify-type-provider-zod';
import type { FieldError, Problem } from '@praktik/domain/http/problem';
import { translateValidationToken } from '@praktik/domain/intl/translate-issue';
import { isDatabaseUnavailable } from '../db/database-errors';
import {
  ConflictError,
  DomainError,
  PasswordChangeRequiredError,
  TooManyRequestsError,
  ValidationError,
  VisitAlreadyActiveError,
  type MessageParams,
} from '../shared/errors';
import {
  hasTranslation,
  languageFromHeader,
  translatorFor,
  type Language,
  type Translator,
} from '../intl/i18n';
import { MAX_JSON_DEPTH } from '../shared/json-depth';

/** What a 503 for an absent database asks the caller to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's language from Accept-Language (id or en; id by default). */
    readonly language: Language;
  }
}

export function problem(
  status: number,
  detail: string,
  fieldErrors?: FieldError[],
  code?: string,
): Problem {
  return {
    status,
    title: STATUS_CODES[status] ?? 'Error',
    detail,
    ...(fieldErrors && fieldErrors.length > 0 ? { fieldErrors } : {}),
    ...(code ? { code } : {}),
  };
}

/** Translates a server message key (`errors.*`) whose parameters may themselves be keys. */
export function translateMessage(t: Translator, key: string, params: MessageParams = {}): string {
  const options: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(params)) {
    options[name] = typeof value === 'string' && value.startsWith('fields.') ? t(value) : value;
  }
  return t(key, options);
}

export function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  messageKey: string,
  params: MessageParams = {},
): FastifyReply {
  const t = translatorFor(request.language);
  return reply
    .status(status)
    .type('application/json')
    .send(problem(status, translateMessage(t, messageKey, params)));
}

/** `/serviceIds/0` -> `serviceIds.0`; the root -> the part of the request that was wrong. */
function fieldName(error: ZodFastifySchemaValidationError, context: string | undefined): string {
  const path = error.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  return path || context || 'body';
}

function fieldLabel(t: Translator, field: string, language: Language): string {
  const last =
    field
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .pop() ?? field;
  const key = `fields.${last}`;
  return hasTranslation(key, language) ? t(key) : last;
}

function validationFieldErrors(
  request: FastifyRequest,
  errors: ZodFastifySchemaValidationError[],
  context: string | undefined,
): FieldError[] {
  const t = translatorFor(request.language);
  return errors.map((error) => {
    const field = fieldName(error, context);
    // Our own schemas carry message tokens; zod's stock messages (wrong type and the like) are
    // English sentences, so those get a translated generic text naming the field instead.
    const token = error.message ?? '';
    if (token.startsWith('validation.')) {
      return { field, message: translateValidationToken(token, t) };
    }
    const isMissingBody = error.instancePath === '/' && context === 'body' && request.body == null;
    const message = isMissingBody
      ? t('errors.bodyRequired')
      : t('errors.invalidValue', { field: fieldLabel(t, field, request.language) });
    return { field, message };
  });
}

/** The code of a JSON body nested deeper than the API takes (shared/json-depth.ts). */
export const JSON_TOO_DEEP = 'PRAKTIK_JSON_TOO_DEEP';

/** Fastify's own 4xx errors (body parsing, content type) as a translated problem. */
function frameworkProblemKey(error: FastifyError): {
  status: number;
  key: string;
  params?: MessageParams;
} {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, key: 'errors.malformedJson' };
    case JSON_TOO_DEEP:
      return { status: 400, key: 'errors.bodyTooDeep', params: { max: MAX_JSON_DEPTH } };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, key: 'errors.bodyRequired' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      // A wrong content type on the API is bad input (400), not 415 (docs/api.md, "Errors").
      return { status: 400, key: 'errors.unsupportedContentType', params: { contentType: '' } };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, key: 'errors.bodyTooLarge' };
    default:
      if (error instanceof SyntaxError) return { status: 400, key: 'errors.malformedJson' };
      return {
        status: error.statusCode ?? 500,
        key: error.statusCode === 404 ? 'errors.notFound' : 'errors.badRequest',
      };
  }
}

/**
 * What the router refuses before any hook runs: a path it cannot decode (broken UTF-8, such as
 * half of a surrogate pair) and a path segment longer than its `maxParamLength` (Fastify's own
 * answer is 414). Both are bad input, so both get the translated 400 every other bad input has.
 */
const ROUTER_REFUSALS: Record<string, string> = {
  FST_ERR_BAD_URL: 'errors.malformedUrl',
  FST_ERR_MAX_PARAM_LENGTH: 'errors.urlSegmentTooLong',
};

/** Passed as Fastify's `frameworkErrors` option: the router's refusals as translated problems. */
export function routerErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  // The router's request is made before plugins decorate requests: no `request.language`.
  const t = translatorFor(languageFromHeader(request.headers['accept-language']));
  const key = ROUTER_REFUSALS[error.code] ?? 'errors.internal';
  const status = key === 'errors.internal' ? 500 : 400;
  request.log.info({ code: error.code, status }, 'request refused by the router');
  return reply
    .status(status)
    .type('application/json')
    .send(problem(status, t(key)));
}

async function errorMappingPlugin(app: FastifyInstance) {
  app.decorateRequest('language', {
    getter(this: FastifyRequest) {
      return languageFromHeader(this.headers['accept-language']);
    },
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const t = translatorFor(request.language);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors = validationFieldErrors(request, error.validation, error.validationContext);
      return reply
        .status(400)
        .send(problem(400, fieldErrors[0]?.message ?? t('errors.badRequest'), fieldErrors));
    }

    if (error instanceof DomainError) {
      const detail = translateMessage(t, error.messageKey, error.params);
      if (error instanceof TooManyRequestsError && error.retryAfterSeconds) {
        void reply.header('retry-after', String(error.retryAfterSeconds));
      }
      const field =
        error instanceof ValidationError || error instanceof ConflictError
          ? error.field
          : undefined;
      const fieldErrors = field ? [{ field, message: detail }] : undefined;
      if (error instanceof VisitAlreadyActiveError) {
        return reply.status(error.status).send({
          ...problem(error.status, detail, fieldErrors, error.code),
          activeVisitId: error.activeVisitId,
          activeReservationId: error.activeReservationId,
        });
      }
      const code = error instanceof PasswordChangeRequiredError ? error.code : undefined;
      return reply.status(error.status).send(problem(error.status, detail, fieldErrors, code));
    }

    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, issues: error.cause.issues },
        'response does not match its schema',
      );
      return reply.status(500).send(problem(500, t('errors.internal')));
    }

    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const mapped = frameworkProblemKey(error);
      const params =
        mapped.key === 'errors.unsupportedContentType'
          ? { contentType: request.headers['content-type'] ?? '-' }
          : (mapped.params ?? {});
      request.log.info({ code: error.code, status: mapped.status }, 'request refused');
      return reply
        .status(mapped.status)
        .send(problem(mapped.status, translateMessage(t, mapped.key, params)));
    }

    if (isDatabaseUnavailable(error)) {
      // Not a bug: the database restarts, fails over or is cut off. The pool opens new
      // connections as soon as it answers again, so the caller may simply retry.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(problem(503, t('errors.databaseUnavailable')));
    }

    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(problem(500, t('errors.internal')));
  });
}

export default fp(errorMappingPlugin, { name: 'error-mapping' });
