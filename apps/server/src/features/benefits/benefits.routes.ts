import {
  BenefitSummaryQuerySchema,
  BenefitSummaryResponseSchema,
  benefitSummaryFileName,
  ErrorResponseSchema,
  MemberQhidSchema,
  PrecertParamsSchema,
  PrecertResponseSchema,
} from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberReaderOf } from '../members/member-reader.js';
import type { BenefitsService } from './benefits.service.js';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };
const tags = ['benefits'];

/** Benefit summary and precertification lookups (spec 2 §7); benefits-only, so not while impersonating. */
export const benefitsRoutes: FastifyPluginAsyncZod<{ benefitsService: BenefitsService }> = async (app, { benefitsService }) => {
  app.get(
    '/member/benefitssummary',
    { preHandler: app.authenticate, schema: { tags, querystring: BenefitSummaryQuerySchema, response: { 200: BenefitSummaryResponseSchema, ...errors } } },
    (request) => benefitsService.summaryUrl(memberReaderOf(request), request.query.qhid),
  );

  app.get(
    `/member/benefitssummary/:qhid/${benefitSummaryFileName}`,
    {
      preHandler: app.authenticate,
      // No response schema: the answer is PDF bytes; errors still take the ErrorResponse shape.
      schema: { tags, description: 'The PDF itself (application/pdf)', params: z.object({ qhid: MemberQhidSchema }) },
    },
    async (request, reply) => {
      const bytes = await benefitsService.summaryPdf(memberReaderOf(request), request.params.qhid);
      // no-store: the security headers set it on every API answer; the PDF holds member data too.
      return reply
        .type('application/pdf')
        .header('cache-control', 'no-store')
        .header('content-disposition', `inline; filename="${benefitSummaryFileName}"`)
        .send(Buffer.from(bytes));
    },
  );

  app.get(
    '/benefit/getPrecertTextByCPTCode/:qhid/:code',
    { preHandler: app.authenticate, schema: { tags, params: PrecertParamsSchema, response: { 200: PrecertResponseSchema, ...errors } } },
    (request) => benefitsService.precert(memberReaderOf(request), request.params.qhid, request.params.code),
  );
};
