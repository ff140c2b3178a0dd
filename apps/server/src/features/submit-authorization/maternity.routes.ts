import { submitAuthorizationEndpoints } from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoint-route.js';
import { memberReaderOf } from '../../access/member-reader.js';
import type { MaternityAssessmentService } from './maternity-assessment.service.js';

/** GET auth/maternity/{qhid} (spec 3 §7): the maternity assessment questions for the member. */
export const maternityRoutes: FastifyPluginAsync<{ maternityAssessmentService: MaternityAssessmentService }> = async (app, { maternityAssessmentService }) => {
  route(app, submitAuthorizationEndpoints.maternityAssessment, (request) =>
    maternityAssessmentService.assessmentOf(memberReaderOf(request), request.params.qhid),
  );
};
