import { z } from 'zod';
import { QhidSchema } from './common.js';
import {
  ContactRequestSchema,
  ContactResponseSchema,
  FeedbackOptionsResponseSchema,
  FeedbackRequestSchema,
  FeedbackResponseSchema,
  FeedbackTrackingRequestSchema,
  FeedbackTrackingResponseSchema,
  ResourceDocumentFileNameSchema,
} from './contact.js';
import { NetworkDocumentFileNameSchema, ResourceKeySchema, ResourceResponseSchema } from './content.js';
import { access, endpoint } from './endpoint.js';

const tag = 'content';
const feedbackTag = 'feedback';
/**
 * The feedback dialogs (spec 2 §2.11): provider users, limited ones included (they are offered the shorter reason
 * list); not employees, whose answers would skew the provider survey, and not while impersonating.
 */
const providerUsers = access.provider({ limited: true });

/** Resources, documents, contact and feedback (spec 1 §2.4, §7; spec 2 §2.9, §2.11, §7). */
export const contentEndpoints = {
  resource: endpoint({
    method: 'GET',
    path: '/resource/:key/',
    access: access.public,
    params: z.object({ key: ResourceKeySchema }),
    response: ResourceResponseSchema,
    tag,
    summary: 'A resource text (HTML), shown also before login.',
  }),
  /** Benefits lookup, claims and authorizations show member resources, also while impersonating. */
  memberResource: endpoint({
    method: 'GET',
    path: '/resource/member/:a/:b/',
    access: access.provider({ impersonation: true }),
    params: z.object({ a: ResourceKeySchema, b: QhidSchema }),
    response: ResourceResponseSchema,
    tag,
    summary: 'The resource text a (the key) as the group of member b (the qhid) has it.',
  }),
  /** The employee-plan network page's PDFs (spec 1 §2.4): no member data, so public and cacheable. */
  networkDocument: endpoint({
    method: 'GET',
    path: '/network-documents/:fileName',
    access: access.public,
    params: z.object({ fileName: NetworkDocumentFileNameSchema }),
    response: 'file',
    tag,
  }),
  /** The forms and guide of the Resources page (spec 2 §2.9): public like the network documents, as limited users read them. */
  resourceDocument: endpoint({
    method: 'GET',
    path: '/resource-documents/:fileName',
    access: access.public,
    params: z.object({ fileName: ResourceDocumentFileNameSchema }),
    response: 'file',
    tag,
  }),
  /**
   * Any signed-in user, limited users and employees included (the page is open to them); not while impersonating, so a
   * message never goes out under a provider's name.
   */
  contact: endpoint({
    method: 'POST',
    path: '/account/contact/',
    access: access.account({ limited: true }),
    body: ContactRequestSchema,
    response: ContactResponseSchema,
    tag,
  }),
  feedback: endpoint({
    method: 'POST',
    path: '/account/feedback/',
    access: providerUsers,
    body: FeedbackRequestSchema,
    response: FeedbackResponseSchema,
    tag: feedbackTag,
  }),
  /** The issues the benefits-exit dialog offers: the same list for everyone, so any signed-in account may read it. */
  feedbackOptions: endpoint({
    method: 'GET',
    path: '/feedbackModal/options/',
    access: access.account({ limited: true }),
    response: FeedbackOptionsResponseSchema,
    tag: feedbackTag,
  }),
  feedbackTracking: endpoint({
    method: 'POST',
    path: '/feedbackModal/tracking/',
    access: providerUsers,
    body: FeedbackTrackingRequestSchema,
    response: FeedbackTrackingResponseSchema,
    tag: feedbackTag,
    summary: 'The answer of the benefits-exit feedback dialog.',
  }),
} as const;
