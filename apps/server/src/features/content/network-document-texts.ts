import { decisionClocks, escapeBrandText, type NetworkDocumentId } from '@portal/contracts';
import type { DocumentBlock } from '../../pdf/flow-layout.js';
import type { PdfBrand } from '../../pdf/pdf-brand.js';

const manualCommon: DocumentBlock[] = [
  { kind: 'heading', text: 'Eligibility and benefits' },
  {
    kind: 'paragraph',
    text: `Verify a member's eligibility and benefits in the provider portal before every visit. Coverage can change at the start of any month; an ID card alone does not prove coverage.`,
  },
  { kind: 'heading', text: 'Prior certification' },
  {
    kind: 'paragraph',
    text: `Services on the prior certification list need an approved authorization before they are rendered. Submit requests through Submit Authorizations with clinical documentation attached; urgent requests are decided within ${decisionClocks.expeditedHours} hours, standard requests within ${decisionClocks.standardDays} calendar days.`,
  },
  { kind: 'heading', text: 'Claims' },
  {
    kind: 'paragraph',
    text: 'Submit claims electronically within 90 days of the date of service. Corrected claims must carry frequency code 7 and the original claim number. Claim status is available under View Claims.',
  },
];

/** The documents' texts, naming the plan as its brand does. */
export function networkDocumentTexts(brand: Pick<PdfBrand, 'planName'>): Record<NetworkDocumentId, DocumentBlock[]> {
  const plan = escapeBrandText('pdf', brand.planName);
  return {
    modifier25Notice: [
      { kind: 'paragraph', text: `Notice to participating providers of the employee-plan network of ${plan}.` },
      { kind: 'heading', text: 'Use of modifier 25' },
      {
        kind: 'paragraph',
        text: 'Modifier 25 identifies a significant, separately identifiable evaluation and management (E/M) service performed by the same physician on the same day as a procedure or other service. The E/M service must go beyond the usual pre-operative and post-operative care of the procedure.',
      },
      {
        kind: 'paragraph',
        text: 'Beginning with dates of service on or after January 1, claims that append modifier 25 to an E/M code billed with a minor procedure are reviewed against the medical record. Documentation must show the separate problem addressed and the medical decision making it required.',
      },
      { kind: 'heading', text: 'What you need to do' },
      {
        kind: 'paragraph',
        text: 'Keep the history, examination and decision making of the separate E/M service clearly distinguished in the note. Records may be requested; claims without support are adjusted to the procedure alone.',
      },
    ],
    priorCertificationList: [
      { kind: 'paragraph', text: 'The following categories of services require prior certification for members of the employee-plan network.' },
      {
        kind: 'table',
        columns: ['Category', 'Examples'],
        rows: [
          ['Advanced imaging', 'MRI, MRA, CT, PET scans (outpatient)'],
          ['Inpatient admissions', 'Elective medical and surgical admissions'],
          ['Skilled nursing', 'Skilled nursing facility and acute rehabilitation stays'],
          ['Durable medical equipment', 'Items with a purchase price over $1,000; all rentals'],
          ['Home health', 'Home health visits and home infusion therapy'],
          ['Outpatient surgery', 'Bariatric, spinal, joint replacement and cosmetic-potential procedures'],
          ['Genetic testing', 'Molecular and genomic laboratory tests'],
          ['Therapy', 'Physical, occupational and speech therapy beyond the 12th visit'],
          ['Transplant', 'Evaluation and transplant of any organ or tissue'],
        ],
      },
      { kind: 'paragraph', text: 'Emergency services never require prior certification. Notify the plan of an emergency admission within one business day.' },
    ],
    priorCertificationInjectables: [
      { kind: 'paragraph', text: 'Provider-administered drugs that require prior certification, listed by HCPCS code.' },
      {
        kind: 'table',
        columns: ['HCPCS', 'Drug'],
        rows: [
          ['J0129', 'Abatacept, 10 mg'],
          ['J0178', 'Aflibercept, 1 mg'],
          ['J0897', 'Denosumab, 1 mg'],
          ['J1300', 'Eculizumab, 10 mg'],
          ['J1745', 'Infliximab, 10 mg'],
          ['J2350', 'Ocrelizumab, 1 mg'],
          ['J2505', 'Pegfilgrastim, 6 mg'],
          ['J3357', 'Ustekinumab, 1 mg'],
          ['J9035', 'Bevacizumab, 10 mg'],
          ['J9271', 'Pembrolizumab, 1 mg'],
          ['J9312', 'Rituximab, 10 mg'],
        ],
      },
      { kind: 'paragraph', text: 'Requests must include the diagnosis, dose, frequency, site of care and prior therapies tried.' },
    ],
    providerManual2022: [
      { kind: 'paragraph', text: `Provider administration manual of the ${plan} employee-plan network, 2022 edition.` },
      ...manualCommon,
      { kind: 'heading', text: 'Changes in the 2022 edition' },
      {
        kind: 'paragraph',
        text: 'Paper authorization requests by fax are accepted until further notice. Appeals are filed in writing within 180 days of the determination.',
      },
    ],
    providerManualCurrent: [
      { kind: 'paragraph', text: `Provider administration manual of the ${plan} employee-plan network, 2023 edition and later.` },
      ...manualCommon,
      { kind: 'heading', text: 'Changes in the 2023 edition' },
      {
        kind: 'paragraph',
        text: 'Authorization requests are accepted through the provider portal only; faxed requests are no longer processed. Clinical documents are uploaded with the request. Appeals may be filed in the portal within 180 days of the determination.',
      },
    ],
  };
}
