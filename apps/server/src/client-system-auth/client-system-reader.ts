import type { MemberReader } from '../access/member-reader.js';

/**
 * A client system as the audit log names whoever reads a member's data: its own account (it acts through one, like a
 * portal user), never on anyone's behalf, as `client-system:<client id>`.
 */
export const clientSystemReader = (client: { accountId: number; clientId: string }, clientAddress: string): MemberReader => ({
  accountId: client.accountId,
  signedInAccountId: client.accountId,
  onBehalfOfAccountId: null,
  userName: `client-system:${client.clientId}`,
  clientAddress,
});
