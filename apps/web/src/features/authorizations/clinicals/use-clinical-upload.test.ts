import { authorizationMessages, clinicalUploadLimits } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { filesError } from './use-clinical-upload';

const text = authorizationMessages.clinicals;
const file = (name: string, size = 10) => new File([new Uint8Array(Math.min(size, 16))], name, { type: 'application/octet-stream' });
const sized = (name: string, size: number) => Object.defineProperty(file(name), 'size', { value: size });

describe('the clinicals chosen for upload', () => {
  it('may be up to 10 files of the allowed types, 50 MB each', () => {
    expect(filesError([file('notes.pdf'), file('scan.TIFF'), sized('x-ray.jpeg', clinicalUploadLimits.maxBytes)])).toBeNull();
  });

  it('names what is wrong: too many files, a type not allowed, a file too large', () => {
    expect(filesError(Array.from({ length: 11 }, (_, index) => file(`page-${index}.pdf`)))).toBe(text.tooManyFiles(10));
    expect(filesError([file('notes.pdf'), file('setup.exe')])).toBe(`setup.exe: ${text.fileTypeNotAllowed}`);
    expect(filesError([file('photo.png')])).toBe(`photo.png: ${text.fileTypeNotAllowed}`);
    expect(filesError([sized('video.pdf', clinicalUploadLimits.maxBytes + 1)])).toBe(`video.pdf: ${text.fileTooLarge(50)}`);
  });
});
