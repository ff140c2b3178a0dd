import { type AccountListType, type DashboardItem, messages } from '@portal/contracts';
import type { Clock } from '../../clock.js';
import { autoApprovedWindowDays } from './account-list-filters.js';
import type { AdminAccountRepository } from './admin-account.repository.js';

export type AdminDashboardService = ReturnType<typeof createAdminDashboardService>;

const text = messages.admin;

/** The overview's two sections (spec 2 §2.1): live counts of the lists their tiles open. */
export function createAdminDashboardService(deps: { adminAccountRepository: Pick<AdminAccountRepository, 'countList'>; clock: Clock }) {
  const { adminAccountRepository, clock } = deps;

  async function tile(type: AccountListType, description: string, now: Date): Promise<DashboardItem> {
    return {
      title: text.listTitles[type],
      data: await adminAccountRepository.countList(type, now),
      label: text.dashboardLabel,
      description,
      navigateTo: type,
    };
  }

  return {
    /** 'New Requests Requiring Manual Approval'. */
    async manualApproval(): Promise<DashboardItem[]> {
      const now = clock.now();
      return Promise.all([tile('new', text.dashboardDescriptions.new, now), tile('associations', text.dashboardDescriptions.associations, now)]);
    },

    /** 'New Automatically Approved Requests'. */
    async autoApproved(): Promise<DashboardItem[]> {
      const now = clock.now();
      return Promise.all([
        tile('autoapproved', text.dashboardDescriptions.autoapproved(autoApprovedWindowDays), now),
        tile('associationsAutoApproved', text.dashboardDescriptions.associationsAutoApproved(autoApprovedWindowDays), now),
      ]);
    },
  };
}
