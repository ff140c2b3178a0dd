import { fillBrandTokens, type ResourceResponse } from '@portal/contracts';
import { NotFoundError } from '../../errors.js';
import type { MemberAccess } from '../../access/member-access.service.js';
import { type MemberReadAudit, type MemberReader, memberReads } from '../../access/member-reader.js';
import type { ContentRepository } from './content.repository.js';

export type ContentService = ReturnType<typeof createContentService>;

/** Group variants of a resource are stored under `{key}#group:{groupId}` (db/schema/content.ts). */
export const groupResourceKey = (key: string, groupId: string) => `${key}#group:${groupId}`;

export function createContentService(deps: {
  contentRepository: ContentRepository;
  memberAccess: MemberAccess;
  memberReadAudit: MemberReadAudit;
  getBrand: () => Promise<{ planName: string; productName: string }>;
}) {
  const { contentRepository, memberAccess, memberReadAudit } = deps;

  /** A stored text names the plan by tokens (brandTokens): filled on every read, so a renamed plan shows at once. */
  const branded = async (resource: ResourceResponse): Promise<ResourceResponse> => ({
    key: resource.key,
    content: fillBrandTokens(resource.content, await deps.getBrand()),
  });

  async function getResource(key: string): Promise<ResourceResponse> {
    const resource = await contentRepository.findResource(key);
    if (!resource) throw new NotFoundError();
    return branded(resource);
  }

  return {
    getResource,

    /**
     * The member's group variant of a resource, else the base text. It reveals the member's group, so the member must
     * answer to the reader (member access rule) and the read is audited.
     */
    async getMemberResource(reader: MemberReader, key: string, qhid: string): Promise<ResourceResponse> {
      const memberKey = /^\d{1,9}$/.test(qhid) ? Number(qhid) : undefined;
      if (memberKey !== undefined) await memberAccess.require(reader, memberKey, memberReads.memberResource);
      const groupId = memberKey === undefined ? undefined : await contentRepository.findMemberGroupId(memberKey);
      await memberReadAudit.record(reader, memberReads.memberResource, memberKey ?? null, groupId === undefined ? 'member-not-found' : 'success', { key });
      if (groupId === undefined) throw new NotFoundError();
      const variant = await contentRepository.findResource(groupResourceKey(key, groupId));
      return variant ? branded({ key, content: variant.content }) : getResource(key);
    },
  };
}
