import { ApiError } from '../../api/http-client';
import { showErrorToast } from '../../ui/toasts';

/**
 * The message of a refused request (400 bad input, 404 expired flow, 409 skipped step, 429) to show on the step;
 * network failures and server errors get the generic toast instead and answer null (spec 1 §8).
 */
export function recoveryRequestError(error: unknown): string | null {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) return error.message;
  showErrorToast();
  return null;
}
