/**
 * The FHIR API's one error shape (as medplum answers every error): an OperationOutcome with one issue, sent as
 * application/fhir+json. Every feature under /fhir throws `FhirError` (or answers `operationOutcome(...)`).
 */
export const fhirJsonContentType = 'application/fhir+json; charset=utf-8';

/** FHIR's IssueType codes the API uses (http://hl7.org/fhir/valueset-issue-type.html). */
export type FhirIssueCode = 'invalid' | 'structure' | 'required' | 'value' | 'security' | 'login' | 'forbidden' | 'not-found' | 'conflict' | 'throttled' | 'processing' | 'not-supported' | 'exception';

export interface OperationOutcome {
  resourceType: 'OperationOutcome';
  issue: Array<{ severity: 'fatal' | 'error' | 'warning' | 'information'; code: FhirIssueCode; diagnostics: string; expression?: string[] }>;
}

export function operationOutcome(code: FhirIssueCode, diagnostics: string, options: { severity?: 'fatal' | 'error' | 'warning' | 'information'; expression?: string[] } = {}): OperationOutcome {
  return {
    resourceType: 'OperationOutcome',
    issue: [{ severity: options.severity ?? 'error', code, diagnostics, ...(options.expression ? { expression: options.expression } : {}) }],
  };
}

/** A refusal of the FHIR API: its status, its OperationOutcome, and the headers that go with it (WWW-Authenticate). */
export class FhirError extends Error {
  constructor(
    readonly statusCode: number,
    readonly issueCode: FhirIssueCode,
    diagnostics: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(diagnostics);
  }

  get outcome(): OperationOutcome {
    return operationOutcome(this.issueCode, this.message);
  }
}
