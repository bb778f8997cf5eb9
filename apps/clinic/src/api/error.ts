/**
 * A failed call: the server's Problem (`{ status, title, detail, fieldErrors? }`,
 * docs/contracts.md) or a network failure (status 0). `detail` is already in the caller's language.
 */
export interface FieldError {
  field: string;
  message: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly title: string | undefined;
  readonly detail: string | undefined;
  readonly fieldErrors: FieldError[];
  /** The Problem's `code`, for answers the app must tell apart (`VISIT_ALREADY_ACTIVE`). */
  readonly code: string | undefined;
  /** The whole answer, for the few Problems that carry more (the active visit's ids). */
  readonly body: Readonly<Record<string, unknown>>;

  constructor(init: {
    status: number;
    title?: string;
    detail?: string;
    fieldErrors?: FieldError[];
    code?: string;
    body?: Record<string, unknown>;
  }) {
    super(init.detail ?? init.title ?? `HTTP ${init.status}`);
    this.name = 'ApiError';
    this.status = init.status;
    this.title = init.title;
    this.detail = init.detail;
    this.fieldErrors = init.fieldErrors ?? [];
    this.code = init.code;
    this.body = init.body ?? {};
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Builds an ApiError from whatever body a failed answer carried. */
export function problemToError(status: number, body: unknown): ApiError {
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    return new ApiError({
      status,
      title: typeof b.title === 'string' ? b.title : undefined,
      detail: typeof b.detail === 'string' && b.detail ? b.detail : undefined,
      fieldErrors: Array.isArray(b.fieldErrors) ? (b.fieldErrors as FieldError[]) : undefined,
      code: typeof b.code === 'string' ? b.code : undefined,
      body: b,
    });
  }
  return new ApiError({ status });
}
