import { apiPrefix, claimEndpoints, endpointPath, endpointQuery } from '@portal/contracts';
import type { Claim, ClaimCodesResponse, ClaimsExistResponse } from '@portal/contracts';
import { maria, mariaRecord } from '../../ui/member-search/member-search-test-data';

export const qhid = mariaRecord.qhid;

export { maria };

export const claimsKeys = {
  exists: `GET ${apiPrefix}${endpointPath(claimEndpoints.exists, { qhid })}`,
  years: `GET ${apiPrefix}${endpointPath(claimEndpoints.years)}${endpointQuery({ qhid })}`,
  search: `POST ${apiPrefix}${endpointPath(claimEndpoints.search)}`,
  codes: (claimNumber: string) => `GET ${apiPrefix}${endpointPath(claimEndpoints.codes, { qhid, claimNumber })}`,
  /** One claim by its address (/view-claims/:claimNumber, issue 34 §1). */
  record: (claimNumber: string) => `GET ${apiPrefix}${endpointPath(claimEndpoints.claim, { claimNumber })}`,
};

export function claim(claimNumber: string, overrides: Partial<Claim> = {}): Claim {
  return {
    claimNumber,
    providerName: 'Evergreen Family Clinic',
    dateOfService: '2025-03-14',
    dateOfServiceEnd: '2025-03-15',
    paidDate: '2025-04-02',
    chargedAmount: 1234.5,
    allowedAmount: 980,
    paidAmount: 784.25,
    placeOfService: '11 Office',
    allLinesComplete: true,
    showEob: true,
    ...overrides,
  };
}

export const claimCodes: ClaimCodesResponse = {
  cpt: [
    { code: '99214', description: 'Office visit, established patient, moderate' },
    { code: '81002', description: 'Urinalysis, non-automated' },
  ],
  icd: [
    { code: 'J06.9', description: 'Acute upper respiratory infection' },
    { code: 'R50.9', description: 'Fever, unspecified' },
    { code: 'Z00.00', description: 'General adult examination' },
  ],
};

type Handler = (request: { method: string; body: unknown }) => { status?: number; body: unknown };

/** Stub answers for a member with claims: exists, years (newest first) and one page of claims. */
interface ClaimsAnswers {
  exists?: ClaimsExistResponse;
  years?: number[];
  claims?: Claim[];
  totalRows?: number;
}

export function claimsHandlers(options: ClaimsAnswers = {}): Record<string, Handler> {
  const claims = options.claims ?? [claim('C-100'), claim('C-101', { allLinesComplete: false, paidDate: null })];
  return {
    [claimsKeys.exists]: () => ({ body: options.exists ?? { count: claims.length, hasActiveAssociations: true } }),
    [claimsKeys.years]: () => ({ body: options.years ?? [2025, 2024, 2023] }),
    [claimsKeys.search]: () => ({ body: { claims, totalRows: options.totalRows ?? claims.length } }),
    ...Object.fromEntries(claims.map((one) => [claimsKeys.record(one.claimNumber), () => ({ body: { qhid, claim: one } })])),
  };
}

export const failure = () => ({ status: 500, body: { code: 'INTERNAL', message: 'down' } });
