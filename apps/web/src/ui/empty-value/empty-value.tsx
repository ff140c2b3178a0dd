import { VisuallyHidden } from '@mantine/core';
import { messages } from '@portal/contracts';
import type { ReactNode } from 'react';

/**
 * What an empty cell or value shows: a dash, so a blank never looks like a page still loading or a value lost.
 * Screen readers, which skip or spell out a dash, hear 'None'.
 */
export function EmptyValue() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <VisuallyHidden>{messages.generic.noValue}</VisuallyHidden>
    </>
  );
}

/** Whether a rendered value shows nothing: null, undefined, false or blank text. */
function isEmptyValue(value: ReactNode): boolean {
  return value === null || value === undefined || value === false || (typeof value === 'string' && value.trim() === '');
}

/** The value, or the dash when it is empty. */
export function orEmpty(value: ReactNode): ReactNode {
  return isEmptyValue(value) ? <EmptyValue /> : value;
}
