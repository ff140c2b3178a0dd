import type { UseFormReturnType } from '@mantine/form';
import { ApiError } from '../../api/http-client';
import { formErrorMessage } from '../../api/form-error-message';
import { showErrorToast } from '../../ui/toasts';

/**
 * A refused save of the review screen: the server's field errors go on their fields (its keys are the form's
 * paths), anything else is told in a toast. The values typed stay.
 */
export function applyServerErrors<Values>(form: UseFormReturnType<Values>, error: unknown): void {
  if (error instanceof ApiError && error.fieldErrors && Object.keys(error.fieldErrors).length > 0) {
    form.setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([path, fieldMessages]) => [path, fieldMessages[0] ?? ''])));
    return;
  }
  showErrorToast(formErrorMessage(error) ?? undefined);
}
