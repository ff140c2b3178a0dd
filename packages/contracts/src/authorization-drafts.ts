import { z } from 'zod';
import { OkResponseSchema } from './common.js';
import { access, endpoint } from './endpoint.js';
import { MemberQhidSchema } from './member-search.js';
import { AuthorizationDraftSchema } from './submit-authorization.js';

/**
 * Drafts of the Submit Authorizations wizard (issue 34 §4): kept on the server as the user goes, per practice (every
 * account associated with the draft's provider locations sees and may resume it), deleted by the submission that
 * uses it or 30 days after it was last saved.
 */

/** The wizard's steps a draft can be left at (the completion screen is no draft's). */
export const draftSteps = ['requestType', 'details', 'questionnaire', 'clinicals', 'review'] as const;
export type DraftStep = (typeof draftSteps)[number];

export const draftStepLabels = {
  requestType: 'Request Type',
  details: 'Authorization Details',
  questionnaire: 'Questionnaire',
  clinicals: 'Clinicals',
  review: 'Review',
} as const satisfies Record<DraftStep, string>;

export const draftLimits = {
  /** A draft's answers as JSON, in characters; the largest real request (every code row, maternity) is far below it. */
  maxCharacters: 64_000,
  /** Days after its last save that a draft is deleted. */
  lifetimeDays: 30,
} as const;

export const draftMessages = {
  saving: 'Saving draft…',
  saved: (time: string) => `Draft saved ${time}`,
  notSaved: 'The draft could not be saved; your answers are still here.',
  resumedFrom: (name: string, time: string) => `Resumed the draft last saved by ${name} on ${time}.`,
  notFound: 'This draft is no longer available: it was submitted, deleted, or kept longer than 30 days.',
  discard: 'Delete draft',
  errors: {
    tooLarge: `A draft holds at most ${draftLimits.maxCharacters.toLocaleString('en-US')} characters of answers.`,
    patientFixed: 'A draft keeps the patient it was started for.',
    noProviders: 'Your account has no active provider to keep a draft for.',
  },
} as const;

const isWithinSize = (value: unknown) => JSON.stringify(value).length <= draftLimits.maxCharacters;

/** POST/PUT auth/drafts/: where the wizard stands and its answers (the same shape POST auth/ validates). */
export const AuthorizationDraftBodySchema = z.object({
  qhid: MemberQhidSchema,
  authorizationWorkflowId: z.number().int().min(1).max(4),
  step: z.enum(draftSteps),
  hasQuestionnaire: z.boolean().default(false),
  isMriRelated: z.boolean().default(false),
  answers: AuthorizationDraftSchema.refine(isWithinSize, draftMessages.errors.tooLarge),
});
export type AuthorizationDraftBody = z.input<typeof AuthorizationDraftBodySchema>;

/**
 * A draft as kept. Its answers were validated by AuthorizationDraftSchema when saved; they are answered as an object
 * (the draft schema's transforms cannot serialise a response) that the wizard parses with that schema again.
 */
export const SavedAuthorizationDraftSchema = AuthorizationDraftBodySchema.extend({
  id: z.number().int(),
  answers: z.record(z.string(), z.unknown()),
  /** ISO instants. */
  updatedAt: z.string(),
  expiresAt: z.string(),
  updatedByName: z.string(),
});
export type SavedAuthorizationDraft = z.infer<typeof SavedAuthorizationDraftSchema>;

export const DraftParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const tag = 'submit-authorization';
/** As the wizard: the provider's own staff (an impersonating employee does not submit, so keeps no draft). */
const providerOnly = access.provider();

export const authorizationDraftEndpoints = {
  create: endpoint({
    method: 'POST',
    path: '/auth/drafts/',
    access: providerOnly,
    body: AuthorizationDraftBodySchema,
    response: SavedAuthorizationDraftSchema,
    tag,
    summary: 'Keeps a new draft of the wizard for the practice (the draft’s provider locations among the account’s).',
  }),
  update: endpoint({
    method: 'PUT',
    path: '/auth/drafts/:id',
    access: providerOnly,
    params: DraftParamsSchema,
    body: AuthorizationDraftBodySchema,
    response: SavedAuthorizationDraftSchema,
    tag,
    summary: 'Saves a draft the practice may see (last save wins); another practice’s answers 404 like an unknown one.',
  }),
  get: endpoint({
    method: 'GET',
    path: '/auth/drafts/:id',
    access: providerOnly,
    params: DraftParamsSchema,
    response: SavedAuthorizationDraftSchema,
    tag,
    summary: 'A draft the practice may see, to resume it.',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/auth/drafts/:id',
    access: providerOnly,
    params: DraftParamsSchema,
    response: OkResponseSchema,
    tag,
    summary: 'Deletes a draft the practice may see.',
  }),
} as const;
