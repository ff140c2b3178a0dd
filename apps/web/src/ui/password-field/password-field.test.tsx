import { MantineProvider } from '@mantine/core';
import { accountMessages, type PasswordContext } from '@portal/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { isPasswordFieldValid, PasswordField } from './password-field';

const context: PasswordContext = { userName: 'pat@example.com', firstName: 'Pat', lastName: 'Provider' };
const text = accountMessages.password;

function Harness({ withCurrent = false }: { withCurrent?: boolean }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [current, setCurrent] = useState('');
  return (
    <MantineProvider>
      <PasswordField
        label="New Password"
        value={password}
        onChange={setPassword}
        context={context}
        confirmValue={confirm}
        onConfirmChange={setConfirm}
        {...(withCurrent ? { currentValue: current, onCurrentChange: setCurrent } : {})}
      />
    </MantineProvider>
  );
}

function ruleState(label: string) {
  const checklist = screen.getByRole('list', { name: text.checklistLabel });
  const item = within(checklist)
    .getAllByRole('listitem')
    .find((element) => element.textContent?.startsWith(label));
  if (!item) throw new Error(`no checklist item ${label}`);
  return item.textContent?.endsWith(`: ${text.ruleMet}`) ? 'met' : 'not met';
}

describe('PasswordField', () => {
  it('turns the checklist items met as the user types', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(ruleState(text.minLength)).toBe('not met');
    expect(ruleState(text.uppercase)).toBe('not met');

    const input = screen.getByLabelText('New Password');
    await user.type(input, 'abc');
    expect(ruleState(text.lowercase)).toBe('met');
    expect(ruleState(text.uppercase)).toBe('not met');
    expect(ruleState(text.minLength)).toBe('not met');

    await user.type(input, 'Defgh1');
    for (const rule of [text.minLength, text.uppercase, text.lowercase, text.digit, text.noUserId, text.noName]) {
      expect(ruleState(rule)).toBe('met');
    }

    await user.type(input, 'provider');
    expect(ruleState(text.noName)).toBe('not met');
  });

  it('says when the confirmation does not match, and when it is left empty', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('New Password'), 'Abcdefg1');
    const confirm = screen.getByLabelText(text.confirmLabel);
    await user.click(confirm);
    await user.tab();
    expect(screen.getByText(text.confirmRequired)).toBeInTheDocument();

    await user.type(confirm, 'Abcdefg2');
    expect(screen.getByText(text.mismatch)).toBeInTheDocument();
    await user.clear(confirm);
    await user.type(confirm, 'Abcdefg1');
    expect(screen.queryByText(text.mismatch)).not.toBeInTheDocument();
  });

  it('holds at most 50 characters', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText<HTMLInputElement>('New Password');
    await user.type(input, 'Aa1'.repeat(20));
    expect(input.value).toHaveLength(50);
  });

  it('asks for the current password when one is required', async () => {
    const user = userEvent.setup();
    render(<Harness withCurrent />);
    await user.click(screen.getByLabelText(text.currentLabel));
    await user.tab();
    expect(screen.getByText(text.currentRequired)).toBeInTheDocument();
  });

  it('hides the current password input when none is asked', () => {
    render(<Harness />);
    expect(screen.queryByLabelText(text.currentLabel)).not.toBeInTheDocument();
  });
});

describe('isPasswordFieldValid', () => {
  it('needs every rule met, an equal confirmation and, when asked, the current password', () => {
    expect(isPasswordFieldValid({ password: 'Abcdefg1', confirm: 'Abcdefg1' }, context)).toBe(true);
    expect(isPasswordFieldValid({ password: 'abcdefg1', confirm: 'abcdefg1' }, context)).toBe(false);
    expect(isPasswordFieldValid({ password: 'Abcdefg1', confirm: 'Abcdefg2' }, context)).toBe(false);
    expect(isPasswordFieldValid({ password: 'Abcdefg1Pat', confirm: 'Abcdefg1Pat' }, context)).toBe(false);
    expect(isPasswordFieldValid({ password: 'Abcdefg1', confirm: 'Abcdefg1', current: '' }, context, { requiresCurrent: true })).toBe(false);
    expect(isPasswordFieldValid({ password: 'Abcdefg1', confirm: 'Abcdefg1', current: 'x' }, context, { requiresCurrent: true })).toBe(true);
  });
});
