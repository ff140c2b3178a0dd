import {
  type BeginRegistrationResponse,
  maskEmail,
  maskPhone,
  messages,
  registrationMessages,
  type RegistrationStep1,
  type RegistrationStep4,
} from '@portal/contracts';
import { ConflictError, ValidationError } from '../../errors.js';
import type { AccountFlowService } from '../../account-flows/account-flow.service.js';
import type { SettingsService } from '../../portal-settings/settings.service.js';
import type { VerificationCodeService } from '../../verification/verification-code.service.js';
import { type RegistrationFlowData, registrationFlowKind, registrationSteps } from './registration-flow-data.js';
import type { RegistrationRepository } from './registration.repository.js';

/** User ids are stored lower-cased; people type them in any case. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export type RegistrationService = ReturnType<typeof createRegistrationService>;

/** Registration steps 1 to 4 (spec 1 §4.2); the final step is in register-account.service.ts. */
export function createRegistrationService(deps: {
  registrationRepository: RegistrationRepository;
  accountFlows: AccountFlowService;
  verificationCodes: VerificationCodeService;
  settingsService: SettingsService;
}) {
  const { registrationRepository, accountFlows, verificationCodes, settingsService } = deps;

  return {
    /** POST /account/email/: true when the e-mail is already a user id. */
    isEmailRegistered(email: string): Promise<boolean> {
      return registrationRepository.isEmailRegistered(normalizeEmail(email));
    },

    /** Step 1 saved: the flow waits for a code, sent by e-mail at once unless the user may choose a text. */
    async begin(yourInformation: RegistrationStep1): Promise<BeginRegistrationResponse> {
      const email = normalizeEmail(yourInformation.email);
      if (await registrationRepository.isEmailRegistered(email)) throw new ConflictError(messages.registration.emailAlreadyRegistered);
      const settings = await settingsService.getPortalSettings();
      const mobile = yourInformation.mobile || undefined;
      const canChooseMethod = settings.registrationUsesSms && mobile !== undefined;
      const { emailConfirm: _emailConfirm, mobileConfirm: _mobileConfirm, ...kept } = yourInformation;
      const data: RegistrationFlowData = { yourInformation: { ...kept, email }, ...(canChooseMethod ? { mobile } : {}) };
      const helperId = await accountFlows.begin({
        kind: registrationFlowKind,
        email,
        step: registrationSteps.awaitingCode,
        data: data as unknown as Record<string, unknown>,
      });
      if (!canChooseMethod) {
        await verificationCodes.issue({ helperId, channel: 'email', destination: email, purpose: 'your registration' });
      }
      return {
        helperId,
        canChooseMethod,
        maskedEmail: maskEmail(email),
        maskedMobile: mobile ? maskPhone(mobile) : null,
      };
    },

    /** Step 4, after the code was verified; saving again (back from step 5) replaces the earlier answers. */
    async saveProvider(helperId: string, provider: RegistrationStep4): Promise<void> {
      const flow = await accountFlows.load(helperId, registrationFlowKind);
      accountFlows.requireStep(flow, registrationSteps.verified, registrationSteps.provider);
      const { states } = await settingsService.getPortalSettings();
      if (!states.some((state) => state.code === provider.state)) {
        throw new ValidationError(messages.registration.missingInformation, { state: [registrationMessages.state] });
      }
      await accountFlows.advance(helperId, registrationSteps.provider, { provider });
    },
  };
}
