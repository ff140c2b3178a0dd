import { z } from 'zod';
import { usDateFormat } from './dates.js';
import { access, endpoint } from './endpoint.js';
import { providerAccessMessages } from './provider-access-messages.js';
import {
  bulkExportStatuses,
  providerAccessChoiceChannels,
  providerAccessChoiceValues,
  providerAccessGroupKinds,
  providerAccessNoteMaxLength,
} from './provider-access.js';

const text = providerAccessMessages.admin;
const tag = 'provider-access';

/** Who the employee means: the member id on the card and the date of birth (MM/DD/YYYY), as the portal's member search. */
export const ProviderAccessMemberLookupSchema = z.object({
  memberId: z.string().trim().min(1, text.required).max(100),
  dob: z.string().trim().min(1, text.required).max(usDateFormat.length, text.dobFormat),
  /** Only when several members share the member id and date of birth (a family card's twins): tells them apart. */
  firstName: z.string().trim().max(50).default(''),
});
export type ProviderAccessMemberLookup = z.input<typeof ProviderAccessMemberLookupSchema>;

export const RecordProviderAccessChoiceRequestSchema = ProviderAccessMemberLookupSchema.extend({
  choice: z.enum(providerAccessChoiceValues, { message: text.required }),
  channel: z.enum(providerAccessChoiceChannels, { message: text.required }),
  note: z.string().trim().max(providerAccessNoteMaxLength, text.noteTooLong(providerAccessNoteMaxLength)).default(''),
});
export type RecordProviderAccessChoiceRequest = z.input<typeof RecordProviderAccessChoiceRequestSchema>;

export const ProviderAccessChoiceEntrySchema = z.object({
  id: z.number().int(),
  choice: z.enum(providerAccessChoiceValues),
  effectiveAt: z.string(),
  channel: z.enum(providerAccessChoiceChannels),
  note: z.string().nullable(),
  recordedBy: z.string(),
  recordedAt: z.string(),
});
export type ProviderAccessChoiceEntry = z.infer<typeof ProviderAccessChoiceEntrySchema>;

/** A member's Provider Access standing: their current choice (null: none recorded, they share) and its history, newest first. */
export const ProviderAccessMemberChoicesSchema = z.object({
  member: z.object({ memberId: z.string(), firstName: z.string(), lastName: z.string(), dob: z.string() }),
  /** The member's group hides their data from providers: nothing is shared, whatever the choice. */
  isSecureGroup: z.boolean(),
  /** Whether the member's data may go out now (their choice and the secure-group rule together). */
  isSharing: z.boolean(),
  current: ProviderAccessChoiceEntrySchema.nullable(),
  history: z.array(ProviderAccessChoiceEntrySchema),
});
export type ProviderAccessMemberChoices = z.infer<typeof ProviderAccessMemberChoicesSchema>;

export const ProviderAccessExportSchema = z.object({
  id: z.string(),
  clientName: z.string(),
  clientId: z.string(),
  groupKind: z.enum(providerAccessGroupKinds),
  groupSize: z.number().int(),
  types: z.array(z.string()),
  status: z.enum(bulkExportStatuses),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  resourcesWritten: z.number().int(),
  lastError: z.string().nullable(),
});
export type ProviderAccessExport = z.infer<typeof ProviderAccessExportSchema>;

export const ProviderAccessExportsResponseSchema = z.object({ exports: z.array(ProviderAccessExportSchema) });
export type ProviderAccessExportsResponse = z.infer<typeof ProviderAccessExportsResponseSchema>;

/** How many exports the employees' list shows, newest first. */
export const providerAccessExportsListed = 200;

/**
 * Site Administration › Provider Access (issue 33): members' opt-out choices and the exports. Site administrators,
 * as the other administration pages that reach every member. The member is named in the body, never in the URL
 * (member ids are PHI and URLs are logged).
 */
export const providerAccessEndpoints = {
  findMember: endpoint({
    method: 'POST',
    path: '/admin/provider-access/member/',
    access: access.siteAdministrator,
    body: ProviderAccessMemberLookupSchema,
    response: ProviderAccessMemberChoicesSchema,
    tag,
    summary: 'A member’s Provider Access choice and its history, found by member ID and date of birth.',
  }),
  recordChoice: endpoint({
    method: 'POST',
    path: '/admin/provider-access/choices/',
    access: access.siteAdministrator,
    body: RecordProviderAccessChoiceRequestSchema,
    response: ProviderAccessMemberChoicesSchema,
    tag,
    summary: 'Records a member’s opt-out or opt-in, effective now.',
  }),
  exports: endpoint({
    method: 'GET',
    path: '/admin/provider-access/exports/',
    access: access.siteAdministrator,
    response: ProviderAccessExportsResponseSchema,
    tag,
    summary: 'The latest Provider Access exports: client, Group, types, times, status, resources written, last error.',
  }),
} as const;
