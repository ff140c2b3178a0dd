import { apiPrefix, documentEndpoints, endpointPath, uploadedFileStates, wizardClinicalsMessages as text } from '@portal/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentUser } from '../../../session/current-user-store';
import { approvedUser } from '../../../test/fixtures';
import { stubApi } from '../../../test/render-app';
import { useWizardClinicals } from './use-wizard-clinicals';
import { wizardMember } from '../wizard-test-data';

const member = wizardMember;
const stagedKey = (n: number) => `clinicals/staged/7/${member.qhid}/00000000-0000-4000-8000-00000000000${n}`;
const locationKey = `POST ${apiPrefix}${endpointPath(documentEndpoints.uploadLocation)}`;
const saveKey = `POST ${apiPrefix}${endpointPath(documentEndpoints.save)}`;

/** The browser's upload transport: the signed URL answers 200 (or `status`) after reporting full progress. */
function stubPutTransport(status = 200) {
  const puts: string[] = [];
  class FakeXhr {
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    status = 0;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    open(_method: string, url: string) {
      puts.push(url);
    }
    setRequestHeader() {}
    send(body: Blob) {
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: body.size, total: body.size });
        this.status = status;
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return puts;
}

function stubLocations() {
  let count = 0;
  return stubApi({
    [locationKey]: () => {
      count += 1;
      return { body: { documentKey: stagedKey(count), documentPutUrl: `/api/blobs/${count}`, documentPutHeaders: { 'content-type': 'application/pdf' } } };
    },
    [`DELETE ${apiPrefix}${endpointPath(documentEndpoints.remove, { qhid: member.qhid, documentKey: stagedKey(1) })}`]: () => ({ body: { ok: true } }),
    [saveKey]: () => ({ body: { documents: [] } }),
  });
}

const pdf = (name: string) => new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });
const renderClinicals = () => renderHook(() => useWizardClinicals(member, 'StandardAuthorization'));

beforeEach(() => setCurrentUser(approvedUser));

describe('useWizardClinicals (spec 3 §4 Files)', () => {
  it('takes a file through to complete under its formatted name, keeps a refused one with its error, and is valid without it', async () => {
    const calls = stubLocations();
    const puts = stubPutTransport();
    const { result } = renderClinicals();
    act(() => result.current.addFiles('main', [pdf('History.PDF'), new File(['MZ'], 'setup.exe')]));
    const [good, refused] = result.current.lists.main;
    expect(refused?.error).toBe(text.fileTypeNotSupported);
    expect(good?.formattedName).toMatch(/^Online Referral-Clinical 1_StandardAuthorization_\d{4}_\d{2}_\d{2}\.pdf$/);
    await waitFor(() => expect(result.current.lists.main[0]?.state).toBe(uploadedFileStates.complete));
    expect(result.current.lists.main[0]?.key).toBe(stagedKey(1));
    expect(puts).toEqual(['/api/blobs/1']);
    // Staged for the member: no authorization yet.
    expect(calls.find((call) => call.key === locationKey)?.body).toMatchObject({ qhid: member.qhid, fileName: good?.formattedName });
    expect(calls.find((call) => call.key === locationKey)?.body).not.toHaveProperty('authorizationId');
    expect(result.current.isValid).toBe(false);
    expect(result.current.canOptOut).toBe(false);

    await act(() => result.current.remove('main', refused?.id as string));
    expect(result.current.lists.main).toHaveLength(1);
    expect(result.current.isValid).toBe(true);
  });

  it('refuses more than 10 files at once, and marks a file whose upload location fails', async () => {
    stubApi({ [locationKey]: () => ({ status: 500, body: { message: 'down' } }) });
    stubPutTransport();
    const { result } = renderClinicals();
    act(() => result.current.addFiles('main', Array.from({ length: 11 }, (_, index) => pdf(`page-${index}.pdf`))));
    expect(result.current.dropError).toBe(text.tooManyFiles(10));
    expect(result.current.lists.main).toHaveLength(0);
    act(() => result.current.addFiles('main', [pdf('scan.pdf')]));
    await waitFor(() => expect(result.current.lists.main[0]?.error).toBe(text.loadFailed));
    expect(result.current.isValid).toBe(false);
  });

  it('deletes a removed upload and reuses its number; saves the rest to the authorization by its number', async () => {
    const calls = stubLocations();
    stubPutTransport();
    const { result } = renderClinicals();
    act(() => result.current.addFiles('main', [pdf('a.pdf'), pdf('b.pdf')]));
    await waitFor(() => expect(result.current.lists.main.every((file) => file.state === uploadedFileStates.complete)).toBe(true));
    await act(() => result.current.remove('main', result.current.lists.main[0]?.id as string));
    expect(calls.some((call) => call.key.startsWith('DELETE'))).toBe(true);
    act(() => result.current.addFiles('main', [pdf('c.pdf')]));
    expect(result.current.lists.main.map((file) => file.number)).toEqual([2, 1]);
    await waitFor(() => expect(result.current.lists.main.every((file) => file.state === uploadedFileStates.complete)).toBe(true));

    let isEverySaved = false;
    await act(async () => {
      isEverySaved = await result.current.saveTo({ main: { qhid: member.qhid, authorizationId: '2026110000042' }, linked: null, baby: null }, 'UM');
    });
    expect(isEverySaved).toBe(true);
    expect(calls.find((call) => call.key === saveKey)?.body).toMatchObject({
      qhid: member.qhid,
      authorizationId: '2026110000042',
      clinicals: [{ documentKey: stagedKey(2) }, { documentKey: stagedKey(3) }],
    });
    // Saved files are the authorization's now: Reset must not delete them.
    expect(result.current.lists.main).toHaveLength(0);
  });

  it('after the save offers only the lists named, letting go of the request’s own files when they are not', async () => {
    const calls = stubLocations();
    stubPutTransport();
    const { result } = renderClinicals();
    act(() => result.current.addFiles('main', [pdf('a.pdf')]));
    await waitFor(() => expect(result.current.lists.main[0]?.state).toBe(uploadedFileStates.complete));
    const saved = { status: 'success' as const, error: '', authId: 42, authStatus: 'Pending', authorizationId: '2026110000042', owner: 'UM', linkedAuths: [], babyQhid: member.qhid };
    act(() => result.current.targetSaved({ ...saved, babyAuthorizationIdentifier: '2026110000043', babyAuthorizationStatus: 'Pending' }, ['baby']));
    expect(result.current.targets).toEqual({ main: null, linked: null, baby: { qhid: member.qhid, authorizationId: '2026110000043' } });
    expect(result.current.lists.main).toHaveLength(0);
    expect(result.current.isValid).toBe(false);
    await waitFor(() => expect(calls.some((call) => call.key === `DELETE ${apiPrefix}${endpointPath(documentEndpoints.remove, { qhid: member.qhid, documentKey: stagedKey(1) })}`)).toBe(true));
  });

  it('never deletes files it has just saved when the next list change follows at once', async () => {
    const calls = stubLocations();
    stubPutTransport();
    const { result } = renderClinicals();
    act(() => result.current.addFiles('main', [pdf('a.pdf')]));
    await waitFor(() => expect(result.current.lists.main[0]?.state).toBe(uploadedFileStates.complete));
    const saved = { status: 'success' as const, error: '', authId: 42, authStatus: 'Pending', authorizationId: '2026110000042', owner: 'UM', linkedAuths: [], babyQhid: member.qhid };
    await act(async () => {
      await result.current.saveTo({ main: { qhid: member.qhid, authorizationId: saved.authorizationId }, linked: null, baby: null }, 'UM');
      result.current.targetSaved({ ...saved, babyAuthorizationIdentifier: '2026110000043', babyAuthorizationStatus: 'Pending' }, ['baby']);
    });
    expect(calls.filter((call) => call.key.startsWith('DELETE'))).toEqual([]);
  });

  it('may opt out only while there are no files, and is then valid', () => {
    stubApi({});
    const { result } = renderClinicals();
    expect(result.current.isValid).toBe(false);
    act(() => result.current.setOptOut(true));
    expect(result.current.isValid).toBe(true);
    act(() => result.current.addFiles('main', [pdf('a.pdf')]));
    expect(result.current.lists.main).toHaveLength(0);
  });
});
