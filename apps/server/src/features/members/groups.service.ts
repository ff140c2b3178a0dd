import type { GroupMessage } from '@portal/contracts';
import { NotFoundError } from '../../errors.js';
import type { GroupRow, MembersRepository } from '../../eligibility/members.repository.js';

export type GroupsService = ReturnType<typeof createGroupsService>;

/** A member's group as the lookups show it (spec 2 §3 Group message box, §7 group/{id}/…). */
export function createGroupsService(deps: { membersRepository: MembersRepository }) {
  async function groupOrThrow(groupId: string): Promise<GroupRow> {
    const group = await deps.membersRepository.findGroup(groupId);
    if (!group) throw new NotFoundError();
    return group;
  }

  return {
    async groupMessage(groupId: string): Promise<GroupMessage> {
      const group = await groupOrThrow(groupId);
      return { groupMessage: group.groupWideMessage ?? '', groupId: group.id };
    },

    async tollFreeNumber(groupId: string): Promise<{ groupId: string; phoneNumber: string }> {
      const group = await groupOrThrow(groupId);
      return { groupId: group.id, phoneNumber: group.tollFreeNumber };
    },

    async isSecure(groupId: string): Promise<boolean> {
      return (await groupOrThrow(groupId)).isSecure;
    },
  };
}
