import type { Questionnaire } from '@medplum/fhirtypes';
import { escapeBrandText, mriQuestionsAsked, type PolicyDocumentation, policyDocumentationLabels, submitAuthorizationMessages } from '@portal/contracts';

/**
 * The plan's questionnaires as FHIR Questionnaires (issue 21): the MRI questionnaire the policy asks for, in the very
 * questions the wizard asks (the x-ray question for imaging codes only), so the coverage information's
 * `questionnaire` names something an EHR can read (GET /fhir/Questionnaire/{id}, public: it holds no patient data).
 */
export const questionnaireIds: Partial<Record<PolicyDocumentation, string>> = {
  mriQuestionnaire: 'mri-questionnaire',
  spineQuestionnaire: 'spine-questionnaire',
};

const questions = submitAuthorizationMessages.mri.questions;

export function questionnaireOf(id: string, fhirBaseUrl: string, planName: string): Questionnaire | undefined {
  const documentation = (Object.keys(questionnaireIds) as PolicyDocumentation[]).find((kind) => questionnaireIds[kind] === id);
  if (!documentation) return undefined;
  return {
    resourceType: 'Questionnaire',
    id,
    url: `${fhirBaseUrl}/Questionnaire/${id}`,
    version: '1',
    name: id.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()).replace(/^\w/, (letter) => letter.toUpperCase()),
    title: policyDocumentationLabels[documentation],
    status: 'active',
    publisher: escapeBrandText('plainText', planName),
    item: mriQuestionsAsked(documentation === 'mriQuestionnaire').map((question) => ({
      linkId: question,
      text: questions[question].question,
      type: 'boolean',
      required: true,
    })),
  };
}

export const questionnaireUrlOf = (fhirBaseUrl: string) => (documentation: PolicyDocumentation) => {
  const id = questionnaireIds[documentation];
  return id ? `${fhirBaseUrl}/Questionnaire/${id}` : null;
};
