/**
 * The Provider Access API (CMS-0057-F; Da Vinci PDex "Provider Access API", FHIR Bulk Data): what an export holds
 * and how long it is kept. Words shown to people live in provider-access-messages.ts.
 */

/**
 * The resource types a Provider Access export writes, in the order its manifest lists them: the member (US Core
 * Patient), their coverage, claims and prior authorizations as ExplanationOfBenefit (CARIN BB, PDex prior
 * authorization), the providers those name, and Provenance of what the plan recorded.
 */
export const providerAccessExportTypes = ['Patient', 'Coverage', 'ExplanationOfBenefit', 'Organization', 'Practitioner', 'Provenance'] as const;
export type ProviderAccessExportType = (typeof providerAccessExportTypes)[number];

/** The read scope a client needs to export a type (SMART v2, as client-systems.ts lists them). */
export const exportTypeScope = (type: ProviderAccessExportType) => `system/${type}.r` as const;

/** How far back care counts for v1 attribution: claims or authorizations in the last 24 months, or one to come. */
export const attributionLookbackMonths = 24;

/** How long a v2 matched Group answers (the PDex guide's suggestion, §pdex-264). */
export const matchedGroupDays = 30;
