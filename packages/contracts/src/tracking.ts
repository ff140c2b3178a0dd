import { z } from 'zod';
import { ActionNameSchema, QhidSchema } from './common.js';

/** Tracking paths of spec 1 §7; every event is stored with the user, the time and its values. */
export const TrackingActionParamsSchema = z.object({ action: ActionNameSchema });
export const TrackingValueParamsSchema = z.object({ action: ActionNameSchema, value: z.string().min(1).max(200) });
export const TrackingMemberParamsSchema = z.object({ action: ActionNameSchema, qhid: QhidSchema });
export const TrackingMemberValueParamsSchema = TrackingMemberParamsSchema.extend({ value: z.string().min(1).max(200) });
export const TrackingNetworkParamsSchema = z.object({
  a: z.string().min(1).max(200),
  b: z.string().min(1).max(200),
  c: z.string().min(1).max(200),
  d: z.string().min(1).max(200),
});
export const TrackingRefererBodySchema = z.object({ value: z.string().max(2000) });
export const TrackingPagingBodySchema = z.object({
  pageNumber: z.number().int().min(0).optional(),
  pageSize: z.number().int().min(1).max(1000).optional(),
  sortClause: z.string().max(100).optional(),
  term: z.string().max(100).optional(),
  totalRows: z.number().int().min(0).optional(),
  year: z.union([z.number().int(), z.string().max(10)]).optional(),
});
export const TrackingPdfErrorBodySchema = z.object({
  pdfName: z.string().min(1).max(200),
  qhid: z.string().max(50).nullish(),
  error: z.string().max(2000),
});
export const TrackingResponseSchema = z.object({ tracked: z.literal(true) });
