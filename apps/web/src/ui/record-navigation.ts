/**
 * Router state between a patient's list and one of its records (issue 34 §1): opening a record carries the list's
 * address (with its year, filter, sort and page), so Return goes back to the list as it was; returning carries the
 * record's key, whose Manage button then takes the focus back. Only keys: nothing of the member's identity.
 */
export interface OpenedFromList {
  listAddress: string;
}
export interface ReturnedToList {
  returnedFrom: number | string;
}

export function listAddressOf(state: unknown): string | null {
  const value = state && typeof state === 'object' ? (state as Partial<OpenedFromList>).listAddress : undefined;
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') ? value : null;
}

export function returnedFromOf(state: unknown): number | string | null {
  const value = state && typeof state === 'object' ? (state as Partial<ReturnedToList>).returnedFrom : undefined;
  return typeof value === 'number' || typeof value === 'string' ? value : null;
}
