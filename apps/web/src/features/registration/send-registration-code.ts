import type { MfaMethod } from '@portal/contracts';
import { sendMfaCode } from '../../api/mfa-api';
import type { RegistrationFlowState } from './registration-flow-store';

/** Sends (or resends) the registration code by the chosen method; the server sends it to the flow's own address. */
export function sendRegistrationCode(flow: RegistrationFlowState, method: MfaMethod) {
  const { helperId, yourInformation } = flow;
  const userName = yourInformation.email.trim();
  return method === 'sms'
    ? sendMfaCode('Registration', { HelperId: helperId, UserName: userName, MobileNumber: yourInformation.mobile ?? '' })
    : sendMfaCode('Registration', { HelperId: helperId, UserName: userName, Email: userName });
}
