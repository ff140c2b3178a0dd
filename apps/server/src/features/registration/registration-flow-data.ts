import type { RegistrationStep1, RegistrationStep4 } from '@portal/contracts';
import type { AccountFlow } from '../../account-flows/account-flow.service.js';

export const registrationFlowKind = 'Registration' as const;

/** The steps of a registration flow on the server: code entry, verified, provider saved (then completed). */
export const registrationSteps = { awaitingCode: 'mfa', verified: 'verified', provider: 'provider' } as const;

/**
 * What a registration flow keeps between steps. `mobile` sits at the top level only when the user may receive
 * the code by text: the shared code routes send texts to `data.mobile`.
 */
export interface RegistrationFlowData {
  yourInformation: Omit<RegistrationStep1, 'emailConfirm' | 'mobileConfirm'>;
  mobile?: string;
  provider?: RegistrationStep4;
}

/** Only this server writes flow data, each part validated by its contracts schema before it was stored. */
export function registrationDataOf(flow: AccountFlow): RegistrationFlowData {
  return flow.data as unknown as RegistrationFlowData;
}
