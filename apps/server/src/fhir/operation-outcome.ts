/**
 * The FHIR API's one error shape (as medplum answers every error): an OperationOutcome with one issue, sent as
 * application/fhir+json. Every feature under /fhir throws `FhirError` (or answers `operationOutcome(...)`).
 */
export const fhirJsonContentType = 'application/fhir+json; charset=utf-8';

/** FHIR's IssueType codes the API uses (http://hl7.org/fhir/valueset-issue-type.html). */
export type FhirIssueCode =
  | 'invalid'
  | 'structure'
  | 'required'
  | 'value'
  | 'security'
  | 'login'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'business-rule'
  | 'throttled'
  | 'too-costly'
  | 'transient'
  | 'processing'
  | 'not-supported'
  | 'informational'
  | 'exception';

export interface OperationOutcome {
  resourceType: 'OperationOutcome';
  issue: Array<{ severity: 'fatal' | 'error' | 'warning' | 'information'; code: FhirIssueCode; diagnostics: string; expression?: string[] }>;
}

export function operationOutcome(
  code: FhirIssueCode,
  diagnostics: string,
  options: { severity?: 'fatal' | 'error' | 'warning' | 'information'; expression?: string[] } = {},
): OperationOutcome {
  return {
    resourceType: 'OperationOutcome',
    issue: [{ severity: options.severity ?? 'error', code, diagnostics, ...(options.expression ? { expression: options.expression } : {}) }],
  };
}

/** One thing wrong with a request: its issue type, what to fix, and where (a FHIRPath into what was sent). */
export interface FhirProblem {
  code: FhirIssueCode;
  diagnostics: string;
  expression?: string;
}

/** A refusal of the FHIR API: its status, its OperationOutcome, and the headers that go with it (WWW-Authenticate). */
export class FhirError extends Error {
  constructor(
    readonly statusCode: number,
    readonly issueCode: FhirIssueCode,
    diagnostics: string,
    readonly headers: Record<string, string> = {},
    /** Every problem found, when there is more than one to tell (a bundle checked as a whole). */
    readonly problems: readonly FhirProblem[] = [],
  ) {
    super(diagnostics);
  }

  /** A refusal listing each problem as an issue of the one OperationOutcome. */
  static of(statusCode: number, problems: readonly FhirProblem[]): FhirError {
    const code = problems[0]?.code ?? 'invalid';
    return new FhirError(statusCode, code, problems.map((problem) => problem.diagnostics).join(' '), {}, problems);
  }

  get outcome(): OperationOutcome {
    if (this.problems.length === 0) return operationOutcome(this.issueCode, this.message);
    return {
      resourceType: 'OperationOutcome',
      issue: this.problems.map((problem) => ({
        severity: 'error',
        code: problem.code,
        diagnostics: problem.diagnostics,
        ...(problem.expression ? { expression: [problem.expression] } : {}),
      })),
    };
  }
}
