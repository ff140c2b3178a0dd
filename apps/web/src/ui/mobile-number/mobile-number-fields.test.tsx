import { accountMessages } from '@portal/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatPhoneNumber } from './format-phone-number';
import { emptyMobileNumber, MobileNumberFields, useMobileNumberForm, validateMobileNumber } from './mobile-number-fields';
import { TestThemeProvider } from '../../test/render-app';

const text = accountMessages.mobileStep;

function Harness() {
  const form = useMobileNumberForm(emptyMobileNumber());
  return (
    <TestThemeProvider>
      <form onSubmit={form.onSubmit(() => undefined)}>
        <MobileNumberFields form={form} />
        <button type="submit">Next</button>
      </form>
    </TestThemeProvider>
  );
}

describe('MobileNumberFields', () => {
  it('formats the digits as ###-###-#### while the user types', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const mobile = screen.getByLabelText<HTMLInputElement>(text.mobileLabel);
    await user.type(mobile, '916');
    expect(mobile.value).toBe('916');
    await user.type(mobile, '5550123999');
    expect(mobile.value).toBe('916-555-0123');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText(text.confirmLabel)).toHaveAccessibleDescription(text.confirmRequired);

    await user.type(screen.getByLabelText(text.confirmLabel), '(916) 555-0124');
    expect(screen.queryByText(text.confirmRequired)).not.toBeInTheDocument();
    await user.tab();
    expect(screen.queryByText(text.mustMatch)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(text.mustMatch)).toBeInTheDocument();
  });

  it('clears and disables both numbers when "Not at this time" is ticked', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText(text.mobileLabel), '9165550123');
    await user.click(screen.getByRole('checkbox', { name: text.skipLabel }));
    expect(screen.getByLabelText(text.mobileLabel)).toHaveValue('');
    expect(screen.getByLabelText(text.mobileLabel)).toBeDisabled();
    expect(screen.getByLabelText(text.confirmLabel)).toBeDisabled();
    expect(screen.queryByText(text.mobileRequired)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByText(text.mobileRequired)).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: text.skipLabel }));
    expect(screen.getByLabelText(text.mobileLabel)).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText(text.mobileRequired)).toBeInTheDocument();
  });
});

describe('validateMobileNumber', () => {
  it('gives the spec 1 §5.5 messages', () => {
    expect(validateMobileNumber({ mobile: '', confirm: '', skip: false })).toEqual({ mobile: text.mobileRequired, confirm: text.confirmRequired });
    expect(validateMobileNumber({ mobile: '916-555', confirm: '916-555', skip: false })).toEqual({ mobile: text.invalidPhone });
    expect(validateMobileNumber({ mobile: '916-555-0123', confirm: '916-555-0124', skip: false })).toEqual({ confirm: text.mustMatch });
    expect(validateMobileNumber({ mobile: '916-555-0123', confirm: '916-555-0123', skip: false })).toEqual({});
    expect(validateMobileNumber({ mobile: '', confirm: '', skip: true })).toEqual({});
  });
});

describe('formatPhoneNumber', () => {
  it('places the dashes and drops everything but ten digits', () => {
    expect(formatPhoneNumber('')).toBe('');
    expect(formatPhoneNumber('9165')).toBe('916-5');
    expect(formatPhoneNumber('+1 (916) 555-0123')).toBe('191-655-5012');
    expect(formatPhoneNumber('(916) 555.0123')).toBe('916-555-0123');
  });
});

describe('MobileNumberFields paste', () => {
  it('keeps all ten digits of a pasted number written with brackets', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByLabelText(text.mobileLabel));
    await user.paste('(916) 555-0123');
    expect(screen.getByLabelText(text.mobileLabel)).toHaveValue('916-555-0123');
  });
});
