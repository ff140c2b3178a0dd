import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useLeaveGuard } from './use-leave-guard';

function SavingPage() {
  const [isSaving, setIsSaving] = useState(false);
  const navigate = useNavigate();
  useLeaveGuard(isSaving);
  return (
    <>
      <button type="button" onClick={() => setIsSaving(true)}>
        Save
      </button>
      <button type="button" onClick={() => setIsSaving(false)}>
        Saved
      </button>
      <button
        type="button"
        onClick={() => {
          // As a mutation's onSuccess does: navigate while the save still counts as in flight.
          void navigate('/success');
          setIsSaving(false);
        }}
      >
        Finish
      </button>
      <Link to="/login">Login</Link>
      <p>{isSaving ? 'Saving your information...' : 'Idle'}</p>
    </>
  );
}

function renderSavingPage() {
  const router = createMemoryRouter(
    [
      { path: '/saving', element: <SavingPage /> },
      { path: '/login', element: <p>Login page</p> },
      { path: '/success', element: <p>Success page</p> },
    ],
    { initialEntries: ['/saving'] },
  );
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router };
}

function fireBeforeUnload() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

describe('useLeaveGuard', () => {
  it('lets the user leave when nothing is being saved', async () => {
    const { user } = renderSavingPage();
    expect(fireBeforeUnload().defaultPrevented).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Login' }));
    expect(screen.getByText('Login page')).toBeInTheDocument();
  });

  it('holds navigation and asks before unload while saving', async () => {
    const { user, router } = renderSavingPage();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(fireBeforeUnload().defaultPrevented).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Login' }));
    expect(router.state.location.pathname).toBe('/saving');
    expect(screen.getByText('Saving your information...')).toBeInTheDocument();
  });

  it('lets the page go on to its next screen once the save ends', async () => {
    const { user } = renderSavingPage();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('Success page')).toBeInTheDocument();
    expect(fireBeforeUnload().defaultPrevented).toBe(false);
  });
});
