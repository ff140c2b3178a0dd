import { messages } from '@portal/contracts';
import type { MfaFlow, SendMfaRequest, SendMfaResponse } from '@portal/contracts';
import { sendMfaCode } from '../../api/mfa-api';
import type { CodeMethod } from './code-method-form';

interface CodeTarget {
  helperId: string;
  email: string;
  maskedMobile: string | null;
}

/** Sends a code of the flow by the chosen method; the server sends it to the flow's own address or number. */
export function sendRecoveryCode(flow: MfaFlow, target: CodeTarget, method: CodeMethod): Promise<SendMfaResponse> {
  const base = { HelperId: target.helperId, UserName: target.email };
  const request: SendMfaRequest = method === 'sms' ? { ...base, MobileNumber: target.maskedMobile ?? '' } : { ...base, Email: target.email };
  return sendMfaCode(flow, request);
}

/** The resend confirmation (spec 1 §8). */
export const resendConfirmation = (method: CodeMethod) => (method === 'sms' ? messages.resend.text : messages.resend.email);
