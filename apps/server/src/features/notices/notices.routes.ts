import { noticeEndpoints } from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoint-route.js';
import { memberReaderOf } from '../../access/member-reader.js';
import type { NoticesService } from './notices.service.js';

/** The header's notifications bell (issue 18 §7) and the notices page (issue 34 §6). */
export const noticesRoutes: FastifyPluginAsync<{ noticesService: NoticesService }> = async (app, { noticesService }) => {
  route(app, noticeEndpoints.unreadCount, (request) => noticesService.unreadCount(memberReaderOf(request)));
  route(app, noticeEndpoints.list, (request) => noticesService.list(memberReaderOf(request), request.query));
  route(app, noticeEndpoints.one, (request) => noticesService.one(memberReaderOf(request), request.params.id));
  route(app, noticeEndpoints.markRead, (request) => noticesService.markRead(memberReaderOf(request), request.params.id));
  route(app, noticeEndpoints.markUnread, (request) => noticesService.markUnread(memberReaderOf(request), request.params.id));
  route(app, noticeEndpoints.markAllRead, (request) => noticesService.markAllRead(memberReaderOf(request)));
};
