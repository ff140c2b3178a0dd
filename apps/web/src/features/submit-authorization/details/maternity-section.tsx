import { Group, Radio, Stack, Title } from '@mantine/core';
import {
  authorizationDetailsErrors,
  babyGenders,
  deliveryTypes,
  dueDateLabel,
  highRiskAnswers,
  isAssessmentShown,
  type Maternity,
  type MaternityAssessment,
  type MaternityField,
  maternityFieldStates,
  maternityTypes,
  presetCodesOf,
  withDisabledFieldsCleared,
} from '@portal/contracts';
import { useState } from 'react';
import { MaskedDateInput } from '../../../ui/member-search/masked-date-input';
import { emptyCodeItem } from '../authorization-draft';
import type { DraftForm, RequestContext } from '../request-context';
import { HighRiskPregnancyModal } from './high-risk-pregnancy-modal';
import { MaternityAssessmentQuestions } from './maternity-assessment';
import { afterPregnancyChange, type PregnancyTrigger, withPregnancyAnswer, withPregnancyQuestionDismissed } from './maternity-pregnancy';

interface MaternitySectionProps {
  form: DraftForm;
  context: RequestContext;
  /** The assessment as loaded for the member: the existing pregnancy's due date and answers. */
  loadedAssessment: MaternityAssessment | null;
}

/**
 * The Maternity card (spec 3 §2, §4): the type decides which fields are required, optional or disabled (disabled
 * ones are cleared); the delivery type presets the request's codes; the due date and high-risk answer may ask
 * whether this is the pregnancy on file (High Risk Pregnancy modal); Not Sure shows the assessment.
 */
export function MaternitySection({ form, context, loadedAssessment }: MaternitySectionProps) {
  const [openTrigger, setOpenTrigger] = useState<PregnancyTrigger | null>(null);
  const maternity = form.getValues().maternity;
  if (!maternity) return null;
  const states = maternityFieldStates(maternity);
  const isDisabled = (field: MaternityField) => states[field] === 'disabled';
  const isRequired = (field: MaternityField) => states[field] === 'required';
  const errorOf = (field: string) => form.errors[`maternity.${field}`];

  const set = (next: Maternity, changed: string) => {
    form.setFieldValue('maternity', next);
    form.clearFieldError(`maternity.${changed}`);
  };
  const revalidateShownErrors = () => {
    if (Object.keys(form.errors).length > 0) form.setErrors(authorizationDetailsErrors(form.getValues(), context.draftContext));
  };
  const chooseType = (type: string) => {
    set(withDisabledFieldsCleared({ ...maternity, type: type as Maternity['type'] }), 'type');
    revalidateShownErrors();
  };
  const chooseDeliveryType = (deliveryType: string) => {
    set({ ...maternity, deliveryType: deliveryType as Maternity['deliveryType'] }, 'deliveryType');
    const preset = presetCodesOf(deliveryType as Maternity['deliveryType']);
    if (!preset) return;
    // The request carries the delivery type's codes (spec 3 §4, §9), then is checked again.
    form.setFieldValue('diagnosisCodes', [{ ...emptyCodeItem(), value: preset.diagnosis, description: preset.diagnosisDescription }]);
    form.setFieldValue('procedureCodes', [{ ...emptyCodeItem(), value: preset.procedure, description: preset.procedureDescription }]);
    revalidateShownErrors();
  };
  const changePregnancyField = (trigger: PregnancyTrigger, value: string) => {
    const { maternity: next, asksPregnancy } = afterPregnancyChange({ ...maternity, [trigger]: value }, loadedAssessment);
    set(next, trigger);
    if (asksPregnancy) setOpenTrigger(trigger);
  };
  const date = (field: 'motherDischargeDate' | 'babyDateOfBirth', label: string) => (
    <MaskedDateInput
      label={label}
      required={isRequired(field)}
      disabled={isDisabled(field)}
      w={200}
      value={maternity[field]}
      error={errorOf(field)}
      onChange={(value) => set(withDisabledFieldsCleared({ ...maternity, [field]: value }), field)}
    />
  );

  return (
    <Stack gap="sm">
      <Title order={3}>Maternity</Title>
      <Radio.Group label="Step 1: What is this request for?" required value={maternity.type || null} onChange={chooseType} error={errorOf('type')}>
        <Group gap="lg" mt={4}>
          {maternityTypes.map((type) => (
            <Radio key={type} value={type} label={type} />
          ))}
        </Group>
      </Radio.Group>
      <Group align="flex-start" gap="xl" wrap="wrap">
        <Radio.Group
          label="Type of Delivery"
          required={isRequired('deliveryType')}
          value={maternity.deliveryType || null}
          onChange={chooseDeliveryType}
          error={errorOf('deliveryType')}
        >
          <Group gap="lg" mt={4}>
            {deliveryTypes.map((type) => (
              <Radio key={type} value={type} label={type} disabled={isDisabled('deliveryType')} />
            ))}
          </Group>
        </Radio.Group>
        <Radio.Group
          label="Baby Gender"
          required={isRequired('babyGender')}
          value={maternity.babyGender || null}
          onChange={(value) => set({ ...maternity, babyGender: value as Maternity['babyGender'] }, 'babyGender')}
          error={errorOf('babyGender')}
        >
          <Group gap="lg" mt={4}>
            {babyGenders.map((gender) => (
              <Radio key={gender} value={gender} label={gender} disabled={isDisabled('babyGender')} />
            ))}
          </Group>
        </Radio.Group>
      </Group>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <MaskedDateInput
          label={dueDateLabel(maternity.type)}
          required={isRequired('expectedDueDate')}
          disabled={isDisabled('expectedDueDate')}
          w={180}
          value={maternity.expectedDueDate}
          error={errorOf('expectedDueDate')}
          onChange={(value) => changePregnancyField('expectedDueDate', value)}
        />
        {date('motherDischargeDate', 'Mother Discharge Date')}
        {date('babyDateOfBirth', 'Baby Date of Birth')}
      </Group>
      <Radio.Group
        label="Is this a high-risk pregnancy?"
        required={isRequired('highRisk')}
        value={maternity.highRisk || null}
        onChange={(value) => changePregnancyField('highRisk', value)}
        error={errorOf('highRisk')}
      >
        <Group gap="lg" mt={4}>
          {highRiskAnswers.map((answer) => (
            <Radio key={answer} value={answer} label={answer} disabled={isDisabled('highRisk')} />
          ))}
        </Group>
      </Radio.Group>
      {isAssessmentShown(maternity, maternity.assessment) && maternity.assessment && (
        <MaternityAssessmentQuestions form={form} assessment={maternity.assessment} />
      )}
      <HighRiskPregnancyModal
        opened={openTrigger !== null}
        currentDeliveryDate={loadedAssessment?.currentDeliveryDate ?? ''}
        onAnswer={(isNew) => {
          set(withPregnancyAnswer(maternity, isNew, loadedAssessment), 'newPregnancy');
          setOpenTrigger(null);
        }}
        onClose={() => {
          if (openTrigger) set(withPregnancyQuestionDismissed(maternity, openTrigger), openTrigger);
          setOpenTrigger(null);
        }}
      />
    </Stack>
  );
}
