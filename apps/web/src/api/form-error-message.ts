import { ApiError } from './http-client';

/**
 * The message of a 4xx answer (invalid input, too many attempts) or of a busy server (503: nothing changed, try
 * again shortly) to show on the form. Null for network failures and other server errors, which get the generic
 * toast instead.
 */
export function formErrorMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.message) return null;
  const isClientError = error.status >= 400 && error.status < 500;
  return isClientError || error.code === 'UNAVAILABLE' ? error.message : null;
}
