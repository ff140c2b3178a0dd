import { authorizationMessages, wizardClinicalFileName, wizardClinicalsMessages as text } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setCurrentUser } from '../../session/current-user-store';
import { approvedUser } from '../../test/fixtures';
import { maria as member } from '../member-search/member-search-test-data';
import { ClinicalUploader } from './clinical-uploader';
import { deleteKey, pdf, stubLocations, stubPutTransport } from './clinical-uploader-test-data';
import { type ClinicalUploaderOptions, useClinicalUploader } from './use-clinical-uploader';
import { TestThemeProvider } from '../../test/render-app';

const target = { qhid: member.qhid, authorizationId: null };
const fileName = (number: number, file: File) => wizardClinicalFileName(number, 'StandardAuthorization', '2026-03-05', file.name);
const wizardOptions: ClinicalUploaderOptions = { groupId: member.groupId, target, uploadsWhen: 'chosen', refusedFiles: 'asRows', fileName };

/** One list with the fax opt-out (the wizard's Clinicals step), or without it (Manage Authorizations). */
function Uploader({ options, hasOptOut }: { options: ClinicalUploaderOptions; hasOptOut: boolean }) {
  const [isOptedOut, setOptedOut] = useState(false);
  const uploader = useClinicalUploader({ ...options, isDisabled: isOptedOut });
  return (
    <ClinicalUploader
      lists={[{ key: 'main', label: 'Clinical', uploader }]}
      optOut={hasOptOut ? { label: text.optOut, isChecked: isOptedOut, onChange: setOptedOut } : undefined}
      emptyNotice="Fax them instead."
    />
  );
}

function renderUploader(options: ClinicalUploaderOptions, hasOptOut = true) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <TestThemeProvider>
        <Uploader options={options} hasOptOut={hasOptOut} />
      </TestThemeProvider>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup({ applyAccept: false }), input: () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement };
}

beforeEach(() => setCurrentUser(approvedUser));

describe('ClinicalUploader', () => {
  it('lists each file with its state; a refused one goes at once, an uploaded one after Remove File asks', async () => {
    const calls = stubLocations();
    stubPutTransport();
    const { user, input } = renderUploader(wizardOptions);
    expect(screen.getByTestId('no-clinicals')).toHaveTextContent('Fax them instead.');
    await user.upload(input(), [pdf('History.pdf'), new File(['MZ'], 'setup.exe')]);

    const rows = screen.getAllByTestId('clinical-file');
    expect(rows).toHaveLength(2);
    expect(within(rows[1] as HTMLElement).getByRole('alert')).toHaveTextContent(text.fileTypeNotSupported);
    await waitFor(() => expect(rows[0]).toHaveTextContent(text.stateLabels[4]));
    expect(rows[0]).toHaveTextContent('Online Referral-Clinical 1_StandardAuthorization_2026_03_05.pdf');
    // Files exist: the fax opt-out cannot be chosen.
    expect(screen.getByRole('switch', { name: text.optOut })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: authorizationMessages.clinicals.removeFile('setup.exe') }));
    expect(screen.getAllByTestId('clinical-file')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Remove Online Referral-Clinical 1_/ }));
    const dialog = await screen.findByRole('dialog', { name: text.removeTitle });
    expect(dialog).toHaveTextContent(text.removeText);
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryAllByTestId('clinical-file')).toHaveLength(0));
    expect(calls.map((call) => call.key)).toContain(deleteKey(1));
  });

  it('takes no file while the clinicals are faxed instead', async () => {
    const calls = stubLocations();
    const { user, input } = renderUploader(wizardOptions);
    await user.click(screen.getByRole('switch', { name: text.optOut }));
    expect(screen.getByRole('switch', { name: text.optOut })).toBeChecked();
    expect(input()).toBeDisabled();
    expect(calls).toEqual([]);
  });

  it('names the files it leaves out, and why, without a row for them (Manage Authorizations)', async () => {
    stubLocations();
    const { user, input } = renderUploader(
      { groupId: member.groupId, target: { qhid: member.qhid, authorizationId: '2025110000009' }, uploadsWhen: 'asked', refusedFiles: 'leftOut' },
      false,
    );
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    await user.upload(input(), [pdf('discharge-plan.pdf'), new File(['PNG'], 'wound-photo.png', { type: 'image/png' })]);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(authorizationMessages.clinicals.refusedFiles);
    expect(alert).toHaveTextContent(`wound-photo.png: ${authorizationMessages.clinicals.fileTypeNotAllowed}`);
    expect(screen.getAllByTestId('clinical-file')).toHaveLength(1);
    expect(screen.getByRole('button', { name: authorizationMessages.clinicals.removeFile('discharge-plan.pdf') })).toBeInTheDocument();
  });
});
