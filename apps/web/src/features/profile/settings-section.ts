import { type RefObject, useEffect } from 'react';
import { ApiError } from '../../api/http-client';
import { showErrorToast } from '../../ui/toasts';

/** What the Settings page needs from the section on screen, for the unsaved-changes prompt. */
export interface SettingsSectionProps {
  onDirtyChange: (isDirty: boolean) => void;
  /** The section puts its save here: resolves whether everything unsaved was saved. */
  saveRef: RefObject<(() => Promise<boolean>) | null>;
}

/** Tells the Settings page whether the section holds unsaved changes, and hands it the section's save. */
export function useSettingsSection({ onDirtyChange, saveRef }: SettingsSectionProps, isDirty: boolean, save: () => Promise<boolean>): void {
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);
  // Refreshed after every render, so the prompt's Save and Continue saves what is on screen.
  useEffect(() => {
    saveRef.current = save;
  });
}

/** The field messages of a refused save, keyed by field. */
export function firstFieldErrors(fieldErrors: Record<string, string[]> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldErrors ?? {}).flatMap(([field, list]) => (list[0] ? [[field, list[0]]] : [])));
}

/** A failed save: the messages of its fields beside them, anything else the generic toast. */
export function showSaveFailure(error: unknown, showFieldErrors: (errors: Record<string, string>) => void): void {
  if (error instanceof ApiError && error.fieldErrors) showFieldErrors(firstFieldErrors(error.fieldErrors));
  else showErrorToast();
}
