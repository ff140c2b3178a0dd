import type { ErrorResponse } from '@portal/contracts';
import { messages } from '@portal/contracts';

type ErrorCode = ErrorResponse['code'];
export type FieldErrors = Record<string, string[]>;

/** A failure the client caused or may see; the error handler turns it into an ErrorResponse. */
export abstract class DomainError extends Error {
  abstract readonly statusCode: number;
  abstract readonly code: ErrorCode;
}

export class ValidationError extends DomainError {
  readonly statusCode = 400;
  readonly code = 'VALIDATION' as const;
  constructor(
    message: string = messages.validation.invalidRequest,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
  }
}

export class UnauthorizedError extends DomainError {
  readonly statusCode = 401;
  readonly code = 'UNAUTHORIZED' as const;
  constructor(message: string = messages.validation.unauthorized) {
    super(message);
  }
}

export class ForbiddenError extends DomainError {
  readonly statusCode = 403;
  readonly code = 'FORBIDDEN' as const;
  constructor(message: string = messages.validation.forbidden) {
    super(message);
  }
}

export class NotFoundError extends DomainError {
  readonly statusCode = 404;
  readonly code = 'NOT_FOUND' as const;
  constructor(message: string = messages.validation.notFound) {
    super(message);
  }
}

export class ConflictError extends DomainError {
  readonly statusCode = 409;
  readonly code = 'CONFLICT' as const;
}

export class RateLimitedError extends DomainError {
  readonly statusCode = 429;
  readonly code = 'RATE_LIMITED' as const;
  constructor(
    message: string,
    /** When the caller may try again: sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** The headers a refusal carries: Retry-After for a rate limit that says when it frees, or a busy instance. */
export function headersOfError(error: unknown): Record<string, string> {
  const isTimed = error instanceof RateLimitedError || error instanceof ServiceBusyError;
  return isTimed && error.retryAfterSeconds !== undefined ? { 'retry-after': String(error.retryAfterSeconds) } : {};
}

/**
 * The instance cannot take this request now (saturated, or it ran past the request deadline); nothing was changed
 * that the caller must undo. Answered 503 with Retry-After, so a client or a load balancer tries again later.
 */
export class ServiceBusyError extends DomainError {
  readonly statusCode = 503;
  readonly code = 'UNAVAILABLE' as const;
  constructor(
    readonly retryAfterSeconds: number,
    message: string = messages.generic.busy,
  ) {
    super(message);
  }
}

/** How long a caller whose request ran past the deadline is asked to wait. */
const afterDeadlineRetrySeconds = 5;

/** Fastify's own deadline (the `handlerTimeout` option) as the same 503, or null for any other error. */
export function asServiceBusy(error: unknown): ServiceBusyError | null {
  if (error instanceof ServiceBusyError) return error;
  if ((error as { code?: unknown } | null)?.code === 'FST_ERR_HANDLER_TIMEOUT') return new ServiceBusyError(afterDeadlineRetrySeconds);
  return null;
}
