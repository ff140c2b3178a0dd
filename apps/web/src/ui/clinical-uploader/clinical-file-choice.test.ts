import { authorizationMessages, clinicalUploadLimits, uploadedFileStates, wizardClinicalFileName, wizardClinicalsMessages } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { type RefusedFiles, takeChosenFiles, type UploadedFile } from './clinical-file-choice';

const text = authorizationMessages.clinicals;
const file = (name: string) => new File([new Uint8Array(16)], name, { type: 'application/octet-stream' });
const sized = (name: string, size: number) => Object.defineProperty(file(name), 'size', { value: size });
const names = (files: readonly UploadedFile[]) => files.map((listed) => listed.formattedName);

/** Chooses files, one choice after another, as Manage Authorizations takes them (refused files left out). */
function choose(refusedFiles: RefusedFiles, ...choices: File[][]) {
  let files: UploadedFile[] = [];
  let refusals: string[] = [];
  for (const chosen of choices) ({ files, refusals } = takeChosenFiles(files, chosen, { refusedFiles }));
  return { files, refusals };
}

describe('the clinicals chosen in Manage Authorizations (refused files left out)', () => {
  it('takes up to 10 files of the allowed types, 50 MB each, under their own names', () => {
    const { files, refusals } = choose('leftOut', [file('notes.pdf'), file('scan.TIFF'), sized('x-ray.jpeg', clinicalUploadLimits.maxBytes)]);
    expect(names(files)).toEqual(['notes.pdf', 'scan.TIFF', 'x-ray.jpeg']);
    expect(files.every((listed) => listed.state === uploadedFileStates.queued && listed.error === null)).toBe(true);
    expect(refusals).toEqual([]);
  });

  it('leaves a refused file out of the list and says which and why, keeping the others', () => {
    const { files, refusals } = choose('leftOut', [
      file('notes.pdf'),
      file('setup.exe'),
      file('photo.png'),
      sized('video.pdf', clinicalUploadLimits.maxBytes + 1),
    ]);
    expect(names(files)).toEqual(['notes.pdf']);
    expect(refusals).toEqual([`setup.exe: ${text.fileTypeNotAllowed}`, `photo.png: ${text.fileTypeNotAllowed}`, `video.pdf: ${text.fileTooLarge(50)}`]);
  });

  it('takes files up to the 10 of one upload and refuses the rest', () => {
    const { files, refusals } = choose(
      'leftOut',
      Array.from({ length: 11 }, (_, index) => file(`page-${index}.pdf`)),
    );
    expect(files).toHaveLength(10);
    expect(refusals).toEqual([`page-10.pdf: ${text.tooManyFiles(10)}`]);
  });

  it('forgets the refusals of an earlier choice, and a file chosen again replaces the earlier one', () => {
    const { files, refusals } = choose('leftOut', [file('photo.png'), file('notes.pdf')], [file('notes.pdf'), file('plan.docx')]);
    expect(refusals).toEqual([]);
    expect(names(files)).toEqual(['notes.pdf', 'plan.docx']);
  });
});

describe('the clinicals chosen in the wizard (refused files as rows)', () => {
  const trackingKey = 'StandardAuthorization';
  const fileName = (number: number, chosen: File) => wizardClinicalFileName(number, trackingKey, '2026-03-05', chosen.name);

  it('names each file "Online Referral-Clinical :number:_{trackingKey}_:date:" and keeps a refused one with the spec’s message', () => {
    const { files, added, refusals } = takeChosenFiles([], [file('History.PDF'), file('setup.exe'), sized('scan.pdf', clinicalUploadLimits.maxBytes + 1)], {
      refusedFiles: 'asRows',
      fileName,
    });
    expect(names(files)).toEqual(['Online Referral-Clinical 1_StandardAuthorization_2026_03_05.pdf', 'setup.exe', 'scan.pdf']);
    expect(files.map((listed) => listed.error)).toEqual([null, wizardClinicalsMessages.fileTypeNotSupported, wizardClinicalsMessages.fileTooLarge]);
    expect(added.map(([entry]) => entry.formattedName)).toEqual(['Online Referral-Clinical 1_StandardAuthorization_2026_03_05.pdf']);
    expect(refusals).toEqual([]);
  });

  it('gives the lowest number no listed file uses', () => {
    const first = takeChosenFiles([], [file('a.pdf'), file('b.pdf'), file('c.pdf')], { refusedFiles: 'asRows', fileName });
    const withoutFirst = first.files.filter((listed) => listed.number !== 1);
    const next = takeChosenFiles(withoutFirst, [file('d.pdf'), file('e.pdf')], { refusedFiles: 'asRows', fileName });
    expect(next.files.map((listed) => listed.number)).toEqual([2, 3, 1, 4]);
  });
});
