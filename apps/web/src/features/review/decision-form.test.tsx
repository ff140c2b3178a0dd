import { apiPrefix, endpointPath, type ReviewDecisionRequest, type ReviewLine, reviewEndpoints, reviewMessages } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage, stubApi } from '../../test/render-app';
import { DecisionForm } from './decision-form';

const decideKey = `POST ${apiPrefix}${endpointPath(reviewEndpoints.decide, { id: 7 })}`;
const lines: ReviewLine[] = [
  { lineId: 'procedure:1', label: 'Procedure', code: '29881', description: 'Knee arthroscopy', units: 6, startDate: '2026-03-10', endDate: '2026-04-10' },
  { lineId: 'procedure:2', label: 'Procedure', code: '97110', description: 'Therapeutic exercises', units: 12, startDate: '2026-03-10', endDate: '2026-04-10' },
];
const reasons = [{ code: 'NOT-NECESSARY', label: 'Not medically necessary' }];

const Page = () => <DecisionForm itemId={7} lines={lines} denialReasons={reasons} />;
const lineGroup = (code: string) => screen.getByRole('group', { name: new RegExp(`^Procedure: ${code} `) });

describe('the decision on each service line', { timeout: 20_000 }, () => {
  it('asks for every line, a reason and an explanation with a denial, and modified units within those requested, before anything is sent', async () => {
    const calls = stubApi({ [decideKey]: () => ({ body: { status: 'Partially Approved', decidedAt: '2026-03-02T10:00:00.000Z' } }) });
    const user = userEvent.setup();
    renderPage(Page);
    await user.click(screen.getByRole('button', { name: 'Save decision' }));
    expect(screen.getAllByText(reviewMessages.decision.everyLine)).toHaveLength(2);

    await user.click(within(lineGroup('29881')).getByRole('radio', { name: 'Deny' }));
    await user.click(within(lineGroup('97110')).getByRole('radio', { name: 'Approve modified' }));
    await user.clear(within(lineGroup('97110')).getByRole('textbox', { name: 'Approved units' }));
    await user.click(screen.getByRole('button', { name: 'Save decision' }));
    expect(screen.getByText(reviewMessages.decision.reasonRequired)).toBeInTheDocument();
    expect(screen.getByText(reviewMessages.decision.explanationRequired)).toBeInTheDocument();
    expect(screen.getByText(reviewMessages.decision.modifiedUnits)).toBeInTheDocument();
    expect(calls.filter((call) => call.key === decideKey)).toHaveLength(0);

    await user.click(within(lineGroup('29881')).getByRole('combobox', { name: 'Reason' }));
    await user.click(await screen.findByRole('option', { name: 'Not medically necessary' }));
    await user.type(within(lineGroup('29881')).getByRole('textbox', { name: 'Explanation for the provider' }), 'No trial of therapy.');
    await user.type(within(lineGroup('97110')).getByRole('textbox', { name: 'Approved units' }), '8');
    await user.click(screen.getByRole('button', { name: 'Save decision' }));
    await waitFor(() => expect(calls.filter((call) => call.key === decideKey)).toHaveLength(1));
    expect(calls.find((call) => call.key === decideKey)?.body as ReviewDecisionRequest).toEqual({
      lines: [
        { lineId: 'procedure:1', action: 'deny', denialReasonCode: 'NOT-NECESSARY', explanation: 'No trial of therapy.' },
        { lineId: 'procedure:2', action: 'modify', units: 8, startDate: '03/10/2026', endDate: '04/10/2026' },
      ],
    });
  });

  it('shows the server’s refusal beside its field and keeps what was chosen', async () => {
    stubApi({
      [decideKey]: () => ({
        status: 400,
        body: {
          code: 'VALIDATION',
          message: 'Choose a reason from the list.',
          fieldErrors: { 'lines.0.denialReasonCode': ['Choose a reason from the list.'] },
        },
      }),
    });
    const user = userEvent.setup();
    renderPage(Page);
    await user.click(screen.getByRole('button', { name: 'Approve every line as requested' }));
    await user.click(within(lineGroup('29881')).getByRole('radio', { name: 'Deny' }));
    await user.click(within(lineGroup('29881')).getByRole('combobox', { name: 'Reason' }));
    await user.click(await screen.findByRole('option', { name: 'Not medically necessary' }));
    await user.type(within(lineGroup('29881')).getByRole('textbox', { name: 'Explanation for the provider' }), 'Retired reason.');
    await user.click(screen.getByRole('button', { name: 'Save decision' }));
    expect(await within(lineGroup('29881')).findByText('Choose a reason from the list.')).toBeInTheDocument();
    expect(within(lineGroup('29881')).getByRole('textbox', { name: 'Explanation for the provider' })).toHaveValue('Retired reason.');
    expect(within(lineGroup('97110')).getByRole('radio', { name: 'Approve as requested' })).toBeChecked();
  });
});
