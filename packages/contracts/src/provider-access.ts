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

/**
 * How long an export's files are kept after it completes (or fails), then deleted with their rows by a sweep; the
 * status URL answers 404 from then on. A day lets a client that polls overnight still download, and keeps members'
 * data at rest no longer than that. Bulk Data's manifest has no field for it: the status answer's Expires header says
 * it, and the API's documentation.
 */
export const bulkExportRetentionHours = 24;

/** The Bulk Data output formats a kick-off may ask for (_outputFormat): all mean FHIR NDJSON, the only one written. */
export const bulkExportOutputFormats = ['application/fhir+ndjson', 'application/ndjson', 'ndjson'] as const;

/** The operations that start a Provider Access export of a Group: the standard one and PDex/ATR's. */
export const bulkExportOperations = ['export', 'davinci-data-export'] as const;
export type BulkExportOperation = (typeof bulkExportOperations)[number];

/** PDex's exportType values of $davinci-data-export (provider-delta requires _since, §pdex-363). */
export const davinciExportTypes = [
  'hl7.fhir.us.davinci-pdex#provider-delta',
  'hl7.fhir.us.davinci-pdex#provider-download',
  'hl7.fhir.us.davinci-pdex#provider-snapshot',
] as const;

/**
 * At most this many MemberBundles in one $provider-member-match: each is an identity check held to the throttle, and
 * a practice matches its day's panel in a few calls. More answers 413 with an OperationOutcome (nothing is matched).
 */
export const maxMemberBundlesPerMatch = 100;

/**
 * An attributed Group older than this is refreshed before it is read or exported, and the scheduled job refreshes
 * every attributed Group this often: a claim paid this morning shows up within the hour.
 */
export const attributedGroupRefreshMinutes = 60;

/** How a member told the plan their Provider Access choice. */
export const providerAccessChoiceChannels = ['phone', 'mail', 'email', 'member-portal', 'in-person'] as const;
export type ProviderAccessChoiceChannel = (typeof providerAccessChoiceChannels)[number];

/** A member's choice about Provider Access sharing (no choice recorded: they share, CMS-0057-F's opt-out model). */
export const providerAccessChoiceValues = ['opted-out', 'opted-in'] as const;
export type ProviderAccessChoice = (typeof providerAccessChoiceValues)[number];

/** attributed: v1, the members a client organization's providers cared for; matched: v2, a $provider-member-match answer. */
export const providerAccessGroupKinds = ['attributed', 'matched'] as const;
export type ProviderAccessGroupKind = (typeof providerAccessGroupKinds)[number];

/** Where a Bulk Data export stands. */
export const bulkExportStatuses = ['in-progress', 'completed', 'failed', 'cancelled'] as const;
export type BulkExportStatus = (typeof bulkExportStatuses)[number];

/** The longest note an employee may add to a recorded choice. */
export const providerAccessNoteMaxLength = 500;
