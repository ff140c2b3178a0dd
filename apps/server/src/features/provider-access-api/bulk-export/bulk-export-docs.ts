import { bulkExportRetentionHours } from '@portal/contracts';
import { fhirSecurityScheme } from '../../../fhir/fhir-openapi.js';

const doc = (summary: string, description: string, scope: string) => ({
  tags: ['FHIR (Provider Access)'],
  summary,
  description,
  security: [{ [fhirSecurityScheme]: [scope] }],
});

const kickOff = (operation: string) =>
  doc(
    `Group/{id}/${operation}: start a Bulk Data export`,
    `FHIR Bulk Data v2 (Flat FHIR) export of the calling client's own Group (attributed or matched), as PDex Provider Access asks. GET with query parameters, or POST a Parameters resource with the same: _type (comma list of Patient, Coverage, ExplanationOfBenefit, Organization, Practitioner, Provenance; each needs its system/<Type>.r scope, and without _type every type the token may read is written), _since (an instant), _outputFormat (application/fhir+ndjson, application/ndjson or ndjson), exportType (PDex: provider-delta needs _since). Other parameters are refused (400) unless Prefer: handling=lenient. Prefer: respond-async is assumed when absent. Answers 202 with Content-Location, the status URL; the same request while an export of the Group runs answers that export's status URL; another Group, an expired one or an unknown one answers 404.`,
    'system/Group.r',
  );

/** How /api/docs describes the Bulk Data export routes. */
export const bulkExportDocs = {
  export: kickOff('$export'),
  davinciDataExport: kickOff('$davinci-data-export'),
  status: doc(
    'Bulk Data export status',
    `202 with X-Progress and Retry-After while the export runs; 200 with the manifest (transactionTime, request, requiresAccessToken: true, output per type with url and count, error) once complete, with Expires: files are deleted ${bulkExportRetentionHours} hours after completion, and the status URL answers 404 from then; 500 with an OperationOutcome when the export failed. The client that started the export only.`,
    'system/Group.r',
  ),
  cancel: doc(
    'Cancel a Bulk Data export',
    'Cancels the export (running or complete) and deletes its files at once: 202; the status URL answers 404 from then.',
    'system/Group.r',
  ),
  file: doc(
    'A Bulk Data output file',
    'One NDJSON file of the manifest (application/fhir+ndjson, one resource per line), streamed, to the client that started the export only, with an access token that reads the file\u2019s type.',
    'system/Group.r',
  ),
} as const;
