import { accountMessages } from '@portal/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FlowProgress } from './flow-progress';
import { TestThemeProvider } from '../../test/render-app';

describe('FlowProgress', () => {
  it('lists the registration groups in order and marks the active one as the current step', () => {
    render(
      <TestThemeProvider>
        <FlowProgress groups={accountMessages.registration.progressGroups} activeIndex={1} />
      </TestThemeProvider>,
    );
    const list = screen.getByRole('list', { name: accountMessages.registration.progressLabel });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `1Your Information (${accountMessages.flowProgress.completed})`,
      '2Verification',
      '3Provider / Facility Information',
      '4Create Password',
    ]);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
