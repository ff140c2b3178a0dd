import { type AuthorizationOverview, authorizationMessages, eventActorWords, formatDateTime, newDecisionDueWords } from '@portal/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { outpatientTherapy, toldEvent } from '../authorizations-test-data';
import { TimelineSection } from './timeline-section';
import { UnitsSection } from './units-section';
import { TestThemeProvider } from '../../../test/render-app';

const timelineText = authorizationMessages.timeline;
const unitsText = authorizationMessages.units;

describe('the overview’s timeline', () => {
  const renderTimeline = (authorization: AuthorizationOverview) =>
    render(
      <TestThemeProvider>
        <TimelineSection authorization={authorization} now={new Date('2025-11-21T00:00:00Z')} />
      </TestThemeProvider>,
    );

  it('tells each event in its words, in order, who acted, and that an expedited request past its 72 hours is overdue', () => {
    renderTimeline(outpatientTherapy());
    const section = screen.getByRole('region', { name: timelineText.title });
    const titles = [
      'Request received',
      'More information requested: Pending',
      'Send the therapy plan.',
      'Document added: therapy-plan.pdf',
      'Changes requested',
      'Additional Units',
      'Decision due (Expedited, 72 hours), not yet decided',
    ];
    const shown = titles.map((title) => within(section).getByText(title));
    for (let index = 1; index < shown.length; index += 1) {
      expect(shown[index - 1]?.compareDocumentPosition(shown[index] as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    }
    expect(within(section).getByText('Send the therapy plan.').closest('li') ?? section).toHaveTextContent(eventActorWords('Dana Reviewer'));
    expect(within(section).queryByText(/urgent/i)).not.toBeInTheDocument();
  });

  it('tells a partial decision as Partially Approved, each line with its outcome and reason, and an extension with its new due time', () => {
    const dueAt = '2025-12-04T10:00:00.000Z';
    renderTimeline({
      ...outpatientTherapy(),
      status: 'Partially Approved',
      timeline: [
        toldEvent(
          '2025-11-18T10:00:00.000Z',
          { kind: 'extended', status: 'Pending', data: { days: 14, reason: 'Waiting for the specialist’s records.', dueAt } },
          'Dana Reviewer',
        ),
        toldEvent(
          '2025-11-19T10:00:00.000Z',
          {
            kind: 'lines-decided',
            status: 'Partially Approved',
            data: {
              isFirstDetermination: true,
              lines: [
                { subject: '97110', status: 'Approve', reason: 'Meets criteria' },
                { subject: '97112', status: 'Denied', reason: 'Not Medically Necessary' },
              ],
            },
          },
          'Dana Reviewer',
        ),
      ],
    });
    expect(screen.getByText('Review extended by 14 days')).toBeInTheDocument();
    expect(screen.getByText(newDecisionDueWords(formatDateTime(dueAt)))).toBeInTheDocument();
    expect(screen.getByText('Decided: Partially Approved')).toBeInTheDocument();
    expect(screen.queryByText('Decided: Approved')).not.toBeInTheDocument();
    expect(screen.getByText('97110: Approved (Meets criteria)')).toBeInTheDocument();
    expect(screen.getByText('97112: Denied (Not Medically Necessary)')).toBeInTheDocument();
  });
});

describe('the units meter', () => {
  it('shows authorized, used and left as a named meter and as text, and warns in words when 80% is used', () => {
    render(
      <TestThemeProvider>
        <UnitsSection authorization={outpatientTherapy()} today="2025-12-01" />
      </TestThemeProvider>,
    );
    const meter = screen.getByRole('progressbar', { name: unitsText.meterLabel('97110') });
    expect(meter).toHaveAttribute('aria-valuetext', unitsText.meterValue(8, 10));
    expect(screen.getByText(unitsText.left).nextSibling).toHaveTextContent('2');
    expect(screen.getByText(unitsText.runningOut)).toBeVisible();
    expect(screen.queryByText(/Expires/)).not.toBeInTheDocument();
  });

  it('warns when the line ends within 30 days', () => {
    render(
      <TestThemeProvider>
        <UnitsSection authorization={outpatientTherapy()} today="2026-03-10" />
      </TestThemeProvider>,
    );
    expect(screen.getByText(unitsText.expiring('03/31/2026'))).toBeVisible();
  });
});
