import { attributedGroupRefreshMinutes } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { scheduleRecurring } from '../../../scheduling/schedule-recurring.js';
import type { MemberGroupsService } from './member-groups.service.js';

/**
 * Keeps every client system's attributed Group current while the app is up: each refresh interval, the Groups that
 * are stale are worked out again (a read or an export refreshes a stale Group first too). Several instances may run
 * it at once: a refresh is one idempotent statement.
 */
async function attributedGroupsRefreshPlugin(app: FastifyInstance, options: { memberGroupsService: Pick<MemberGroupsService, 'refreshAllAttributed'> }) {
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    const schedule = scheduleRecurring(
      () => options.memberGroupsService.refreshAllAttributed(),
      attributedGroupRefreshMinutes * 60_000,
      app.log,
      'the refresh of Provider Access attributed Groups',
    );
    stop = schedule.stop;
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
}

export default fp(attributedGroupsRefreshPlugin, { name: 'provider-access-attributed-groups-refresh' });
