import { messages } from '@portal/contracts';

export const accountUpdateStepTitles = messages.accountUpdate.stepTitles;

export function accountUpdateStepPath(step: number): string {
  return `/account-update-step-${step}`;
}

/** The step of an /account-update-step-N path (1 when unreadable). */
export function accountUpdateStepOf(pathname: string): number {
  const step = Number(/account-update-step-(\d)/.exec(pathname)?.[1] ?? '1');
  return step >= 1 && step <= accountUpdateStepTitles.length ? step : 1;
}

/** Which step shows a server refusal of a field, so the user can fix it there. */
export function stepOfField(field: string): number {
  if (field === 'password') return 1;
  if (field === 'mobile' || field === 'skipMobile') return 2;
  if (field.startsWith('security')) return 3;
  return 4;
}
