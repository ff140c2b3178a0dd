import { ApiError } from './http-client';

/**
 * The message of a 4xx answer (invalid input, too many attempts) to show on the form. Null for network failures
 * and server errors, which get the generic toast instead.
 */
export function formErrorMessage(error: unknown): string | null {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message ? error.message : null;
}
