import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UsageMeter } from './usage-meter';
import { TestThemeProvider } from '../../test/render-app';

describe('UsageMeter', () => {
  it('is a named progress bar whose value reads as words, shown as text too', () => {
    render(
      <TestThemeProvider>
        <UsageMeter label="Deductible met" value={1500} max={2000} valueText="$1,500.00 of $2,000.00" />
      </TestThemeProvider>,
    );
    const meter = screen.getByRole('progressbar', { name: 'Deductible met' });
    expect(meter).toHaveAttribute('aria-valuenow', '1500');
    expect(meter).toHaveAttribute('aria-valuemax', '2000');
    expect(meter).toHaveAttribute('aria-valuetext', '$1,500.00 of $2,000.00');
    expect(screen.getByText('$1,500.00 of $2,000.00')).toBeVisible();
  });

  it('caps the bar at its maximum when more is used', () => {
    render(
      <TestThemeProvider>
        <UsageMeter label="Units" value={12} max={10} valueText="12 of 10 units used" />
      </TestThemeProvider>,
    );
    expect(screen.getByRole('progressbar', { name: 'Units' })).toHaveAttribute('aria-valuenow', '10');
  });
});
