import { useEffect } from 'react';
import { showErrorToast } from './toasts';

/**
 * The generic error toast of spec 2 §8 for a failed load (years, claims, claim codes). Keyed on the time of the
 * failure, so a second failed load toasts again instead of staying silent.
 */
export function useErrorToast(query: { isError: boolean; errorUpdatedAt: number }): void {
  const { isError, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) showErrorToast();
  }, [isError, errorUpdatedAt]);
}
