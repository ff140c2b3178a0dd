import type { RefObject } from 'react';

/** What the Settings page needs from the section on screen, for the unsaved-changes prompt. */
export interface SettingsSectionProps {
  onDirtyChange: (isDirty: boolean) => void;
  /** The section puts its save here: resolves whether everything unsaved was saved. */
  saveRef: RefObject<(() => Promise<boolean>) | null>;
}

/** The field messages of a refused save, keyed by field. */
export function firstFieldErrors(fieldErrors: Record<string, string[]> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldErrors ?? {}).flatMap(([field, list]) => (list[0] ? [[field, list[0]]] : [])));
}
