/**
 * Errors services throw. Each carries a message key (translated into the caller's language by
 * the error-mapping plugin) and its parameters; the plugin alone decides the HTTP status.
 */
export type MessageParams = Record<string, string | number>;

export abstract class DomainError extends Error {
  abstract readonly status: number;
  constructor(
    readonly messageKey: string,
    readonly params: MessageParams = {},
  ) {
    super(messageKey);
    this.name = new.target.name;
  }
}

/** Input that passed the schema but breaks a rule (taken e-mail, unknown key): 400. */
export class ValidationError extends DomainError {
  readonly status = 400;
  constructor(
    messageKey: string,
    params: MessageParams = {},
    /** Field the message belongs to, so forms can show it beside the input. */
    readonly field?: string,
  ) {
    super(messageKey, params);
  }
}

/** No or bad credentials: 401. */
export class UnauthorizedError extends DomainError {
  readonly status = 401;
}

/** Known caller without the right to do this: 403. */
export class ForbiddenError extends DomainError {
  readonly status = 403;
}

/**
 * The owner chose this account's password: every route but the account's own and the password
 * change answers 403 until the member has chosen theirs
 * (docs/decisions/0009-staff-accounts-first-password.md).
 */
export class PasswordChangeRequiredError extends ForbiddenError {
  readonly code = 'PASSWORD_CHANGE_REQUIRED';
  constructor() {
    super('errors.passwordChangeRequired');
  }
}

/** Missing, or belongs to another clinic (never say which): 404. */
export class NotFoundError extends DomainError {
  readonly status = 404;
}

/** The request clashes with what is stored (a taken e-mail): 409, naming the field when one is to blame. */
export class ConflictError extends DomainError {
  readonly status = 409;
  constructor(
    messageKey: string,
    params: MessageParams = {},
    readonly field?: string,
  ) {
    super(messageKey, params);
  }
}

/**
 * The patient already has an ACTIVE visit (spec 2 §4): the app's alert names it and offers to end
 * it and start (`endPreviousVisit`), so the answer carries the visit and its reservation.
 */
export class VisitAlreadyActiveError extends ConflictError {
  readonly code = 'VISIT_ALREADY_ACTIVE';
  constructor(
    /** Null only when two starts raced and this one lost (the other cannot be read then). */
    readonly activeVisitId: string | null,
    readonly activeReservationId: string | null,
  ) {
    super('errors.visitAlreadyActive');
  }
}

export class PayloadTooLargeError extends DomainError {
  readonly status = 413;
}

export class UnsupportedMediaTypeError extends DomainError {
  readonly status = 415;
}

/** A service this call depends on (the mail server) cannot be reached now: 503. */
export class ServiceUnavailableError extends DomainError {
  readonly status = 503;
}

export class TooManyRequestsError extends DomainError {
  readonly status = 429;
  constructor(
    messageKey: string,
    params: MessageParams = {},
    readonly retryAfterSeconds?: number,
  ) {
    super(messageKey, params);
  }
}
