import { uploadedFileStates, wizardClinicalFileName, wizardClinicalsMessages as text } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setCurrentUser } from '../../session/current-user-store';
import { approvedUser } from '../../test/fixtures';
import { stubApi } from '../../test/render-app';
import { maria as member } from '../member-search/member-search-test-data';
import { deleteKey, locationKey, pdf, saveKey, stagedKey, stubLocations, stubPutTransport } from './clinical-uploader-test-data';
import { type ClinicalUploaderOptions, useClinicalUploader } from './use-clinical-uploader';

const fileName = (number: number, file: File) => wizardClinicalFileName(number, 'StandardAuthorization', '2026-03-05', file.name);
/** The wizard's uploader: files staged for the member, uploaded at once, refused ones kept as rows. */
const wizardOptions: ClinicalUploaderOptions = {
  groupId: member.groupId,
  target: { qhid: member.qhid, authorizationId: null },
  uploadsWhen: 'chosen',
  refusedFiles: 'asRows',
  fileName,
};

function renderUploader(options: ClinicalUploaderOptions = wizardOptions) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client: queryClient }, children);
  return renderHook((props: ClinicalUploaderOptions) => useClinicalUploader(props), { wrapper, initialProps: options });
}

const isEveryComplete = (files: readonly { state: number }[]) => files.length > 0 && files.every((file) => file.state === uploadedFileStates.complete);

beforeEach(() => setCurrentUser(approvedUser));

describe('useClinicalUploader (spec 3 §4 Files)', () => {
  it('takes a file through to complete under its formatted name, keeps a refused one with its error, and removes that one at once', async () => {
    const calls = stubLocations();
    const puts = stubPutTransport();
    const { result } = renderUploader();
    act(() => result.current.addFiles([pdf('History.PDF'), new File(['MZ'], 'setup.exe')]));
    const [good, refused] = result.current.files;
    expect(refused?.error).toBe(text.fileTypeNotSupported);
    expect(good?.formattedName).toBe('Online Referral-Clinical 1_StandardAuthorization_2026_03_05.pdf');
    await waitFor(() => expect(result.current.files[0]?.state).toBe(uploadedFileStates.complete));
    expect(result.current.files[0]?.key).toBe(stagedKey(1));
    expect(puts).toEqual(['/api/blobs/1']);
    // Staged for the member: no authorization yet.
    expect(calls.find((call) => call.key === locationKey)?.body).toMatchObject({ qhid: member.qhid, fileName: good?.formattedName });
    expect(calls.find((call) => call.key === locationKey)?.body).not.toHaveProperty('authorizationId');

    await act(() => result.current.remove(refused?.id as string));
    expect(result.current.files.map((file) => file.formattedName)).toEqual([good?.formattedName]);
    expect(calls.some((call) => call.key.startsWith('DELETE'))).toBe(false);
  });

  it('marks a file whose upload location fails, and one whose bytes the signed URL refuses', async () => {
    stubApi({ [locationKey]: () => ({ status: 500, body: { message: 'down' } }) });
    stubPutTransport();
    const { result } = renderUploader();
    act(() => result.current.addFiles([pdf('scan.pdf')]));
    await waitFor(() => expect(result.current.files[0]?.error).toBe(text.loadFailed));
    expect(result.current.isBusy).toBe(false);

    stubLocations();
    stubPutTransport(403);
    act(() => result.current.addFiles([pdf('notes.pdf')]));
    await waitFor(() => expect(result.current.files[1]?.error).toBe(text.loadFailed));
  });

  it('deletes a removed upload and reuses its number; saves the rest to the authorization by its number, and they leave the list', async () => {
    const calls = stubLocations();
    stubPutTransport();
    const { result } = renderUploader();
    act(() => result.current.addFiles([pdf('a.pdf'), pdf('b.pdf')]));
    await waitFor(() => expect(isEveryComplete(result.current.files)).toBe(true));
    await act(() => result.current.remove(result.current.files[0]?.id as string));
    expect(calls.map((call) => call.key)).toContain(deleteKey(1));
    act(() => result.current.addFiles([pdf('c.pdf')]));
    expect(result.current.files.map((file) => file.number)).toEqual([2, 1]);
    await waitFor(() => expect(isEveryComplete(result.current.files)).toBe(true));

    let isSaved = false;
    await act(async () => {
      isSaved = await result.current.save({ qhid: member.qhid, authorizationId: '2026110000042', authId: 42 }, 'UM');
    });
    expect(isSaved).toBe(true);
    expect(calls.find((call) => call.key === saveKey)?.body).toMatchObject({
      qhid: member.qhid,
      authId: 42,
      authorizationId: '2026110000042',
      owner: 'UM',
      clinicals: [{ documentKey: stagedKey(2) }, { documentKey: stagedKey(3) }],
    });
    expect(result.current.files).toHaveLength(0);
  });

  it('never deletes files it has just saved when a discard follows at once, and deletes those not saved', async () => {
    const calls = stubLocations();
    stubPutTransport();
    const { result } = renderUploader();
    act(() => result.current.addFiles([pdf('a.pdf')]));
    await waitFor(() => expect(isEveryComplete(result.current.files)).toBe(true));
    await act(async () => {
      await result.current.save({ qhid: member.qhid, authorizationId: '2026110000042' }, 'UM');
      result.current.discard();
    });
    expect(calls.filter((call) => call.key.startsWith('DELETE'))).toEqual([]);

    act(() => result.current.addFiles([pdf('b.pdf')]));
    await waitFor(() => expect(isEveryComplete(result.current.files)).toBe(true));
    act(() => result.current.discard());
    expect(result.current.files).toEqual([]);
    await waitFor(() => expect(calls.map((call) => call.key)).toContain(deleteKey(2)));
  });

  it('takes no file while disabled (the fax opt-out) or without a target', () => {
    stubApi({});
    const { result, rerender } = renderUploader({ ...wizardOptions, isDisabled: true });
    act(() => result.current.addFiles([pdf('a.pdf')]));
    expect(result.current.files).toHaveLength(0);
    rerender({ ...wizardOptions, target: null });
    expect(result.current.isDisabled).toBe(true);
    act(() => result.current.addFiles([pdf('a.pdf')]));
    expect(result.current.files).toHaveLength(0);
  });
});

describe('useClinicalUploader in Manage Authorizations (uploads when asked, spec 2 §2.7)', () => {
  const options: ClinicalUploaderOptions = {
    groupId: member.groupId,
    target: { qhid: member.qhid, authorizationId: '2025110000009', authId: 9 },
    uploadsWhen: 'asked',
    refusedFiles: 'leftOut',
  };

  it('keeps chosen files waiting until upload(), then sends them to the authorization and answers that all went up', async () => {
    const calls = stubLocations();
    const puts = stubPutTransport();
    const { result } = renderUploader(options);
    act(() => result.current.addFiles([pdf('discharge-plan.pdf'), new File(['PNG'], 'wound.png')]));
    expect(result.current.files.map((file) => [file.formattedName, file.state])).toEqual([['discharge-plan.pdf', uploadedFileStates.queued]]);
    expect(result.current.isBusy).toBe(false);
    expect(calls).toEqual([]);

    let isUploaded = false;
    await act(async () => {
      isUploaded = await result.current.upload();
    });
    expect(isUploaded).toBe(true);
    expect(result.current.refusals).toEqual([]);
    expect(puts).toEqual(['/api/blobs/1']);
    expect(calls.find((call) => call.key === locationKey)?.body).toMatchObject({ fileName: 'discharge-plan.pdf', authorizationId: '2025110000009' });
  });

  it('answers that the upload failed when a file could not go up', async () => {
    stubApi({ [locationKey]: () => ({ status: 503, body: { message: 'down' } }) });
    stubPutTransport();
    const { result } = renderUploader(options);
    act(() => result.current.addFiles([pdf('notes.pdf')]));
    let isUploaded = true;
    await act(async () => {
      isUploaded = await result.current.upload();
    });
    expect(isUploaded).toBe(false);
    expect(result.current.files[0]?.error).toBe(text.loadFailed);
  });
});
