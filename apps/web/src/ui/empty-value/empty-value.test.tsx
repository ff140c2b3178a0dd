import { messages } from '@portal/contracts';
import { render, screen } from '@testing-library/react';
import { TestThemeProvider } from '../../test/render-app';
import { describe, expect, it } from 'vitest';
import { orEmpty } from './empty-value';

describe('orEmpty', () => {
  it('shows a dash, read as None, for blank text, null and undefined', () => {
    for (const value of ['', '  ', null, undefined]) {
      const { container, unmount } = render(<p>{orEmpty(value)}</p>, { wrapper: TestThemeProvider });
      expect(container).toHaveTextContent(`—${messages.generic.noValue}`);
      expect(screen.getByText('—')).toHaveAttribute('aria-hidden', 'true');
      unmount();
    }
  });

  it('keeps a value, zero included', () => {
    render(<p>{orEmpty(0)}</p>, { wrapper: TestThemeProvider });
    expect(screen.getByText('0')).toBeInTheDocument();
  });
});
