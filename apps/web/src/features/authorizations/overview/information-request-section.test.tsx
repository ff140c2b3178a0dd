import { apiPrefix, authorizationEndpoints, type AuthorizationOverview, endpointPath, informationAnswerMessages, reviewMessages } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi, TestThemeProvider } from '../../../test/render-app';
import { outpatientTherapy } from '../authorizations-test-data';
import { InformationRequestSection } from './information-request-section';

const text = informationAnswerMessages;
const question = { id: 77, question: 'Please send the most recent office notes.', askedAt: '2026-03-01T10:00:00.000Z' };
const pended: AuthorizationOverview = { ...outpatientTherapy(), status: 'Pended', pendedQuestion: question };
const answerKey = `POST ${apiPrefix}${endpointPath(authorizationEndpoints.answerQuestion, { id: pended.id })}`;

function renderSection(authorization = pended) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <TestThemeProvider>
        <InformationRequestSection authorization={authorization} />
      </TestThemeProvider>
    </QueryClientProvider>,
  );
}

describe('the answer to a reviewer’s request for more information', () => {
  it('shows the question, requires an answer, and sends the answer with the question’s id', async () => {
    const calls = stubApi({ [answerKey]: () => ({ body: { status: 'Pending' } }) });
    renderSection();
    expect(screen.getByRole('region', { name: text.title })).toHaveTextContent(question.question);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: text.send }));
    expect(await screen.findByText(reviewMessages.answer.required)).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: text.answerLabel }), '  The office notes are attached.  ');
    await user.click(screen.getByRole('button', { name: text.send }));
    await waitFor(() => expect(calls.find((call) => call.key === answerKey)?.body).toEqual({ questionId: 77, answer: 'The office notes are attached.' }));
  });

  it('shows the server’s refusal beside the answer', async () => {
    stubApi({ [answerKey]: () => ({ status: 409, body: { code: 'CONFLICT', message: text.alreadyAnswered } }) });
    renderSection();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: text.answerLabel }), 'Faxed today.');
    await user.click(screen.getByRole('button', { name: text.send }));
    expect(await screen.findByText(text.alreadyAnswered)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: text.answerLabel })).toHaveAttribute('aria-invalid', 'true');
  });

  it('is not there when no question waits for an answer', () => {
    renderSection({ ...pended, pendedQuestion: null });
    expect(screen.queryByRole('region', { name: text.title })).not.toBeInTheDocument();
  });
});
