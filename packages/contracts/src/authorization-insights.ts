import { z } from 'zod';
import { TablePageNumberQuerySchema, TablePageSizeQuerySchema } from './common.js';
import { constants } from './constants.js';
import { authorizationShowFilters } from './authorization-glance.js';
import { authorizationEventKinds } from './authorization-events.js';

/** GET auth/ataglance: Home's counts over the authorizations of the account's active provider associations. */
export const AuthorizationCountsSchema = z.object({
  pending: z.number().int(),
  decided: z.number().int(),
  expiring: z.number().int(),
});
export type AuthorizationCounts = z.infer<typeof AuthorizationCountsSchema>;

/** GET auth/ataglance/list: one page of the authorizations a count stands for, soonest first. */
export const AuthorizationShowQuerySchema = z.object({
  show: z.enum(authorizationShowFilters),
  pageNumber: TablePageNumberQuerySchema.default(0),
  pageSize: TablePageSizeQuerySchema.default(constants.tablePageSizes[0]),
});
export type AuthorizationShowQuery = z.input<typeof AuthorizationShowQuerySchema>;

export const AuthorizationShowRowSchema = z.object({
  id: z.number().int(),
  authorizationNumber: z.string(),
  qhid: z.number().int(),
  patientName: z.string(),
  providerName: z.string(),
  facilityName: z.string(),
  status: z.string(),
  serviceFrom: z.string(),
  serviceTo: z.string(),
  /** When the last status change happened (ISO timestamp); null before any was recorded. */
  statusChangedAt: z.string().nullable(),
});
export type AuthorizationShowRow = z.infer<typeof AuthorizationShowRowSchema>;

export const AuthorizationShowListSchema = z.object({ authorizations: z.array(AuthorizationShowRowSchema), totalRows: z.number().int() });
export type AuthorizationShowList = z.infer<typeof AuthorizationShowListSchema>;

/**
 * One event of the overview's timeline (issue 31 §5), told from the authorization's events: its kind, when (ISO), its
 * words (from authorizationEventWords), who acted when a person did, and for an extension or the decision-due marker
 * the decision time. The last event is the decision-due marker.
 */
export const TimelineEventSchema = z.object({
  kind: z.enum([...authorizationEventKinds, 'decision-due']),
  at: z.string(),
  title: z.string(),
  details: z.array(z.string()),
  /** The person who acted (actor.name); null for the plan, its clock or a client system. */
  by: z.string().nullable(),
  /** The decision time an extension moved to. */
  dueAt: z.string().nullable(),
});
export type TimelineEvent = z.infer<typeof TimelineEventSchema>;

/** A service line's units: authorized by the plan's decisions, used by paid claims for the code in its dates. */
export const ServiceLineUnitsSchema = z.object({
  procedureId: z.number().int(),
  cptCode: z.string(),
  authorized: z.number().int(),
  used: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
});
export type ServiceLineUnits = z.infer<typeof ServiceLineUnitsSchema>;
