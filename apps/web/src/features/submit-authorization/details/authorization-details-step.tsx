import { Alert, Divider, Stack } from '@mantine/core';
import {
  behavioralHealthPlaceOfServiceCodes,
  hasBabyAuthorization,
  type MaternityAssessment,
  placeOfServiceByCode,
  submitAuthorizationMessages as text,
  workflowIds,
} from '@portal/contracts';
import type { DraftForm, RequestContext } from '../request-context';
import { BabyAuthorizationSection } from './baby-authorization-section';
import { CodeItemsSection } from './code-items-section';
import { DmeSection } from './dme-section';
import { DuplicateCheck } from './duplicate-check';
import { MaternitySection } from './maternity-section';
import type { DuplicateCheckEvent } from './use-duplicate-check';
import { ProviderLookupSection } from './provider-lookup-section';
import { RequestedBySection } from './requested-by-section';
import { ServiceSection } from './service-section';
import { UnplannedAdmissionSection } from './unplanned-admission-section';
import { UrgencySection } from './urgency-section';
import { FormBanner } from '../form-banner';

interface AuthorizationDetailsStepProps {
  form: DraftForm;
  context: RequestContext;
  /** The banner's message: the one supplied (coverage, a failed provider save), else the general one when invalid. */
  bannerMessage: string | null;
  /** The duplicateCheck event: the duplicate modal was closed (spec 3 §2). */
  onDuplicateCheck?: (event: DuplicateCheckEvent) => void;
  /** Maternity: the assessment as loaded for the member (the existing pregnancy's due date and answers). */
  maternityAssessment?: MaternityAssessment | null;
}

/**
 * Authorization Details (spec 3 §2): the sections of the request type, each its own part of the one draft form.
 * Maternity and the baby's authorization slot in here with their cards (issue 8).
 */
export function AuthorizationDetailsStep({ form, context, bannerMessage, onDuplicateCheck, maternityAssessment = null }: AuthorizationDetailsStepProps) {
  const workflowId = context.requestType.authorizationWorkflowId;
  // Maternity presets the codes by delivery type (spec 3 §4 workflow configuration: diagnosis and procedure disabled).
  const isMaternity = workflowId === workflowIds.maternity;
  const placeOfService = form.getValues().service.placeOfService;
  const onPlaceOfServiceChange = (code: string) => {
    const before = placeOfServiceByCode(placeOfService)?.requireUnits;
    form.setFieldValue('service.placeOfService', code);
    // Changing whether units are required clears every unit and unit description (spec 3 §4).
    if (before !== undefined && before !== placeOfServiceByCode(code)?.requireUnits) {
      form.getValues().procedureCodes.forEach((_item, index) => {
        form.setFieldValue(`procedureCodes.${index}.requestedUnits`, '');
        form.setFieldValue(`procedureCodes.${index}.unitDescription`, '');
      });
    }
  };
  const [referring, servicing] = context.lookups;
  return (
    <Stack gap="lg">
      <FormBanner message={bannerMessage} />
      {behavioralHealthPlaceOfServiceCodes.includes(placeOfService) && (
        <Alert color="blue" role="status">
          {text.behavioralHealthBanner}
        </Alert>
      )}
      <DuplicateCheck
        qhid={context.member.qhid}
        primaryCptCode={form.getValues().procedureCodes[0]?.value ?? ''}
        // Only a code the user enters is checked: maternity presets its codes by delivery type (spec 3 §4).
        isEnabled={!context.config.isProcedureHidden && !isMaternity}
        onDuplicateCheck={onDuplicateCheck}
      />
      <ServiceSection form={form} context={context} onPlaceOfServiceChange={onPlaceOfServiceChange} />
      <UrgencySection form={form} />
      {workflowId === workflowIds.unplannedAdmission && <UnplannedAdmissionSection form={form} context={context} />}
      {workflowId === workflowIds.dme && <DmeSection form={form} />}
      {isMaternity && <MaternitySection form={form} context={context} loadedAssessment={maternityAssessment} />}
      <Divider />
      <CodeItemsSection form={form} context={context} list="diagnosisCodes" title="Diagnosis" disabled={isMaternity} />
      {!context.config.isProcedureHidden && <CodeItemsSection form={form} context={context} list="procedureCodes" title="Procedure" disabled={isMaternity} />}
      <Divider />
      <ProviderLookupSection form={form} context={context} lookup={referring} />
      <ProviderLookupSection form={form} context={context} lookup={servicing} />
      <Divider />
      <RequestedBySection form={form} />
      {hasBabyAuthorization(form.getValues(), context.draftContext) && <BabyAuthorizationSection form={form} context={context} />}
    </Stack>
  );
}
