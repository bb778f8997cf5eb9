/**
 * A failed call: the server's Problem (`{ status, title, detail, fieldErrors? }`,
 * docs/api.md) or a network failure (status 0). `detail` is already in the caller's language.
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
  /** The Problem's machine-readable `code` (e.g. `VISIT_ALREADY_ACTIVE`), when it has one. */
  readonly code: string | undefined;
  /** The Problem's other members (e.g. `activeVisitId`), for the dialogs that act on them. */
  readonly extensions: Readonly<Record<string, unknown>>;

  constructor(init: {
    status: number;
    title?: string;
    detail?: string;
    fieldErrors?: FieldError[];
    code?: string;
    extensions?: Record<string, unknown>;
  }) {
    super(init.detail ?? init.title ?? `HTTP ${init.status}`);
    this.name = 'ApiError';
    this.status = init.status;
    this.title = init.title;
    this.detail = init.detail;
    this.fieldErrors = init.fieldErrors ?? [];
    this.code = init.code;
    this.extensions = init.extensions ?? {};
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Builds an ApiError from whatever body a failed answer carried. */
export function problemToError(status: number, body: unknown): ApiError {
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    const { status: _s, title: _t, detail: _d, fieldErrors: _f, code, ...extensions } = b;
    return new ApiError({
      status,
      title: typeof b.title === 'string' ? b.title : undefined,
      detail: typeof b.detail === 'string' && b.detail ? b.detail : undefined,
      fieldErrors: Array.isArray(b.fieldErrors) ? (b.fieldErrors as FieldError[]) : undefined,
      code: typeof code === 'string' ? code : undefined,
      extensions,
    });
  }
  return new ApiError({ status });
}
