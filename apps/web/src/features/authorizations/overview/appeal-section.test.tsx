import { apiPrefix, appealEndpoints, appealMessages, type AuthorizationOverview, endpointPath } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi, TestThemeProvider } from '../../../test/render-app';
import { outpatientTherapy } from '../authorizations-test-data';
import { AppealSection } from './appeal-section';

const text = appealMessages;
const lines = [
  { lineId: 'procedure:11', subject: '97110 Therapeutic exercise', status: 'Denied', reason: 'Not medically necessary', appealBy: '2026-04-30' },
  { lineId: 'procedure:12', subject: '97140 Manual therapy', status: 'Approved', reason: 'Approved as Modified', appealBy: '2026-04-30' },
];
const denied: AuthorizationOverview = { ...outpatientTherapy(), status: 'Partially Approved', appealableLines: lines };
const appealKey = `POST ${apiPrefix}${endpointPath(appealEndpoints.submit, { id: denied.id })}`;

function renderSection(authorization = denied) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <TestThemeProvider>
        <AppealSection authorization={authorization} />
      </TestThemeProvider>
    </QueryClientProvider>,
  );
}

describe('appealing a decision from the overview', () => {
  it('offers the lines the window still allows, requires a line and a reason, and sends them trimmed with the urgency', async () => {
    const calls = stubApi({ [appealKey]: () => ({ body: { appealId: 5, dueAt: '2026-04-01T00:00:00.000Z' } }) });
    renderSection();
    const section = screen.getByRole('region', { name: text.title });
    expect(section).toHaveTextContent('97110 Therapeutic exercise: Denied (Not medically necessary), appeal by 04/30/2026');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: text.send }));
    expect(await screen.findByText(text.errors.linesRequired)).toBeInTheDocument();
    expect(screen.getByText(text.errors.reasonRequired)).toBeInTheDocument();
    expect(calls.filter((call) => call.key === appealKey)).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: /^97140 Manual therapy/ }));
    await user.click(screen.getByRole('radio', { name: text.priority.expedited }));
    await user.type(screen.getByRole('textbox', { name: text.reasonLabel }), '  Surgery is scheduled next week.  ');
    await user.click(screen.getByRole('button', { name: text.send }));
    await waitFor(() =>
      expect(calls.find((call) => call.key === appealKey)?.body).toEqual({
        lineIds: ['procedure:12'],
        reason: 'Surgery is scheduled next week.',
        priority: 'expedited',
      }),
    );
  });

  it('shows the server’s refusal beside the lines, keeping what was typed', async () => {
    stubApi({
      [appealKey]: () => ({
        status: 400,
        body: { code: 'VALIDATION', message: text.errors.windowClosed(60), fieldErrors: { 'lineIds.0': [text.errors.windowClosed(60)] } },
      }),
    });
    renderSection({ ...denied, appealableLines: [lines[0] as (typeof lines)[number]] });
    const user = userEvent.setup();
    expect(screen.getByRole('checkbox')).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: text.reasonLabel }), 'New records.');
    await user.click(screen.getByRole('button', { name: text.send }));
    expect(await screen.findByText(text.errors.windowClosed(60))).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: text.reasonLabel })).toHaveValue('New records.');
  });

  it('is not there when no line can be appealed', () => {
    renderSection({ ...denied, appealableLines: [] });
    expect(screen.queryByRole('region', { name: text.title })).not.toBeInTheDocument();
  });
});
