import type { Bundle } from '@medplum/fhirtypes';

/**
 * What a notification carries: the PAS answer for an authorization as it stands (its ClaimResponse bundle, built by
 * the PAS feature; the composition root hands its function in, so this feature does not import that one).
 */
export type ClaimResponseBundleOf = (authorizationId: number, baseUrl: string) => Promise<Bundle>;
