import { useForm } from '@mantine/form';
import { type AuthorizationDraft, emptyMriQuestions, mriQuestionnaireErrors, submitAuthorizationMessages, type RequestType } from '@portal/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TestThemeProvider } from '../../../test/render-app';
import { emptyDraft } from '../authorization-draft';
import type { DraftForm } from '../request-context';
import { QuestionnaireStep } from './questionnaire-step';

const text = submitAuthorizationMessages.mri;
const standard: RequestType = { name: 'Standard Authorization', description: '', authorizationWorkflowId: 1, posCodes: [], trackingKey: '', resourceKey: '' };

/** The step on a draft form, with a Next that runs the contract rule, and the answers as the form holds them. */
function Harness({ isMriRelated }: { isMriRelated: boolean }) {
  const form: DraftForm = useForm<AuthorizationDraft>({ initialValues: { ...emptyDraft(standard, null), mriQuestions: emptyMriQuestions() } });
  return (
    <TestThemeProvider>
      <button type="button" onClick={() => form.setErrors(mriQuestionnaireErrors(form.getValues().mriQuestions, isMriRelated))}>
        Next
      </button>
      <QuestionnaireStep form={form} isMriRelated={isMriRelated} bannerMessage={null} />
      <output data-testid="answers">{JSON.stringify(form.getValues().mriQuestions)}</output>
    </TestThemeProvider>
  );
}

const answers = () => JSON.parse(screen.getByTestId('answers').textContent ?? 'null') as Record<string, boolean | null>;

describe('QuestionnaireStep', () => {
  it('asks four labelled Yes/No questions for an MRI code, shows a message under each unanswered one, and records the answers', async () => {
    const user = userEvent.setup();
    render(<Harness isMriRelated />);
    const groups = screen.getAllByRole('radiogroup');
    expect(groups).toHaveLength(4);
    const xray = screen.getByRole('radiogroup', { name: text.questions.xrayAnswer.question });
    const pain = screen.getByRole('radiogroup', { name: text.questions.painAnswer.question });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(Array(4).fill(text.answerRequired));

    await user.click(within(xray).getByRole('radio', { name: 'Yes' }));
    await user.click(within(pain).getByRole('radio', { name: 'No' }));
    expect(answers()).toMatchObject({ xrayAnswer: true, painAnswer: false, therapyAnswer: null });
    // Answering clears that question's message only.
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(within(pain).getByRole('radio', { name: 'No' })).toBeChecked();
  });

  it('leaves the x-ray question out of a spine-only request', () => {
    render(<Harness isMriRelated={false} />);
    expect(screen.getAllByRole('radiogroup')).toHaveLength(3);
    expect(screen.queryByRole('radiogroup', { name: text.questions.xrayAnswer.question })).toBeNull();
  });

  it('can be answered with the keyboard: Tab into a group, arrows choose', async () => {
    const user = userEvent.setup();
    render(<Harness isMriRelated={false} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.tab();
    expect(screen.getAllByRole('radio', { name: 'Yes' })[0]).toHaveFocus();
    await user.keyboard(' ');
    expect(answers().painAnswer).toBe(true);
    await user.keyboard('{ArrowRight}');
    expect(answers().painAnswer).toBe(false);
  });
});
