import { memberEndpoints } from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoint-route.js';
import type { CoverageCheckService } from './coverage-check.service.js';
import type { GroupsService } from './groups.service.js';
import { memberReaderOf } from '../../access/member-reader.js';
import type { MembersService } from './members.service.js';

export interface MembersRoutesOptions {
  membersService: MembersService;
  coverageCheckService: CoverageCheckService;
  groupsService: GroupsService;
}

/** Member search, record, coverage, networks and group calls of spec 2 §7 (Member and benefits). */
export const membersRoutes: FastifyPluginAsync<MembersRoutesOptions> = async (app, options) => {
  const { membersService, coverageCheckService, groupsService } = options;
  const endpoints = memberEndpoints;

  route(app, endpoints.search, (request) => membersService.search(memberReaderOf(request), request.body));
  route(app, endpoints.member, (request) => membersService.getMember(memberReaderOf(request), request.params.qhid));
  route(app, endpoints.coverage, (request) => membersService.getCoverage(memberReaderOf(request), request.params.qhid));
  route(app, endpoints.networks, (request) => membersService.getNetworks(memberReaderOf(request), request.params.qhid));
  // Group facts hold no member data, but only those who may look up members have a use for them.
  route(app, endpoints.groupMessage, (request) => groupsService.groupMessage(request.params.id));
  route(app, endpoints.groupTollFreeNumber, (request) => groupsService.tollFreeNumber(request.params.id));
  route(app, endpoints.groupIsSecure, (request) => groupsService.isSecure(request.params.id));
  route(app, endpoints.searchWithCoverage, (request) => coverageCheckService.searchWithCoverage(memberReaderOf(request), request.body));
  route(app, endpoints.coverageCheck, (request) => coverageCheckService.check(memberReaderOf(request), request.body));
};
