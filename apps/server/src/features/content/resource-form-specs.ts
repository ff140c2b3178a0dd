import { decisionClocks } from '@portal/contracts';
import type { ResourceDocumentId } from '@portal/contracts';
import type { FormSection } from '../../pdf/form-layout.js';
import {
  attestationSection,
  check,
  clinicalSection,
  dateField,
  diagnosisRow,
  memberSection,
  primaryDiagnosisField,
  providerSection,
  radio,
  requestingProviderSection,
  requestTypeField,
  serviceLines,
  text,
  urgentNote,
} from './resource-form-sections.js';

export type FormDocumentId = Exclude<ResourceDocumentId, 'providerPortalGuide'>;

export interface FormSpec {
  /** What the form is for and what to attach, as paragraphs under the title. */
  instructions: string[];
  sections: FormSection[];
}

const datesNote = 'Dates as MM/DD/YYYY. Units: visits, days or items, as they will be billed.';
const decisionTimes = `Standard requests are decided within ${decisionClocks.standardDays} calendar days of receipt, urgent requests within ${decisionClocks.expeditedHours} hours.`;

/** The six fillable forms of the Resources page (spec 2 §2.9), for offices that cannot submit through the portal. */
export const resourceFormSpecs: Record<FormDocumentId, FormSpec> = {
  standardAuthorizationForm: {
    instructions: [
      'Use this form to request prior authorization of outpatient services, procedures and office-administered drugs on the prior certification list. One form per member; up to four services.',
      decisionTimes,
    ],
    sections: [
      {
        title: 'Request',
        note: urgentNote,
        rows: [[requestTypeField, radio('serviceSetting', 'Setting', ['Office', 'Outpatient hospital', 'Surgery center', 'Home'], 8)]],
      },
      memberSection,
      requestingProviderSection,
      providerSection('servicingProvider', 'Servicing provider or facility', 'Where the service is performed, when not the requesting provider.'),
      { title: 'Services requested', note: datesNote, rows: [diagnosisRow, ...serviceLines(4)] },
      clinicalSection('Clinical summary: history, findings, prior treatment and why the service is needed'),
      attestationSection,
    ],
  },

  chemoRadiationQuestionnaire: {
    instructions: [
      'Complete this questionnaire for every new course of chemotherapy, immunotherapy or radiation therapy, and when a regimen changes. Attach the pathology report and the most recent oncology consultation note.',
      decisionTimes,
    ],
    sections: [
      { title: 'Request', note: urgentNote, rows: [[requestTypeField, radio('treatmentType', 'Treatment', ['Chemotherapy', 'Radiation therapy', 'Both'], 8)]] },
      memberSection,
      providerSection('requestingProvider', 'Ordering oncologist'),
      providerSection('servicingProvider', 'Infusion site or radiation facility'),
      {
        title: 'Diagnosis and staging',
        rows: [
          [
            text('primaryDiagnosisCode', 'Cancer diagnosis (ICD-10)', 3, { maxLength: 8 }),
            text('cancerSite', 'Cancer type and primary site', 5),
            text('diagnosisCodes', 'Other diagnosis codes (ICD-10)', 4),
          ],
          [radio('cancerStage', 'Stage', ['I', 'II', 'III', 'IV', 'Unknown'], 6), radio('ecogStatus', 'ECOG performance status', ['0', '1', '2', '3', '4'], 6)],
          [
            radio('treatmentIntent', 'Intent of treatment', ['Curative', 'Adjuvant', 'Neoadjuvant', 'Palliative'], 8),
            text('metastaticSites', 'Sites of metastasis', 4),
          ],
          [text('biomarkers', 'Biomarker and genetic results (for example HER2, EGFR, PD-L1, BRCA)', 12)],
        ],
      },
      {
        title: 'Chemotherapy or immunotherapy',
        rows: [
          [text('regimenName', 'Regimen name', 6), text('guidelinePathway', 'NCCN category or pathway', 6)],
          ...[1, 2, 3].map((line) => [
            text(`drugName${line}`, `Drug ${line}`, 4),
            text(`drugHcpcs${line}`, 'HCPCS code', 2, { maxLength: 5 }),
            text(`drugDose${line}`, 'Dose', 2),
            text(`drugRoute${line}`, 'Route', 2),
            text(`drugFrequency${line}`, 'Frequency', 2),
          ]),
          [
            text('cycleCount', 'Number of cycles', 3, { maxLength: 3 }),
            text('cycleLengthDays', 'Days per cycle', 3, { maxLength: 3 }),
            dateField('treatmentStartDate', 'Start'),
            dateField('treatmentEndDate', 'End'),
          ],
        ],
      },
      {
        title: 'Radiation therapy',
        rows: [
          [radio('radiationModality', 'Technique', ['IMRT', '3D conformal', 'SBRT/SRS', 'Proton', 'Brachytherapy'], 12)],
          [
            text('treatmentSite', 'Treatment site', 6),
            text('totalDoseGy', 'Total dose (Gy)', 3, { maxLength: 6 }),
            text('fractionCount', 'Number of fractions', 3, { maxLength: 3 }),
          ],
          [text('radiationCptCodes', 'Planning and delivery CPT codes', 12)],
        ],
      },
      { title: 'Prior treatment', rows: [[text('priorTreatments', 'Earlier surgery, chemotherapy or radiation, with dates and response', 12, { lines: 3 })]] },
      clinicalSection('Clinical summary and reason for the chosen regimen', 4),
      attestationSection,
    ],
  },

  maternityAuthorizationForm: {
    instructions: [
      'Notify the plan of a pregnancy at the first prenatal visit, and request the delivery admission with this form. Members with a high-risk pregnancy are offered maternity care coordination.',
      'Send the form with the prenatal record. Changes to the delivery date or facility can be reported by phone.',
    ],
    sections: [
      memberSection,
      providerSection('requestingProvider', 'Obstetric provider'),
      providerSection('servicingProvider', 'Delivery facility'),
      {
        title: 'Pregnancy',
        rows: [
          [
            dateField('expectedDeliveryDate', 'Due date'),
            dateField('lastMenstrualPeriod', 'Last period'),
            text('gravida', 'Gravida', 2, { maxLength: 2 }),
            text('para', 'Para', 2, { maxLength: 2 }),
            text('gestationalWeeks', 'Weeks', 2, { maxLength: 2 }),
          ],
          [
            radio('deliveryType', 'Planned delivery', ['Vaginal', 'Cesarean', 'Unknown'], 6),
            check('highRisk', 'High-risk pregnancy', 3),
            check('multipleGestation', 'Twins or more', 3),
          ],
          [check('previousCesarean', 'Previous cesarean delivery', 6), check('gestationalDiabetes', 'Gestational diabetes', 6)],
          [primaryDiagnosisField, text('diagnosisCodes', 'Other diagnosis codes (ICD-10)', 9)],
        ],
      },
      {
        title: 'Delivery admission',
        rows: [
          [
            dateField('admissionDate', 'Admission'),
            dateField('dischargeDate', 'Discharge'),
            text('expectedLengthOfStay', 'Expected stay (days)', 3, { maxLength: 3 }),
            text('newbornProvider', 'Newborn care provider', 3),
          ],
        ],
      },
      clinicalSection('Risk factors, complications and prenatal findings', 5),
      attestationSection,
    ],
  },

  dmeAuthorizationForm: {
    instructions: [
      'Use this form for durable medical equipment, prosthetics, orthotics and supplies that need prior authorization: items with a purchase price over $1,000 and all rentals.',
      'Attach the signed prescription and the notes of a face-to-face visit within the last six months that show the need. ' + decisionTimes,
    ],
    sections: [
      {
        title: 'Request',
        note: urgentNote,
        rows: [[requestTypeField, radio('acquisitionType', 'Purchase or rental', ['Purchase', 'Rental', 'Repair', 'Replacement'], 8)]],
      },
      memberSection,
      providerSection('requestingProvider', 'Prescribing provider'),
      providerSection('servicingProvider', 'DME supplier'),
      {
        title: 'Equipment',
        rows: [
          diagnosisRow,
          ...[1, 2, 3, 4].map((line) => [
            text(`hcpcsCode${line}`, `HCPCS code ${line}`, 2, { maxLength: 5 }),
            text(`itemDescription${line}`, 'Item description and model', 5),
            text(`quantity${line}`, 'Quantity', 1, { maxLength: 3 }),
            text(`rentalMonths${line}`, 'Rental months', 2, { maxLength: 2 }),
            text(`billedAmount${line}`, 'Billed amount', 2, { maxLength: 10 }),
          ]),
          [dateField('orderDate', 'Order date'), dateField('dateNeeded', 'Needed by'), text('lengthOfNeed', 'Length of need (months)', 3, { maxLength: 3 })],
          [check('faceToFaceVisit', 'Face-to-face visit in the last 6 months', 6), check('homeAssessment', 'Home assessment done', 6)],
        ],
      },
      clinicalSection('Medical necessity: limitations, alternatives tried and how the item helps', 5),
      attestationSection,
    ],
  },

  unplannedAdmissionForm: {
    instructions: [
      'Notify the plan of an emergency or other unplanned inpatient admission within one business day. Emergency care itself never needs prior authorization; the notice starts the concurrent review of the stay.',
      'Send the admission history and physical and the emergency department record with this form.',
    ],
    sections: [
      {
        title: 'Admission',
        rows: [
          [
            dateField('admissionDate', 'Admission'),
            text('admissionTime', 'Time (HH:MM)', 3, { maxLength: 5 }),
            radio('admissionType', 'Type', ['Emergency', 'Urgent', 'From observation'], 6),
          ],
          [
            radio('admittedFrom', 'Admitted from', ['Emergency dept.', 'Physician office', 'Transfer', 'Other'], 8),
            text('expectedLengthOfStay', 'Expected stay (days)', 4, { maxLength: 3 }),
          ],
          [radio('levelOfCare', 'Level of care', ['Medical/surgical', 'Intensive care', 'Step-down', 'Behavioral health'], 12)],
        ],
      },
      memberSection,
      providerSection('servicingProvider', 'Admitting facility'),
      providerSection('requestingProvider', 'Attending physician'),
      {
        title: 'Diagnosis and procedures',
        rows: [
          diagnosisRow,
          [text('procedureCodes', 'Procedures planned or done (CPT)', 6), text('utilizationReviewContact', 'Utilization review nurse and phone', 6)],
        ],
      },
      clinicalSection('Presenting problem, vital signs, findings and treatment so far', 5),
      {
        title: 'Discharge planning',
        rows: [[text('dischargePlan', 'Expected needs after discharge (home health, equipment, skilled nursing)', 12, { lines: 3 })]],
      },
      attestationSection,
    ],
  },

  specialistReferralRequest: {
    instructions: [
      'Use this form when a plan requires a referral from the primary care provider before a specialist visit. The referral covers the visits and dates below; services on the prior certification list still need their own authorization.',
      'Give a copy to the member and send one to the specialist with the relevant notes and test results.',
    ],
    sections: [
      memberSection,
      providerSection('requestingProvider', 'Referring provider (primary care)'),
      providerSection('servicingProvider', 'Specialist'),
      {
        title: 'Referral',
        note: 'Dates as MM/DD/YYYY.',
        rows: [
          [
            radio('urgency', 'Urgency', ['Routine', 'Urgent'], 3),
            text('specialty', 'Specialty', 3),
            text('visitCount', 'Number of visits', 2, { maxLength: 2 }),
            dateField('referralStartDate', 'From', 2),
            dateField('referralEndDate', 'To', 2),
          ],
          diagnosisRow,
          [
            check('consultationOnly', 'Consultation only', 3),
            check('consultAndTreat', 'Consult and treat', 3),
            check('testResultsAttached', 'Test results attached', 3),
            check('notesAttached', 'Office notes attached', 3),
          ],
          [text('reasonForReferral', 'Reason for the referral and the question for the specialist', 12, { lines: 4 })],
        ],
      },
      attestationSection,
    ],
  },
};
