import { formErrorMessage } from '../../api/form-error-message';
import { showErrorToast } from '../toasts';

/**
 * The message of a refused request (400 bad input, 404 expired flow, 409 skipped step, 429) to show on the step;
 * network failures and server errors get the generic toast instead and answer null (spec 1 §8).
 */
export function recoveryRequestError(error: unknown): string | null {
  const message = formErrorMessage(error);
  if (message === null) showErrorToast();
  return message;
}
