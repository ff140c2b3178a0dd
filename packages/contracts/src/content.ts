import { z } from 'zod';

// Kept in a zod-free module so the browser's first page can name a resource without bundling the schemas.
export { resourceKeys } from './resource-keys.js';

export const ResourceKeySchema = z.string().regex(/^[A-Za-z0-9._-]{1,100}$/, 'A resource key has 1 to 100 letters, digits, dots, dashes or underscores.');

/** GET /api/resource/{key}/ and /api/resource/member/{a}/{b}/: HTML text, sanitised again by the browser. */
export const ResourceResponseSchema = z.object({ key: z.string(), content: z.string() });
export type ResourceResponse = z.infer<typeof ResourceResponseSchema>;

/** Downloads of the employee-plan network page (spec 1 §2.4), generated as real PDFs by the server. */
export const networkDocuments = {
  modifier25Notice: { fileName: 'modifier-25-notice.pdf', title: 'Modifier 25 Notice' },
  priorCertificationList: { fileName: 'prior-certification-list.pdf', title: 'Prior Certification List' },
  priorCertificationInjectables: {
    fileName: 'prior-certification-injectables.pdf',
    title: 'Prior Certification Injectables',
  },
  providerManual2022: { fileName: 'provider-administration-manual-2022.pdf', title: 'Provider Administration Manual (2022)' },
  providerManualCurrent: { fileName: 'provider-administration-manual-2023.pdf', title: 'Provider Administration Manual' },
} as const;
export type NetworkDocumentId = keyof typeof networkDocuments;
export const NetworkDocumentFileNameSchema = z.enum(Object.values(networkDocuments).map((document) => document.fileName) as [string, ...string[]]);

/** Spec 1 §2.4: the manual version shown depends on whether the current year is after 2022. */
export function providerManualFor(year: number, editionYear: number): NetworkDocumentId {
  return year > editionYear ? 'providerManualCurrent' : 'providerManual2022';
}
