import { TextInput } from '@mantine/core';
import { messages } from '@portal/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUnsavedChangesPrompt } from './use-unsaved-changes-prompt';
import { TestThemeProvider } from '../../test/render-app';

const text = messages.unsavedChanges;

function SettingsPage({ isSaveSuccessful }: { isSaveSuccessful: boolean }) {
  const [name, setName] = useState('');
  const [savedName, setSavedName] = useState('');
  const [section, setSection] = useState('Profile');
  const { modal, confirmLeave } = useUnsavedChangesPrompt(name !== savedName, {
    onSave: async () => {
      if (isSaveSuccessful) setSavedName(name);
      return isSaveSuccessful;
    },
  });
  return (
    <>
      <TextInput label="First Name" value={name} onChange={(event) => setName(event.currentTarget.value)} />
      <Link to="/home">Home</Link>
      <button type="button" onClick={() => void confirmLeave().then((isLeaving) => isLeaving && setSection('Login & Security'))}>
        Login & Security
      </button>
      <p>{`Section: ${section}`}</p>
      <p>{`Saved: ${savedName}`}</p>
      {modal}
    </>
  );
}

function renderSettings({ isSaveSuccessful = true } = {}) {
  const router = createMemoryRouter(
    [
      { path: '/settings', element: <SettingsPage isSaveSuccessful={isSaveSuccessful} /> },
      { path: '/home', element: <p>Home page</p> },
    ],
    { initialEntries: ['/settings'] },
  );
  render(
    <TestThemeProvider>
      <RouterProvider router={router} />
    </TestThemeProvider>,
  );
  return { user: userEvent.setup(), router };
}

describe('useUnsavedChangesPrompt', () => {
  it('lets the user leave at once when nothing changed', async () => {
    const { user } = renderSettings();
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes, and Cancel stays on the page', async () => {
    const { user, router } = renderSettings();
    await user.type(screen.getByLabelText('First Name'), 'Pat');
    await user.click(screen.getByRole('link', { name: 'Home' }));

    const dialog = screen.getByRole('dialog', { name: text.title });
    expect(dialog).toHaveTextContent(text.message);
    await user.click(screen.getByRole('button', { name: text.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
    expect(screen.getByLabelText('First Name')).toHaveValue('Pat');
  });

  it('saves and then goes on with Save and Continue', async () => {
    const { user } = renderSettings();
    await user.type(screen.getByLabelText('First Name'), 'Pat');
    await user.click(screen.getByRole('link', { name: 'Home' }));
    await user.click(screen.getByRole('button', { name: text.saveAndContinue }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('stays when the save fails', async () => {
    const { user, router } = renderSettings({ isSaveSuccessful: false });
    await user.type(screen.getByLabelText('First Name'), 'Pat');
    await user.click(screen.getByRole('link', { name: 'Home' }));
    await user.click(screen.getByRole('button', { name: text.saveAndContinue }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/settings');
    expect(screen.getByText('Saved:')).toBeInTheDocument();
  });

  it('asks before switching sections with confirmLeave', async () => {
    const { user } = renderSettings();
    await user.click(screen.getByRole('button', { name: 'Login & Security' }));
    expect(screen.getByText('Section: Login & Security')).toBeInTheDocument();

    await user.type(screen.getByLabelText('First Name'), 'Pat');
    await user.click(screen.getByRole('button', { name: 'Login & Security' }));
    expect(screen.getByRole('dialog', { name: text.title })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.cancel }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('First Name'), 'ricia');
    await user.click(screen.getByRole('button', { name: 'Login & Security' }));
    await user.click(screen.getByRole('button', { name: text.saveAndContinue }));
    expect(screen.getByText('Saved: Patricia')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
