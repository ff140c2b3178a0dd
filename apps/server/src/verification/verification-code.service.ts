import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { type AttemptInfo, accountMessages, constants } from '@portal/contracts';
import type { Notifier } from '../adapters/notifier/notifier.js';
import type { Clock } from '../clock.js';
import { RateLimitedError } from '../errors.js';
import type { VerificationCodeRepository } from './verification-code.repository.js';
import { verificationCodeText } from './verification-code-text.js';
import type { GetBrand } from '../brand/brand.service.js';

export const codeLifetimeMs = 10 * 60 * 1000;
export const maxAttemptsPerCode = 5;
/** Codes one flow may ask for within `codeIssueWindowMs`: enough for a few resends, too few to spam a mailbox. */
export const maxCodesPerWindow = 5;
export const codeIssueWindowMs = 60 * 60 * 1000;

export interface IssueCode {
  helperId: string;
  channel: 'email' | 'sms';
  /** The e-mail address or mobile number the code goes to. */
  destination: string;
  /** What the code is for, in a few words the message shows ("registration", "your password reset"). */
  purpose: string;
}

export type VerifyResult =
  | { kind: 'verified' }
  | { kind: 'mismatch'; attemptInfo: AttemptInfo }
  | { kind: 'expired' }
  | { kind: 'exhausted'; attemptInfo: AttemptInfo }
  /** No live code: none was issued, or it was already used (a replay). */
  | { kind: 'missing' };

/** A random six-digit code; randomInt draws from the CSPRNG without modulo bias. */
export function newCode(): string {
  return String(randomInt(0, 10 ** constants.codeLength)).padStart(constants.codeLength, '0');
}

/** HMAC-SHA256 of the code under a salt of its own row: the table never holds a code that could be read back. */
function hashCode(code: string, salt: string): Buffer {
  return createHmac('sha256', salt).update(code).digest();
}

function attemptInfoOf(attempts: number): AttemptInfo {
  return { maxAttempts: maxAttemptsPerCode, attempts, locked: attempts >= maxAttemptsPerCode };
}

export type VerificationCodeService = ReturnType<typeof createVerificationCodeService>;

export function createVerificationCodeService(deps: {
  getBrand: GetBrand;
  verificationCodeRepository: VerificationCodeRepository;
  notifier: Notifier;
  clock: Clock;
}) {
  const { verificationCodeRepository, notifier, clock } = deps;

  return {
    /** Issues a new code for the flow (replacing any earlier one) and sends it; at most 5 per flow per hour. */
    async issue(request: IssueCode): Promise<void> {
      const now = clock.now();
      const issued = await verificationCodeRepository.countIssuedSince(request.helperId, new Date(now.getTime() - codeIssueWindowMs));
      if (issued >= maxCodesPerWindow) throw new RateLimitedError(accountMessages.accountFlow.tooManyCodes);
      const code = newCode();
      const codeSalt = randomBytes(16).toString('base64url');
      await verificationCodeRepository.replaceWith({
        flowId: request.helperId,
        channel: request.channel,
        destination: request.destination,
        codeSalt,
        codeHash: hashCode(code, codeSalt).toString('hex'),
        createdAt: now,
        expiresAt: new Date(now.getTime() + codeLifetimeMs),
      });
      await notifier.send({
        channel: request.channel,
        to: request.destination,
        ...verificationCodeText({
          code,
          purpose: request.purpose,
          channel: request.channel,
          lifetimeMinutes: codeLifetimeMs / 60_000,
          brand: await deps.getBrand(),
        }),
      });
    },

    /** Checks a code against the flow's live one; single use, five attempts, ten minutes. */
    async verify(request: { helperId: string; code: string }): Promise<VerifyResult> {
      const current = await verificationCodeRepository.findCurrent(request.helperId);
      if (!current || current.usedAt !== null) return { kind: 'missing' };
      if (current.failedAttempts >= maxAttemptsPerCode) return { kind: 'exhausted', attemptInfo: attemptInfoOf(current.failedAttempts) };
      if (current.expiresAt <= clock.now()) return { kind: 'expired' };

      const attempts = await verificationCodeRepository.reserveAttempt(current.id, maxAttemptsPerCode);
      if (attempts === undefined) {
        // Another request spent the code or its last attempt between our read and now.
        const latest = await verificationCodeRepository.findCurrent(request.helperId);
        return latest?.usedAt === null && latest.id === current.id
          ? { kind: 'exhausted', attemptInfo: attemptInfoOf(maxAttemptsPerCode) }
          : { kind: 'missing' };
      }
      const expected = Buffer.from(current.codeHash, 'hex');
      if (timingSafeEqual(hashCode(request.code, current.codeSalt), expected)) {
        const isSpent = await verificationCodeRepository.markUsed(current.id, request.helperId, clock.now());
        return isSpent ? { kind: 'verified' } : { kind: 'missing' };
      }
      const attemptInfo = attemptInfoOf(attempts);
      return attemptInfo.locked ? { kind: 'exhausted', attemptInfo } : { kind: 'mismatch', attemptInfo };
    },
  };
}
