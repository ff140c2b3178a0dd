import { usDateFormat } from '@portal/contracts';
import type { FormField, FormSection } from '../../pdf/form-layout.js';

/** Field builders: `span` is the width in columns of the form's 12-column grid. */
export const text = (name: string, label: string, span: number, options: { maxLength?: number; lines?: number } = {}): FormField => ({
  kind: 'text',
  name,
  label,
  span,
  ...options,
});
export const check = (name: string, label: string, span: number): FormField => ({ kind: 'checkbox', name, label, span });
export const radio = (name: string, label: string, options: readonly string[], span: number): FormField => ({ kind: 'radio', name, label, options, span });

/** A date field; the format is part of the label where the field is wide enough, else the section's note gives it. */
export const dateField = (name: string, label: string, span = 3) =>
  text(name, span >= 3 ? `${label} (${usDateFormat})` : label, span, { maxLength: usDateFormat.length });

/** The sections most forms share, with the same field names in each, so an office can fill them the same way. */
export const memberSection: FormSection = {
  title: 'Member',
  note: 'As shown on the member ID card.',
  rows: [
    [
      text('memberName', 'Member name (last, first, middle initial)', 6),
      text('memberId', 'Member ID', 3, { maxLength: 50 }),
      dateField('memberDob', 'Date of birth'),
    ],
    [
      text('memberGroupNumber', 'Group number', 3, { maxLength: 20 }),
      text('memberPhone', 'Member phone', 3, { maxLength: 12 }),
      radio('memberSex', 'Sex', ['Female', 'Male'], 6),
    ],
  ],
};

export function providerSection(prefix: string, title: string, note?: string): FormSection {
  return {
    title,
    ...(note ? { note } : {}),
    rows: [
      [
        text(`${prefix}Name`, 'Provider or facility name', 6),
        text(`${prefix}Npi`, 'NPI', 3, { maxLength: 10 }),
        text(`${prefix}TaxId`, 'Tax ID (##-#######)', 3, { maxLength: 10 }),
      ],
      [
        text(`${prefix}Address`, 'Address, city, state, ZIP', 6),
        text(`${prefix}Phone`, 'Phone', 3, { maxLength: 12 }),
        text(`${prefix}Fax`, 'Fax', 3, { maxLength: 12 }),
      ],
      [text(`${prefix}ContactName`, 'Contact person', 6), text(`${prefix}Specialty`, 'Specialty', 6)],
    ],
  };
}

export const requestingProviderSection = providerSection('requestingProvider', 'Requesting provider');

export const requestTypeField = radio('requestType', 'Request type', ['Standard', 'Urgent'], 4);
export const urgentNote =
  'Urgent only when waiting for a standard decision could seriously jeopardize the life or health of the member or the ability to regain maximum function.';

export const primaryDiagnosisField = text('primaryDiagnosisCode', 'Primary diagnosis (ICD-10)', 3, { maxLength: 8 });

export const diagnosisRow: FormField[] = [
  primaryDiagnosisField,
  text('diagnosisCodes', 'Other diagnosis codes (ICD-10)', 5),
  text('diagnosisDescription', 'Diagnosis description', 4),
];

/** `count` numbered service lines: code, description, units and dates (the section's note gives the date format). */
export function serviceLines(count: number): FormField[][] {
  return Array.from({ length: count }, (_, index) => {
    const line = index + 1;
    return [
      text(`cptCode${line}`, `CPT/HCPCS code ${line}`, 2, { maxLength: 5 }),
      text(`serviceDescription${line}`, 'Service description', 4),
      text(`units${line}`, 'Units', 2, { maxLength: 6 }),
      dateField(`serviceStartDate${line}`, 'From date', 2),
      dateField(`serviceEndDate${line}`, 'To date', 2),
    ];
  });
}

export function clinicalSection(label: string, lines = 6): FormSection {
  return {
    title: 'Clinical information',
    note: 'Attach office notes, test results and the treatment plan that support the request.',
    rows: [[text('clinicalNotes', label, 12, { lines })]],
  };
}

export const attestationSection: FormSection = {
  title: 'Attestation',
  note: 'I certify that the information on this form is true and complete and is supported by the medical record.',
  rows: [
    [text('providerSignature', 'Signature of the requesting provider', 6), text('signerPrintedName', 'Printed name', 3), dateField('signatureDate', 'Date')],
  ],
};
