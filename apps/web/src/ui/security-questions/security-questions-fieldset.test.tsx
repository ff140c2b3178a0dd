import { accountMessages } from '@portal/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  emptySecurityQuestions,
  SecurityQuestionsFieldset,
  securityQuestionsForUpdate,
  type SecurityQuestionsValue,
  useSecurityQuestionsForm,
} from './security-questions-fieldset';
import { TestThemeProvider } from '../../test/render-app';

const text = accountMessages.securityQuestions;
const groups = {
  group1: [
    { id: 1, question: 'What was the name of your first pet?' },
    { id: 2, question: 'What city were you born in?' },
  ],
  group2: [
    { id: 11, question: 'What was your first car?' },
    { id: 12, question: 'What is your favourite book?' },
  ],
  group3: [
    { id: 21, question: 'What was the name of your school?' },
    { id: 22, question: 'What is your oldest cousin called?' },
  ],
};

function Harness({
  initial,
  isUpdateMode = false,
  onValue,
}: {
  initial: SecurityQuestionsValue;
  isUpdateMode?: boolean;
  onValue?: (value: SecurityQuestionsValue) => void;
}) {
  const form = useSecurityQuestionsForm(initial, { isUpdateMode, settingsGroups: groups });
  useEffect(() => {
    onValue?.(form.values);
  }, [form.values, onValue]);
  return (
    <TestThemeProvider>
      <form onSubmit={form.onSubmit(() => undefined)}>
        <SecurityQuestionsFieldset settingsGroups={groups} form={form} isUpdateMode={isUpdateMode} originalQuestions={initial.questions} />
        <button type="submit">Save</button>
      </form>
    </TestThemeProvider>
  );
}

describe('SecurityQuestionsFieldset', () => {
  beforeAll(() => {
    // jsdom has no layout: Mantine's combobox scrolls the selected option into view.
    Element.prototype.scrollIntoView ??= () => {};
  });

  it('offers each select only the questions of its own group and records the choices and answers', async () => {
    const user = userEvent.setup();
    let latest = emptySecurityQuestions();
    render(<Harness initial={emptySecurityQuestions()} onValue={(value) => (latest = value)} />);

    await user.click(screen.getByRole('combobox', { name: text.questionLabel(2) }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(groups.group2.map((question) => question.question));
    await user.click(screen.getByRole('option', { name: groups.group2[1]!.question }));
    await user.type(screen.getByLabelText(text.answerLabel(2)), 'Dune');

    expect(latest.questions).toEqual([null, 12, null]);
    expect(latest.answers).toEqual(['', 'Dune', '']);
    expect(screen.queryByRole('button', { name: text.changeAnswer })).not.toBeInTheDocument();
  });

  it('in update mode hides each answer until Change Current Answer, and Cancel restores the question', async () => {
    const user = userEvent.setup();
    let latest = securityQuestionsForUpdate([1, 11, 21]);
    render(<Harness initial={latest} isUpdateMode onValue={(value) => (latest = value)} />);
    expect(screen.queryByLabelText(text.answerLabel(1))).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: text.changeAnswer })).toHaveLength(3);

    const second = screen.getByRole('group', { name: text.questionLabel(2) });
    await user.click(within(second).getByRole('button', { name: text.changeAnswer }));
    await user.click(within(second).getByRole('combobox', { name: text.questionLabel(2) }));
    await user.click(screen.getByRole('option', { name: groups.group2[1]!.question }));
    await user.type(within(second).getByLabelText(text.answerLabel(2)), 'Dune');
    expect(latest).toEqual({ questions: [1, 12, 21], answers: ['', 'Dune', ''], isChanging: [false, true, false] });

    await user.click(within(second).getByRole('button', { name: text.cancelChange }));
    expect(latest).toEqual({ questions: [1, 11, 21], answers: ['', '', ''], isChanging: [false, false, false] });
    expect(within(second).queryByLabelText(text.answerLabel(2))).not.toBeInTheDocument();
    expect(within(second).getByRole('combobox', { name: text.questionLabel(2) })).toHaveValue(groups.group2[0]!.question);
  });

  it('on submit shows each message beside its field, and clears one as its field is edited', async () => {
    const user = userEvent.setup();
    render(<Harness initial={emptySecurityQuestions()} />);
    await user.type(screen.getByLabelText(text.answerLabel(3)), 'ab');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('combobox', { name: text.questionLabel(1) })).toHaveAccessibleDescription(text.questionRequired(1));
    expect(screen.getByLabelText(text.answerLabel(3))).toHaveAccessibleDescription(text.answerMinLength);

    await user.type(screen.getByLabelText(text.answerLabel(3)), 'c');
    expect(screen.getByLabelText(text.answerLabel(3))).not.toHaveAccessibleDescription(text.answerMinLength);
    expect(screen.getByRole('combobox', { name: text.questionLabel(1) })).toHaveAccessibleDescription(text.questionRequired(1));
  });

  it('in update mode asks for at least one changed answer', async () => {
    const user = userEvent.setup();
    render(<Harness initial={securityQuestionsForUpdate([1, 11, 21])} isUpdateMode />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent(text.oneAnswerRequired);
  });
});
