import { z } from 'zod';

/**
 * Code search over the CodeSearch adapter (architecture): GET /api/codes/{codeSet}/?q=&page= answering
 * { hits, page, nbHits }, 20 hits a page, page counted from 0.
 */
export const codeSets = ['icd10', 'cpt', 'hcpcs'] as const;
export type CodeSet = (typeof codeSets)[number];
export const codeSearchPageSize = 20;
export const codeSearchQueryMaxLength = 100;

export const CodeSearchParamsSchema = z.object({ codeSet: z.enum(codeSets, { message: 'Code set is one of icd10, cpt, hcpcs.' }) });
export const CodeSearchQuerySchema = z.object({
  q: z.string().trim().max(codeSearchQueryMaxLength, `A search has at most ${codeSearchQueryMaxLength} characters.`).default(''),
  page: z.coerce.number().int().min(0, 'Page is 0 or more.').max(500, 'Page is at most 500.').default(0),
});
export type CodeSearchQuery = z.input<typeof CodeSearchQuerySchema>;

/** An ICD-10 hit has code and formattedDescription; a CPT or HCPCS hit code, shortDescription and fullDescription. */
export const IcdHitSchema = z.object({ code: z.string(), formattedDescription: z.string() });
export const ProcedureHitSchema = z.object({ code: z.string(), shortDescription: z.string(), fullDescription: z.string() });
export type IcdHit = z.infer<typeof IcdHitSchema>;
export type ProcedureHit = z.infer<typeof ProcedureHitSchema>;

/**
 * A hit of either shape in one object: a union would try one shape, build a validation error for every ICD-10 hit
 * and then try the other, on each of the 20 hits of every answer (the search's hottest path).
 */
const CodeHitSchema = z.object({
  code: z.string(),
  formattedDescription: z.string().optional(),
  shortDescription: z.string().optional(),
  fullDescription: z.string().optional(),
});

export const CodeSearchResponseSchema = z.object({
  hits: z.array(CodeHitSchema),
  page: z.number().int(),
  nbHits: z.number().int(),
});
export interface CodeSearchResponse<Hit = ProcedureHit | IcdHit> {
  hits: Hit[];
  page: number;
  nbHits: number;
}
