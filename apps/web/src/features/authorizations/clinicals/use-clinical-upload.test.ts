import { authorizationMessages, clinicalUploadLimits } from '@portal/contracts';
import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { maria } from '../authorizations-test-data';
import { useClinicalUpload } from './use-clinical-upload';

const text = authorizationMessages.clinicals;
const file = (name: string) => new File([new Uint8Array(16)], name, { type: 'application/octet-stream' });
const sized = (name: string, size: number) => Object.defineProperty(file(name), 'size', { value: size });

function renderUpload() {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client: queryClient }, children);
  return renderHook(() => useClinicalUpload(maria, { id: 9, authorizationNumber: '2025110000009' }), { wrapper });
}

const names = (files: readonly File[]) => files.map((chosen) => chosen.name);

describe('the clinicals chosen for upload', () => {
  it('takes up to 10 files of the allowed types, 50 MB each, and may upload them', () => {
    const { result } = renderUpload();
    act(() => result.current.addFiles([file('notes.pdf'), file('scan.TIFF'), sized('x-ray.jpeg', clinicalUploadLimits.maxBytes)]));
    expect(names(result.current.files)).toEqual(['notes.pdf', 'scan.TIFF', 'x-ray.jpeg']);
    expect(result.current.refusals).toEqual([]);
    expect(result.current.canUpload).toBe(true);
  });

  it('leaves a refused file out of the list, says which and why, and still uploads the others', () => {
    const { result } = renderUpload();
    act(() => result.current.addFiles([file('notes.pdf'), file('setup.exe'), file('photo.png'), sized('video.pdf', clinicalUploadLimits.maxBytes + 1)]));
    expect(names(result.current.files)).toEqual(['notes.pdf']);
    expect(result.current.refusals).toEqual([`setup.exe: ${text.fileTypeNotAllowed}`, `photo.png: ${text.fileTypeNotAllowed}`, `video.pdf: ${text.fileTooLarge(50)}`]);
    expect(result.current.canUpload).toBe(true);
  });

  it('takes files up to the 10 of one upload and refuses the rest', () => {
    const { result } = renderUpload();
    act(() => result.current.addFiles(Array.from({ length: 11 }, (_, index) => file(`page-${index}.pdf`))));
    expect(result.current.files).toHaveLength(10);
    expect(result.current.refusals).toEqual([`page-10.pdf: ${text.tooManyFiles(10)}`]);
    expect(result.current.canUpload).toBe(true);
  });

  it('forgets the refusals of an earlier choice when files are chosen again', () => {
    const { result } = renderUpload();
    act(() => result.current.addFiles([file('photo.png')]));
    expect(result.current.canUpload).toBe(false);
    act(() => result.current.addFiles([file('notes.pdf')]));
    expect(result.current.refusals).toEqual([]);
    expect(names(result.current.files)).toEqual(['notes.pdf']);
  });
});
