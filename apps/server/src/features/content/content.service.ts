import type { ResourceResponse } from '@portal/contracts';
import { NotFoundError } from '../../errors.js';
import type { AuditLog } from '../audit/audit-log.js';
import { auditActions, auditOutcomes } from '../audit/audit-log.js';
import type { AuthenticatedSession } from '../session/session.service.js';
import type { ContentRepository } from './content.repository.js';

export type ContentService = ReturnType<typeof createContentService>;

/** Group variants of a resource are stored under `{key}#group:{groupId}` (db/schema/content.ts). */
export const groupResourceKey = (key: string, groupId: string) => `${key}#group:${groupId}`;

export function createContentService(deps: { contentRepository: ContentRepository; audit: AuditLog }) {
  const { contentRepository, audit } = deps;

  async function getResource(key: string): Promise<ResourceResponse> {
    const resource = await contentRepository.findResource(key);
    if (!resource) throw new NotFoundError();
    return resource;
  }

  return {
    getResource,

    /** The member's group variant of a resource, else the base text; the read is audited (it reveals the group). */
    async getMemberResource(key: string, qhid: string, session: AuthenticatedSession, clientAddress: string): Promise<ResourceResponse> {
      const memberKey = /^\d{1,9}$/.test(qhid) ? Number(qhid) : undefined;
      const groupId = memberKey === undefined ? undefined : await contentRepository.findMemberGroupId(memberKey);
      await audit.record({
        actorAccountId: session.account.id,
        onBehalfOfAccountId: session.impersonatedAccountId,
        userName: session.account.email,
        memberQhid: qhid,
        action: auditActions.memberResourceRead,
        outcome: groupId === undefined ? 'member-not-found' : auditOutcomes.success,
        clientAddress,
        details: { key },
      });
      if (groupId === undefined) throw new NotFoundError();
      const variant = await contentRepository.findResource(groupResourceKey(key, groupId));
      return variant ? { key, content: variant.content } : getResource(key);
    },
  };
}
