import { describe, expect, it } from 'vitest';
import { clinicalUploadLimits } from './documents.js';
import {
  areClinicalsValid,
  clinicalFileProblem,
  isClinicalsStepAfterSave,
  lowestFreeFileNumber,
  uploadedFileStates,
  wizardClinicalFileName,
  wizardClinicalsMessages as text,
} from './submit-authorization-clinicals.js';
import { workflowIds } from './submit-authorization.js';

const file = (state: number, error: string | null = null) => ({ state, error });

describe('the files rules of the wizard (spec 3 §4, §5, §9)', () => {
  it('allows the spec’s extensions in any case, up to 50 MB', () => {
    for (const name of ['a.pdf', 'b.DOC', 'c.docx', 'd.xls', 'e.XLSX', 'f.txt', 'g.jpg', 'h.JPEG', 'i.tif', 'j.tiff']) {
      expect(clinicalFileProblem({ name, size: clinicalUploadLimits.maxBytes }), name).toBeNull();
    }
    expect(clinicalFileProblem({ name: 'setup.exe', size: 10 })).toBe(text.fileTypeNotSupported);
    expect(clinicalFileProblem({ name: 'no-extension', size: 10 })).toBe(text.fileTypeNotSupported);
    expect(clinicalFileProblem({ name: 'scan.pdf', size: clinicalUploadLimits.maxBytes + 1 })).toBe(text.fileTooLarge);
  });

  it('numbers files with the lowest free number and names them by the pattern', () => {
    expect(lowestFreeFileNumber([])).toBe(1);
    expect(lowestFreeFileNumber([1, 2, 4])).toBe(3);
    expect(lowestFreeFileNumber([2, 3])).toBe(1);
    expect(wizardClinicalFileName(3, 'StandardAuthorization', '2026-11-05', 'Lab Results.PDF')).toBe('Online Referral-Clinical 3_StandardAuthorization_2026_11_05.pdf');
  });

  it('is valid when opted out, or with at least one file and every file complete', () => {
    expect(areClinicalsValid(true, [])).toBe(true);
    expect(areClinicalsValid(false, [])).toBe(false);
    expect(areClinicalsValid(false, [file(uploadedFileStates.complete)])).toBe(true);
    expect(areClinicalsValid(false, [file(uploadedFileStates.complete), file(uploadedFileStates.uploading)])).toBe(false);
    expect(areClinicalsValid(false, [file(uploadedFileStates.complete), file(uploadedFileStates.queued, text.fileTypeNotSupported)])).toBe(false);
  });

  it('adds Clinicals after the save with automation unless everything was approved, and always for approved maternity', () => {
    const after = (authStatus: string, linkedStatuses: string[] = [], workflowId: number = workflowIds.standard, isAutomation = true) =>
      isClinicalsStepAfterSave({ isAutomation, workflowId, authStatus, linkedStatuses });
    expect(after('Pending')).toBe(true);
    expect(after('Approved')).toBe(false);
    expect(after('Approved', ['Pending Review'])).toBe(true);
    expect(after('Approved', ['Approved'])).toBe(false);
    expect(after('Approved', [], workflowIds.maternity)).toBe(true);
    expect(after('Pending', [], workflowIds.standard, false)).toBe(false);
  });
});
