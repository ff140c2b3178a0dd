import { contentApiPaths } from '@portal/contracts';
import type { ContactRequest, ContactResponseSchema, FeedbackRequest, FeedbackResponseSchema } from '@portal/contracts';
import type { z } from 'zod';
import { apiRequest } from './http-client';

type ContactResponse = z.infer<typeof ContactResponseSchema>;
type FeedbackResponse = z.infer<typeof FeedbackResponseSchema>;

/** POST /account/contact/ (spec 2 §7): the message goes to the support mailbox. */
export function sendContactMessage(request: ContactRequest): Promise<ContactResponse> {
  return apiRequest<ContactResponse>(contentApiPaths.contact, { method: 'POST', body: request });
}

/** POST /account/feedback/ (spec 2 §7): the general feedback dialog's rating and reason. */
export function sendFeedback(request: FeedbackRequest): Promise<FeedbackResponse> {
  return apiRequest<FeedbackResponse>(contentApiPaths.feedback, { method: 'POST', body: request });
}
