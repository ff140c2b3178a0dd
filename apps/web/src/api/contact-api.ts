import { contentEndpoints } from '@portal/contracts';
import type { ContactRequest, EndpointResponse, FeedbackRequest } from '@portal/contracts';
import { callEndpoint } from './http-client';

/** POST /account/contact/ (spec 2 §7): the message goes to the support mailbox. */
export function sendContactMessage(request: ContactRequest): Promise<EndpointResponse<typeof contentEndpoints.contact>> {
  return callEndpoint(contentEndpoints.contact, { body: request });
}

/** POST /account/feedback/ (spec 2 §7): the general feedback dialog's rating and reason. */
export function sendFeedback(request: FeedbackRequest): Promise<EndpointResponse<typeof contentEndpoints.feedback>> {
  return callEndpoint(contentEndpoints.feedback, { body: request });
}
