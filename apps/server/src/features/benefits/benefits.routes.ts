import { benefitEndpoints, benefitSummaryFileName } from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoint-route.js';
import { memberReaderOf } from '../../access/member-reader.js';
import type { BenefitsService } from './benefits.service.js';

/** Benefit summary and precertification lookups (spec 2 §7); benefits-only, so not while impersonating. */
export const benefitsRoutes: FastifyPluginAsync<{ benefitsService: BenefitsService }> = async (app, { benefitsService }) => {
  const endpoints = benefitEndpoints;

  route(app, endpoints.summaryUrl, (request) => benefitsService.summaryUrl(memberReaderOf(request), request.query.qhid));
  route(app, endpoints.summaryPdf, async (request, reply) => {
    const bytes = await benefitsService.summaryPdf(memberReaderOf(request), request.params.qhid);
    // no-store: the security headers set it on every API answer; the PDF holds member data too.
    return reply
      .type('application/pdf')
      .header('cache-control', 'no-store')
      .header('content-disposition', `inline; filename="${benefitSummaryFileName}"`)
      .send(Buffer.from(bytes));
  });
  route(app, endpoints.accumulators, (request) => benefitsService.accumulators(memberReaderOf(request), request.params.qhid));
  route(app, endpoints.precert, (request) => benefitsService.precert(memberReaderOf(request), request.params.qhid, request.params.code));
};
