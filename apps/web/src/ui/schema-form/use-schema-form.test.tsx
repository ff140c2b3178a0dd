import { MantineProvider, TextInput } from '@mantine/core';
import { RecoveryBeginRequestSchema, accountMessages } from '@portal/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSchemaForm } from './use-schema-form';

const text = accountMessages.recovery;

function Harness({ onSend }: { onSend: (values: unknown) => void }) {
  const form = useSchemaForm(RecoveryBeginRequestSchema, { initialValues: { firstName: '', lastName: '', email: '' } });
  return (
    <MantineProvider>
      <form noValidate onSubmit={form.onSubmit(onSend)}>
        <TextInput label="First" {...form.getInputProps('firstName')} />
        <TextInput label="Last" {...form.getInputProps('lastName')} />
        <TextInput label="Email" {...form.getInputProps('email')} />
        <button type="submit">Send</button>
        <button type="button" onClick={form.reset}>
          Reset
        </button>
      </form>
    </MantineProvider>
  );
}

describe('useSchemaForm', () => {
  it('shows the schema’s messages once sent, then checks each field again as it is edited', async () => {
    const onSend = vi.fn();
    const user = userEvent.setup();
    render(<Harness onSend={onSend} />);
    await user.type(screen.getByLabelText('Email'), 'pat');
    expect(screen.queryByText(text.emailInvalid)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByLabelText('First')).toHaveAccessibleDescription(text.firstNameRequired);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(text.emailInvalid);
    expect(onSend).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Email'), '@example.com');
    expect(screen.queryByText(text.emailInvalid)).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Email'));
    expect(screen.getByText(text.emailRequired)).toBeInTheDocument();
  });

  it('waits for the next send again after a reset', async () => {
    const user = userEvent.setup();
    render(<Harness onSend={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByText(text.firstNameRequired)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'pat');
    expect(screen.queryByText(text.emailInvalid)).not.toBeInTheDocument();
  });
});
