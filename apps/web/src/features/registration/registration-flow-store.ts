import type { MfaMethod, RegistrationStep1Input, RegistrationStep4Input } from '@portal/contracts';
import { flowStorageKeys } from '../../session/flow-storage';

export type RegistrationStep = 1 | 2 | 3 | 4 | 5;

/**
 * The browser's part of a registration (spec 1 §4.2): which step it reached and what it needs to show. The server
 * holds the real state under helperId; this only lets a reload or the Back button land on the right step.
 * No password is ever kept here.
 */
export interface RegistrationFlowState {
  helperId: string;
  currentStep: RegistrationStep;
  canChooseMethod: boolean;
  maskedEmail: string;
  maskedMobile: string | null;
  method: MfaMethod;
  yourInformation: RegistrationStep1Input;
  provider?: RegistrationStep4Input;
}

const storageKey = flowStorageKeys.registration;

export function readRegistrationFlow(): RegistrationFlowState | null {
  try {
    const stored = sessionStorage.getItem(storageKey);
    const parsed: unknown = stored ? JSON.parse(stored) : null;
    return parsed && typeof parsed === 'object' && 'helperId' in parsed ? (parsed as RegistrationFlowState) : null;
  } catch {
    return null;
  }
}

export function writeRegistrationFlow(state: RegistrationFlowState): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(state));
  } catch {
    // Storage unavailable (private mode quotas): the flow still works until the page is reloaded.
  }
}

export function updateRegistrationFlow(changes: Partial<RegistrationFlowState>): RegistrationFlowState | null {
  const current = readRegistrationFlow();
  if (!current) return null;
  const next = { ...current, ...changes };
  writeRegistrationFlow(next);
  return next;
}

export function clearRegistrationFlow(): void {
  try {
    sessionStorage.removeItem(storageKey);
  } catch {
    // Nothing was kept either.
  }
}

/**
 * The step a visitor of `requested` may see (spec 1 §2.5): never one ahead of the flow's current step, not the
 * code steps once the code was verified (the server refuses them), and no method choice unless one is offered.
 */
export function allowedRegistrationStep(requested: RegistrationStep, state: RegistrationFlowState | null): RegistrationStep {
  if (!state || requested === 1) return 1;
  if (requested > state.currentStep) return state.currentStep;
  if ((requested === 2 || requested === 3) && state.currentStep >= 4) return state.currentStep;
  if (requested === 2 && !state.canChooseMethod) return 3;
  return requested;
}

export const registrationStepPath = (step: RegistrationStep) => `/register-step-${step}`;

/** The progress bar's group of each step: steps 2 and 3 are both Verification. */
export const progressGroupOf = (step: RegistrationStep) => [0, 0, 1, 1, 2, 3][step] ?? 0;
