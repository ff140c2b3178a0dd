import { TextInput } from '@mantine/core';
import { apiPrefix, endpointPath, type RecentAuthorization, submitAuthorizationEndpoints, submitAuthorizationMessages } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentUser } from '../../../session/current-user-store';
import { approvedUser } from '../../../test/fixtures';
import { renderPage, stubApi } from '../../../test/render-app';
import { DuplicateCheck } from './duplicate-check';
import type { DuplicateCheckEvent } from './use-duplicate-check';

const text = submitAuthorizationMessages.duplicateCheck;
const qhid = 100017;
const recent: RecentAuthorization[] = [
  {
    authNumber: '2026020000101',
    receivedDate: '2026-02-10T18:00:00.000Z',
    primaryCptCode: 'E0601',
    servicingProvider: 'Sutter Medical Center',
    status: 'Pending',
  },
  { authNumber: '2026010000200', receivedDate: '2026-01-20T18:00:00.000Z', primaryCptCode: '73721', servicingProvider: 'Mercy General', status: 'Approved' },
];
const recentKey = `GET ${apiPrefix}${endpointPath(submitAuthorizationEndpoints.recentAuthorizations, { qhid })}`;

/** The details step's primary CPT code as a plain field, with the duplicate check beside it. */
function Harness({ initialCode, onDuplicateCheck }: { initialCode: string; onDuplicateCheck: (event: DuplicateCheckEvent) => void }) {
  const [code, setCode] = useState(initialCode);
  return (
    <>
      <TextInput label="Primary CPT Code" value={code} onChange={(event) => setCode(event.currentTarget.value)} />
      <DuplicateCheck qhid={qhid} primaryCptCode={code} isEnabled onDuplicateCheck={onDuplicateCheck} />
    </>
  );
}

function renderCheck(initialCode = '') {
  const calls = stubApi({ [recentKey]: () => ({ body: recent }) });
  const onDuplicateCheck = vi.fn();
  renderPage(() => <Harness initialCode={initialCode} onDuplicateCheck={onDuplicateCheck} />);
  return { calls, onDuplicateCheck, user: userEvent.setup() };
}

const enterCode = async (user: ReturnType<typeof userEvent.setup>, code: string) => {
  await user.clear(screen.getByLabelText('Primary CPT Code'));
  await user.type(screen.getByLabelText('Primary CPT Code'), code);
};
const modal = () => screen.queryByRole('dialog', { name: text.title });
const banner = () => screen.queryByText(text.banner);

beforeEach(() => setCurrentUser(approvedUser));

describe('the duplicate check of the details step', () => {
  it('opens once when the primary CPT becomes a recent one (any case); Close emits duplicateCheck; View Duplicate shows it again', async () => {
    const { calls, onDuplicateCheck, user } = renderCheck();
    await waitFor(() => expect(calls.map((call) => call.key)).toEqual([recentKey]));
    await enterCode(user, '20610');
    expect(modal()).not.toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();

    await enterCode(user, '73721');
    expect(await screen.findByRole('dialog', { name: text.title })).toHaveTextContent('2026010000200');
    expect(modal()).not.toHaveTextContent('2026020000101');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(modal()).not.toBeInTheDocument());
    expect(onDuplicateCheck).toHaveBeenCalledTimes(1);
    expect(onDuplicateCheck).toHaveBeenCalledWith({ primaryCptCode: '73721', duplicates: [recent[1]] });

    expect(banner()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.viewDuplicate }));
    expect(await screen.findByRole('dialog', { name: text.title })).toHaveTextContent('2026010000200');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(modal()).not.toBeInTheDocument());

    // Another code clears the banner; coming back to the code already shown does not open the modal again.
    await enterCode(user, '2988');
    expect(banner()).not.toBeInTheDocument();
    await enterCode(user, '73721');
    expect(banner()).toBeInTheDocument();
    expect(modal()).not.toBeInTheDocument();

    // Compared case-insensitively.
    await enterCode(user, 'e0601');
    expect(await screen.findByRole('dialog', { name: text.title })).toHaveTextContent('2026020000101');
    expect(calls).toHaveLength(1);
  });

  it('does not open for the code the step opened with (back from Review), but shows the banner', async () => {
    renderCheck('E0601');
    expect(await screen.findByText(text.banner)).toBeInTheDocument();
    expect(modal()).not.toBeInTheDocument();
  });
});
