import { describe, expect, it } from 'vitest';
import { clinicalFileNumber, clinicalUploadLimits, lowestFreeClinicalNumber, lowestFreeFileNumber } from './documents.js';
import {
  areClinicalsValid,
  clinicalFileProblem,
  clinicalsListsAfterSave,
  uploadedFileStates,
  wizardClinicalFileName,
  wizardClinicalsMessages as text,
} from './submit-authorization-clinicals.js';
import { workflowIds } from './workflow-ids.js';

const file = (state: number, error: string | null = null) => ({ state, error });

describe('the files rules of the wizard (spec 3 §4, §5, §9)', () => {
  it('allows the spec’s extensions in any case, up to 50 MB', () => {
    for (const name of ['a.pdf', 'b.DOC', 'c.docx', 'd.xls', 'e.XLSX', 'f.txt', 'g.jpg', 'h.JPEG', 'i.tif', 'j.tiff']) {
      expect(clinicalFileProblem({ name, size: clinicalUploadLimits.maxBytes }), name).toBeNull();
    }
    expect(clinicalFileProblem({ name: 'setup.exe', size: 10 })).toBe(text.fileTypeNotSupported);
    expect(clinicalFileProblem({ name: 'no-extension', size: 10 })).toBe(text.fileTypeNotSupported);
    expect(clinicalFileProblem({ name: 'photo.png', size: 10 })).toBe(text.fileTypeNotSupported);
    expect(clinicalFileProblem({ name: 'scan.pdf', size: clinicalUploadLimits.maxBytes + 1 })).toBe(text.fileTooLarge);
  });

  it('numbers files with the lowest free number and names them by the pattern', () => {
    expect(lowestFreeFileNumber([])).toBe(1);
    expect(lowestFreeFileNumber([1, 2, 4])).toBe(3);
    expect(lowestFreeFileNumber([2, 3])).toBe(1);
    expect(wizardClinicalFileName(3, 'StandardAuthorization', '2026-11-05', 'Lab Results.PDF')).toBe(
      'Online Referral-Clinical 3_StandardAuthorization_2026_11_05.pdf',
    );
  });

  it('reads the number back from a name of the same tracking key only', () => {
    const name = 'Online Referral-Clinical 3_Maternity_2026_11_05.pdf';
    expect(clinicalFileNumber(name, 'Maternity')).toBe(3);
    expect(clinicalFileNumber(name, 'StandardAuthorization')).toBeUndefined();
    expect(clinicalFileNumber('Online Referral-Clinical 0_Maternity_2026_11_05.pdf', 'Maternity')).toBeUndefined();
    expect(clinicalFileNumber('scan.pdf', 'Maternity')).toBeUndefined();
    expect(
      lowestFreeClinicalNumber([name, 'Online Referral-Clinical 1_Maternity_2026_11_05.txt', 'Online Referral-Clinical 2_A-1_2026_11_05.pdf'], 'Maternity'),
    ).toBe(2);
  });

  it('is valid when opted out, or with at least one file and every file complete', () => {
    expect(areClinicalsValid(true, [])).toBe(true);
    expect(areClinicalsValid(false, [])).toBe(false);
    expect(areClinicalsValid(false, [file(uploadedFileStates.complete)])).toBe(true);
    expect(areClinicalsValid(false, [file(uploadedFileStates.complete), file(uploadedFileStates.uploading)])).toBe(false);
    expect(areClinicalsValid(false, [file(uploadedFileStates.complete), file(uploadedFileStates.queued, text.fileTypeNotSupported)])).toBe(false);
  });

  it('adds Clinicals after the save unless everything was approved, always for approved maternity, and without automation only for linked and baby authorizations', () => {
    const after = (authStatus: string, others: { linked?: string; baby?: string } = {}, workflowId: number = workflowIds.standard, isAutomation = true) =>
      clinicalsListsAfterSave({ isAutomation, workflowId, authStatus, linkedStatus: others.linked ?? null, babyStatus: others.baby ?? null });
    expect(after('Pending')).toEqual(['main']);
    expect(after('Approved')).toEqual([]);
    expect(after('Approved', { linked: 'Pending Review' })).toEqual(['main', 'linked']);
    expect(after('Approved', { linked: 'Approved' })).toEqual([]);
    expect(after('Approved', {}, workflowIds.maternity)).toEqual(['main']);
    expect(after('Approved', { baby: 'Pending' }, workflowIds.maternity)).toEqual(['main', 'baby']);
    // Without automation the request's own files came before Review.
    expect(after('Pending', {}, workflowIds.standard, false)).toEqual([]);
    expect(after('Pending', { baby: 'Pending' }, workflowIds.maternity, false)).toEqual(['baby']);
    expect(after('Pending', { linked: 'Pending Review' }, workflowIds.maternity, false)).toEqual(['linked']);
    expect(after('Approved', { linked: 'Approved' }, workflowIds.maternity, false)).toEqual(['linked']);
    expect(after('Approved', {}, workflowIds.maternity, false)).toEqual([]);
  });
});
