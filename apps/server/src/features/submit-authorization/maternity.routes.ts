import { ErrorResponseSchema, MaternityAssessmentSchema, MemberQhidSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { memberReaderOf } from '../members/member-reader.js';
import type { MaternityAssessmentService } from './maternity-assessment.service.js';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };

/** GET auth/maternity/{qhid} (spec 3 §7): the maternity assessment questions for the member. */
export const maternityRoutes: FastifyPluginAsyncZod<{ maternityAssessmentService: MaternityAssessmentService }> = async (app, { maternityAssessmentService }) => {
  app.get(
    '/auth/maternity/:qhid',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['submit-authorization'],
        description: 'The high-risk pregnancy screening questions, with the answers and due date of the member’s existing pregnancy.',
        params: z.object({ qhid: MemberQhidSchema }),
        response: { 200: MaternityAssessmentSchema, ...errors },
      },
    },
    (request) => maternityAssessmentService.assessmentOf(memberReaderOf(request), request.params.qhid),
  );
};
