import { accountMessages, type PasswordContext } from '@portal/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordField, passwordFieldErrors, usePasswordForm } from './password-field';
import { TestThemeProvider } from '../../test/render-app';

const context: PasswordContext = { userName: 'pat@example.com', firstName: 'Pat', lastName: 'Provider' };
const text = accountMessages.password;

function Harness({ withCurrent = false }: { withCurrent?: boolean }) {
  const form = usePasswordForm({ context, requiresCurrent: withCurrent });
  return (
    <TestThemeProvider>
      <form onSubmit={form.onSubmit(() => undefined)}>
        <PasswordField label="New Password" form={form} context={context} withCurrent={withCurrent} />
        <button type="submit">Save</button>
      </form>
    </TestThemeProvider>
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

describe('passwordFieldErrors', () => {
  it('needs every rule met, an equal confirmation and, when asked, the current password', () => {
    const valid = (values: { password: string; confirm: string; current?: string }, requiresCurrent = false) =>
      Object.keys(passwordFieldErrors({ current: '', ...values }, context, { requiresCurrent })).length === 0;
    expect(valid({ password: 'Abcdefg1', confirm: 'Abcdefg1' })).toBe(true);
    expect(valid({ password: 'abcdefg1', confirm: 'abcdefg1' })).toBe(false);
    expect(valid({ password: 'Abcdefg1', confirm: 'Abcdefg2' })).toBe(false);
    expect(valid({ password: 'Abcdefg1Pat', confirm: 'Abcdefg1Pat' })).toBe(false);
    expect(valid({ password: 'Abcdefg1', confirm: 'Abcdefg1', current: '' }, true)).toBe(false);
    expect(valid({ password: 'Abcdefg1', confirm: 'Abcdefg1', current: 'x' }, true)).toBe(true);
  });

  it('tells each input its own message', () => {
    expect(passwordFieldErrors({ password: '', confirm: '', current: '' }, context, { requiresCurrent: true })).toEqual({
      current: text.currentRequired,
      password: text.required,
      confirm: text.confirmRequired,
    });
    expect(passwordFieldErrors({ password: 'abc', confirm: 'abd', current: '' }, context)).toEqual({ password: text.doesNotMeetRules, confirm: text.mismatch });
  });
});

describe('PasswordField on submit', () => {
  it('shows every message at once when submitted empty', async () => {
    const user = userEvent.setup();
    render(<Harness withCurrent />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    for (const message of [text.currentRequired, text.required, text.confirmRequired]) expect(screen.getByText(message)).toBeInTheDocument();
  });
});
