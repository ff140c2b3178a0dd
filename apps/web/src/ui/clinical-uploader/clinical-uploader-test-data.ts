import { apiPrefix, documentEndpoints, endpointPath } from '@portal/contracts';
import { vi } from 'vitest';
import { stubApi } from '../../test/render-app';
import { maria as member } from '../member-search/member-search-test-data';

/** The upload calls of the clinical uploader's tests, for Maria Lopez. */
export const stagedKey = (n: number) => `clinicals/staged/7/${member.qhid}/00000000-0000-4000-8000-00000000000${n}`;
export const locationKey = `POST ${apiPrefix}${endpointPath(documentEndpoints.uploadLocation)}`;
export const saveKey = `POST ${apiPrefix}${endpointPath(documentEndpoints.save)}`;
export const deleteKey = (n: number) => `DELETE ${apiPrefix}${endpointPath(documentEndpoints.remove, { qhid: member.qhid, documentKey: stagedKey(n) })}`;

/** The browser's upload transport: the signed URL answers 200 (or `status`) after reporting full progress. */
export function stubPutTransport(status = 200) {
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

/** The calls of an upload answered: numbered upload locations, their deletion and the save. */
export function uploadHandlers(): Parameters<typeof stubApi>[0] {
  let count = 0;
  return {
    [locationKey]: () => {
      count += 1;
      return { body: { documentKey: stagedKey(count), documentPutUrl: `/api/blobs/${count}`, documentPutHeaders: { 'content-type': 'application/pdf' } } };
    },
    [deleteKey(1)]: () => ({ body: { ok: true } }),
    [deleteKey(2)]: () => ({ body: { ok: true } }),
    [saveKey]: () => ({ body: { documents: [] } }),
  };
}

export const stubLocations = () => stubApi(uploadHandlers());

export const pdf = (name: string) => new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });
