import { randomBytes } from 'node:crypto';
import { type AttemptInfo, accountMessages } from '@portal/contracts';
import type { Clock } from '../clock.js';
import { ConflictError, NotFoundError } from '../errors.js';
import type { AccountFlowKind, AccountFlowRecord, AccountFlowRepository } from './account-flow.repository.js';

export type { AccountFlowKind } from './account-flow.repository.js';

/** A flow as the feature services see it: which step it is at, for which account, and its attempts. */
export interface AccountFlow {
  /** The id the browser carries between steps: 32 random bytes, base64url (43 characters). */
  helperId: string;
  kind: AccountFlowKind;
  accountId: number | null;
  email: string;
  step: string;
  data: Record<string, unknown>;
  attemptInfo: AttemptInfo;
  /** A code of this flow was verified (set by the verification code service) or markVerified was called. */
  isVerified: boolean;
}

export interface BeginFlow {
  kind: AccountFlowKind;
  accountId?: number | null;
  email: string;
  step: string;
  data?: Record<string, unknown>;
}

/** A person finishes any of these flows in minutes; an hour leaves room for a phone call in between. */
export const accountFlowLifetimeMs = 60 * 60 * 1000;
/** Spec 1 §3's attempt info: five tries, then the flow locks. */
export const accountFlowMaxAttempts = 5;

export function newHelperId(): string {
  return randomBytes(32).toString('base64url');
}

function toAccountFlow(record: AccountFlowRecord): AccountFlow {
  return {
    helperId: record.id,
    kind: record.kind,
    accountId: record.accountId,
    email: record.email,
    step: record.step,
    data: record.data,
    attemptInfo: { maxAttempts: record.maxAttempts, attempts: record.failedAttempts, locked: record.isLocked },
    isVerified: record.verifiedAt !== null,
  };
}

export type AccountFlowService = ReturnType<typeof createAccountFlowService>;

/**
 * The server-side state of the multi-step account flows: a client that skips a step or comes back after the
 * flow ended is refused here, whatever it sends.
 */
export function createAccountFlowService(deps: { accountFlowRepository: AccountFlowRepository; clock: Clock }) {
  const { accountFlowRepository, clock } = deps;

  const expired = () => new NotFoundError(accountMessages.accountFlow.expired);

  return {
    async begin(flow: BeginFlow): Promise<string> {
      const now = clock.now();
      const helperId = newHelperId();
      await accountFlowRepository.create({
        id: helperId,
        kind: flow.kind,
        accountId: flow.accountId ?? null,
        email: flow.email,
        step: flow.step,
        data: flow.data ?? {},
        maxAttempts: accountFlowMaxAttempts,
        createdAt: now,
        expiresAt: new Date(now.getTime() + accountFlowLifetimeMs),
      });
      return helperId;
    },

    /** The flow of this kind, if it is still open; unknown, expired, completed or other-kind ids are all "not found". */
    async load(helperId: string, kind: AccountFlowKind): Promise<AccountFlow> {
      const record = await accountFlowRepository.findById(helperId);
      if (!record || record.kind !== kind || record.completedAt !== null || record.expiresAt <= clock.now()) {
        throw expired();
      }
      return toAccountFlow(record);
    },

    requireStep(flow: AccountFlow, ...steps: string[]): void {
      if (!steps.includes(flow.step)) throw new ConflictError(accountMessages.accountFlow.stepNotAvailable);
    },

    async advance(helperId: string, step: string, dataPatch: Record<string, unknown> = {}): Promise<void> {
      if (!(await accountFlowRepository.advance(helperId, step, dataPatch))) throw expired();
    },

    /** Counts a failed attempt on the flow (wrong answer, unknown account); locked once attempts reach the maximum. */
    async recordFailure(helperId: string): Promise<AttemptInfo> {
      const row = await accountFlowRepository.recordFailure(helperId);
      if (!row) throw expired();
      return { maxAttempts: row.maxAttempts, attempts: row.failedAttempts, locked: row.isLocked };
    },

    /** For flows verified by other means than a code; a verified code marks its flow by itself. */
    async markVerified(helperId: string): Promise<void> {
      if (!(await accountFlowRepository.update(helperId, { verifiedAt: clock.now() }))) throw expired();
    },

    /** Ties the flow to the account it found or created (registration creates it midway). */
    async attachAccount(helperId: string, accountId: number, email?: string): Promise<void> {
      const values = email === undefined ? { accountId } : { accountId, email };
      if (!(await accountFlowRepository.update(helperId, values))) throw expired();
    },

    /**
     * Ends the flow: its helperId is refused from now on, so a finished flow cannot be replayed. Throws when the
     * flow was already completed: call it before the final change, so a second submission cannot repeat it.
     */
    async complete(helperId: string): Promise<void> {
      if (!(await accountFlowRepository.complete(helperId, clock.now()))) throw expired();
    },
  };
}
