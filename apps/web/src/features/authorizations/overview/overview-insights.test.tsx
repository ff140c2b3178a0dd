import { MantineProvider } from '@mantine/core';
import { authorizationMessages } from '@portal/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { outpatientTherapy } from '../authorizations-test-data';
import { TimelineSection } from './timeline-section';
import { UnitsSection } from './units-section';

const timelineText = authorizationMessages.timeline;
const unitsText = authorizationMessages.units;

describe('the overview’s timeline', () => {
  it('tells each event in words, in order, and says an urgent request past its 72 hours is overdue', () => {
    render(
      <MantineProvider>
        <TimelineSection authorization={outpatientTherapy()} now={new Date('2025-11-21T00:00:00Z')} />
      </MantineProvider>,
    );
    const section = screen.getByRole('region', { name: timelineText.title });
    const titles = [
      timelineText.received,
      timelineText.statusChange('Pending'),
      timelineText.document('therapy-plan.pdf'),
      'Additional units requested',
      timelineText.decisionOverdue(timelineText.expeditedClock),
    ];
    const shown = titles.map((title) => within(section).getByText(title));
    for (let index = 1; index < shown.length; index += 1) {
      expect(shown[index - 1]?.compareDocumentPosition(shown[index] as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    }
  });

  it('says when the decision was due once it is decided', () => {
    render(
      <MantineProvider>
        <TimelineSection authorization={{ ...outpatientTherapy(), status: 'Approved' }} now={new Date('2025-11-21T00:00:00Z')} />
      </MantineProvider>,
    );
    expect(screen.getByText(timelineText.decisionWasDue(timelineText.expeditedClock))).toBeInTheDocument();
  });
});

describe('the units meter', () => {
  it('shows authorized, used and left as a named meter and as text, and warns in words when 80% is used', () => {
    render(
      <MantineProvider>
        <UnitsSection authorization={outpatientTherapy()} today="2025-12-01" />
      </MantineProvider>,
    );
    const meter = screen.getByRole('progressbar', { name: unitsText.meterLabel('97110') });
    expect(meter).toHaveAttribute('aria-valuetext', unitsText.meterValue(8, 10));
    expect(screen.getByText(unitsText.left).nextSibling).toHaveTextContent('2');
    expect(screen.getByText(unitsText.runningOut)).toBeVisible();
    expect(screen.queryByText(/Expires/)).not.toBeInTheDocument();
  });

  it('warns when the line ends within 30 days', () => {
    render(
      <MantineProvider>
        <UnitsSection authorization={outpatientTherapy()} today="2026-03-10" />
      </MantineProvider>,
    );
    expect(screen.getByText(unitsText.expiring('03/31/2026'))).toBeVisible();
  });
});
