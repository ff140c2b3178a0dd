import { Group, Paper, Radio, Stack, Title } from '@mantine/core';
import { type MriQuestion, mriQuestionsAsked, submitAuthorizationMessages } from '@portal/contracts';
import type { DraftForm } from '../request-context';
import { FormBanner } from '../form-banner';

const text = submitAuthorizationMessages;

interface QuestionnaireStepProps {
  form: DraftForm;
  /** A code of the MRI list is requested: the x-ray question is asked too. */
  isMriRelated: boolean;
  /** The wizard's banner, shown when Next found unanswered questions. */
  bannerMessage: string | null;
}

const valueOf = (answer: boolean | null | undefined) => (answer === true ? 'yes' : answer === false ? 'no' : null);

/**
 * The Questionnaire step (spec 3 §2, §5): the MRI questions as Yes / No radio groups, each named by its question so
 * that a screen reader announces it, with its message under it after Next. Arrow keys move within a group.
 */
export function QuestionnaireStep({ form, isMriRelated, bannerMessage }: QuestionnaireStepProps) {
  const answers = form.getValues().mriQuestions;
  const question = (name: MriQuestion) => {
    const path = `mriQuestions.${name}`;
    return (
      <Radio.Group
        key={name}
        label={text.mri.questions[name].question}
        required
        value={valueOf(answers?.[name])}
        onChange={(value) => form.setFieldValue(path, value === 'yes')}
        error={form.errors[path]}
        errorProps={{ role: 'alert' }}
      >
        <Group gap="lg" mt={6}>
          <Radio value="yes" label="Yes" />
          <Radio value="no" label="No" />
        </Group>
      </Radio.Group>
    );
  };
  return (
    <Stack gap="lg">
      <FormBanner message={bannerMessage} />
      <Paper withBorder p="md" radius="md">
        <Stack gap="lg">
          <Title order={3}>{text.mri.title}</Title>
          {mriQuestionsAsked(isMriRelated).map(question)}
        </Stack>
      </Paper>
    </Stack>
  );
}
