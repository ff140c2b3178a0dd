import {
  accountMessages,
  accountStatuses,
  addDaysToTimestamp,
  type CurrentUser,
  isoDateOf,
  messages,
  recentClaimProof,
  type RegisterRequest,
  type RegistrationStep4,
  type RegisterResponse,
  roles,
} from '@portal/contracts';
import type { Clock } from '../../clock.js';
import { ConflictError, NotFoundError } from '../../errors.js';
import { assertNewPasswordAllowed } from '../../security/new-password-policy.js';
import { hashPassword } from '../../security/password.js';
import type { AccountFlowService } from '../../account-flows/account-flow.service.js';
import type { AuditLog } from '../../audit/audit-log.js';
import { auditOutcomes } from '../../audit/audit-log.js';
import { toSessionUser } from '../../sessions/session-user.js';
import type { RequestOrigin, SessionService } from '../../sessions/session.service.js';
import { registrationDataOf, registrationFlowKind, registrationSteps } from './registration-flow-data.js';
import type { NewAssociation, RegistrationRepository } from './registration.repository.js';

export const accountRegisteredAction = 'account-registered';

export type RegisterAccountService = ReturnType<typeof createRegisterAccountService>;

/**
 * Registration step 5 (spec 1 §4.2): the password, then the account. Approved at once, with an active association,
 * only when the practice proved itself with a claim paid to the provider location of that NPI and tax ID in the last
 * year (its claim number and paid amount, which a stranger can neither read in the portal nor find in a public
 * registry, unlike the NPI and tax ID). Otherwise New Request, a limited user that an administrator reviews, with a
 * requested association to the location the NPI (and tax ID) name.
 */
export function createRegisterAccountService(deps: {
  registrationRepository: RegistrationRepository;
  accountFlows: AccountFlowService;
  sessionService: SessionService;
  audit: AuditLog;
  clock: Clock;
  scryptLogN: number;
}) {
  const { registrationRepository, accountFlows, sessionService, audit, clock } = deps;

  const replayed = () => new ConflictError(messages.registration.error);

  async function loadFlow(helperId: string) {
    try {
      return await accountFlows.load(helperId, registrationFlowKind);
    } catch (error) {
      if (error instanceof NotFoundError && (await registrationRepository.isFlowCompleted(helperId, registrationFlowKind))) throw replayed();
      throw error;
    }
  }

  async function associationFor(provider: RegistrationStep4): Promise<NewAssociation | undefined> {
    const locations = await registrationRepository.findLocationsByNpi(provider.npi);
    const match = locations.find((location) => location.taxId === provider.taxId);
    // Flows saved before the claim proof existed have neither field.
    const claimNumber = provider.recentClaimNumber ?? '';
    const paidAmount = provider.recentClaimPaidAmount ?? '';
    if (match && claimNumber !== '' && paidAmount !== '') {
      const paidSince = isoDateOf(addDaysToTimestamp(clock.now(), -recentClaimProof.lookBackDays));
      if (await registrationRepository.hasPaidClaim({ locationId: match.locationId, claimNumber, paidAmount, paidSince })) {
        return { locationId: match.locationId, associationStatus: 'active', isAutoApproved: true };
      }
    }
    const requested = match ?? locations[0];
    return requested ? { locationId: requested.locationId, associationStatus: 'requested', isAutoApproved: false } : undefined;
  }

  return {
    async register(request: RegisterRequest, origin: RequestOrigin): Promise<RegisterResponse> {
      const flow = await loadFlow(request.HelperId);
      accountFlows.requireStep(flow, registrationSteps.provider);
      const { yourInformation: you, provider } = registrationDataOf(flow);
      if (!provider) throw new ConflictError(accountMessages.accountFlow.stepNotAvailable);

      const context = { userName: you.email, firstName: you.firstName, lastName: you.lastName };
      assertNewPasswordAllowed(request.Password, context, 'Password');

      const association = await associationFor(provider);
      const accountStatus = association?.isAutoApproved ? accountStatuses.approved : accountStatuses.newRequest;
      const now = clock.now();
      const result = await registrationRepository.createAccountCompletingFlow({
        helperId: flow.helperId,
        now,
        association,
        account: {
          email: you.email,
          passwordHash: await hashPassword(request.Password, deps.scryptLogN),
          firstName: you.firstName,
          lastName: you.lastName,
          title: you.title || null,
          phone: you.phone,
          phoneExt: you.phoneExt || null,
          mobile: you.mobile || null,
          roles: [roles.provider],
          accountStatus,
          providerFirstName: provider.providerFirstName,
          providerLastName: provider.providerLastName,
          facility: provider.facility,
          taxId: provider.taxId,
          npi: provider.npi,
          facilityPhone: provider.facilityPhone,
          facilityPhoneExt: provider.facilityPhoneExt || null,
          address1: provider.address1,
          address2: provider.address2 || null,
          city: provider.city,
          state: provider.state,
          zipCode: provider.zipCode,
          tosAcceptedAt: now,
        },
      });
      if (result.kind === 'flow-already-completed') throw replayed();
      if (result.kind === 'email-taken') throw new ConflictError(messages.registration.emailAlreadyRegistered);

      const { account } = result;
      await audit.record({
        actorAccountId: account.id,
        userName: account.email,
        action: accountRegisteredAction,
        outcome: auditOutcomes.success,
        clientAddress: origin.clientAddress,
        details: { accountStatus, locationId: association?.locationId ?? null, associationStatus: association?.associationStatus ?? null },
      });
      const token = await sessionService.open(account, origin);
      const user: CurrentUser = { ...toSessionUser(account, { impersonatingAs: null, returnTo: null }), token };
      return { status: account.accountStatus, user };
    },
  };
}
