import { accountMessages } from '@portal/contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeInput, isCodeComplete } from './code-input';
import { ResendCodeButton } from './resend-code-button';
import { TestThemeProvider } from '../../test/render-app';

function Harness({ onComplete }: { onComplete: (code: string) => void }) {
  const [code, setCode] = useState('');
  return (
    <TestThemeProvider>
      <CodeInput value={code} onChange={setCode} onComplete={onComplete} />
    </TestThemeProvider>
  );
}

describe('CodeInput', () => {
  it('keeps only digits, at most six, and reports the complete code once', async () => {
    const user = userEvent.setup();
    const completed: string[] = [];
    render(<Harness onComplete={(code) => completed.push(code)} />);
    const input = screen.getByLabelText<HTMLInputElement>(accountMessages.code.label);
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('inputmode', 'numeric');

    await user.type(input, '12a3');
    expect(input.value).toBe('123');
    expect(completed).toEqual([]);
    await user.type(input, '4567');
    expect(input.value).toBe('123456');
    expect(completed).toEqual(['123456']);
  });

  it('accepts a pasted code with spaces', async () => {
    const user = userEvent.setup();
    const completed: string[] = [];
    render(<Harness onComplete={(code) => completed.push(code)} />);
    await user.click(screen.getByLabelText(accountMessages.code.label));
    await user.paste('654 321');
    expect(screen.getByLabelText<HTMLInputElement>(accountMessages.code.label).value).toBe('654321');
    expect(completed).toEqual(['654321']);
  });
});

describe('isCodeComplete', () => {
  it('is true only for six digits', () => {
    expect(isCodeComplete('123456')).toBe(true);
    expect(isCodeComplete('12345')).toBe(false);
    expect(isCodeComplete('1234567')).toBe(false);
    expect(isCodeComplete('12345a')).toBe(false);
  });
});

describe('ResendCodeButton', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends once, then waits 30 seconds before another code can be asked', async () => {
    vi.useFakeTimers();
    let sends = 0;
    let finishSend: () => void = () => {};
    const onResend = () =>
      new Promise<void>((resolve) => {
        sends += 1;
        finishSend = resolve;
      });
    render(
      <TestThemeProvider>
        <ResendCodeButton onResend={onResend} />
      </TestThemeProvider>,
    );
    const button = screen.getByRole('button', { name: accountMessages.code.resend });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(sends).toBe(1);
    expect(button).toBeDisabled();

    await act(async () => finishSend());
    expect(button).toBeDisabled();
    expect(screen.getByText(accountMessages.code.resendWait(30))).toBeInTheDocument();

    await act(async () => vi.advanceTimersByTime(29_000));
    expect(button).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(button).toBeEnabled();
    fireEvent.click(button);
    expect(sends).toBe(2);
  });

  it('stays available when the send fails', async () => {
    const user = userEvent.setup();
    render(
      <TestThemeProvider>
        <ResendCodeButton onResend={() => Promise.reject(new Error('network'))} />
      </TestThemeProvider>,
    );
    const button = screen.getByRole('button', { name: accountMessages.code.resend });
    await user.click(button);
    expect(button).toBeEnabled();
  });
});
