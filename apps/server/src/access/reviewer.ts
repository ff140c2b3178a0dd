import type { FastifyRequest } from 'fastify';
import type { MemberReader } from './member-reader.js';
import { requireSession } from '../sessions/require-session.js';

/** The reviewer acting: the signed-in employee (the review area is never entered as someone else). */
export interface Reviewer {
  accountId: number;
  name: string;
  userName: string;
  clientAddress: string;
}

export function reviewerOf(request: FastifyRequest): Reviewer {
  const { account } = requireSession(request);
  return { accountId: account.id, name: `${account.firstName} ${account.lastName}`, userName: account.email, clientAddress: request.ip };
}

/** The reviewer as a reader of a member's data: the audit log names them as the actor, on nobody's behalf. */
export const readerOf = (reviewer: Reviewer): MemberReader => ({
  accountId: reviewer.accountId,
  signedInAccountId: reviewer.accountId,
  onBehalfOfAccountId: null,
  userName: reviewer.userName,
  clientAddress: reviewer.clientAddress,
});
