import {
  type RequestType,
  type SaveAuthorizationResponse,
  submitAuthorizationMessages as text,
  uploadedFileStates,
  wizardClinicalsMessages as clinicalsText,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { emptyGroupLists, wizardMember as member } from './wizard-test-data';
import { wizardReducer } from './wizard-machine';
import {
  attachesClinicalsOnSubmission,
  bannerOf,
  canGoBack,
  clinicalsMessageOf,
  clinicalsObstacle,
  clinicalsTargetsOf,
  cptToCarry,
  forwardLabelOf,
  isForwardDisabled,
  isRequestActive,
  startsNewRequest,
} from './wizard-rules';
import { initialWizardState, stepsOf, type WizardEvent, type WizardFacts, type WizardState } from './wizard-state';

const type = (authorizationWorkflowId: number, name: string): RequestType => ({
  name,
  description: '',
  authorizationWorkflowId,
  posCodes: [],
  trackingKey: name.replaceAll(' ', ''),
  resourceKey: '',
});
const standard = type(1, 'Standard Authorization');
const unplanned = type(2, 'Unplanned Admission');
const maternity = type(3, 'Maternity');
const dme = type(4, 'Durable Medical Equipment');

/** Maria's group is on no list: standard requests go without automation, DME with it (unless excluded). */
const facts: WizardFacts = { groupId: member.groupId, groupLists: emptyGroupLists, aerialOutage: { isEnabled: false, message: 'Down for maintenance.' } };
const run = (events: readonly WizardEvent[], from: WizardState = initialWizardState(facts)) => events.reduce(wizardReducer, from);

const complete = { state: uploadedFileStates.complete, error: null };
const uploading = { state: uploadedFileStates.uploading, error: null };
const failed = { state: uploadedFileStates.addingMetadata, error: clinicalsText.loadFailed };
const accepted = (hasQuestionnaire = false): WizardEvent => ({ type: 'detailsAccepted', hasQuestionnaire, isMriRelated: hasQuestionnaire });
const answer = (overrides: Partial<SaveAuthorizationResponse> = {}): SaveAuthorizationResponse => ({
  status: 'success',
  error: '',
  authId: 9,
  authStatus: 'Approved',
  authorizationId: '2026030000009',
  owner: 'UM',
  linkedAuths: [],
  babyAuthorizationIdentifier: null,
  babyAuthorizationStatus: null,
  babyQhid: null,
  ...overrides,
});

/** A request of this type on Review. */
function onReview(requestType: RequestType, hasQuestionnaire = false, from = initialWizardState(facts)): WizardState {
  const details = run(
    [{ type: 'typeChosen', requestType }, { type: 'requestTypeLeft' }, { type: 'detailsChecked', isValid: true }, accepted(hasQuestionnaire)],
    from,
  );
  const questionnaire = hasQuestionnaire ? run([{ type: 'questionnaireChecked', isComplete: true }], details) : details;
  return questionnaire.step === 'clinicals'
    ? run(
        [
          { type: 'optOutChanged', isOptedOut: true, hasFiles: false },
          { type: 'clinicalsLeft', files: [] },
        ],
        questionnaire,
      )
    : questionnaire;
}

describe('Request Type', () => {
  it('adds Review, and Clinicals before it without automation (spec 3 §4)', () => {
    expect(stepsOf(run([{ type: 'typeChosen', requestType: standard }]))).toEqual(['requestType', 'details', 'clinicals', 'review', 'done']);
    expect(stepsOf(run([{ type: 'typeChosen', requestType: dme }]))).toEqual(['requestType', 'details', 'review', 'done']);
    const excluded = initialWizardState({ ...facts, groupLists: { ...emptyGroupLists, dmeExclusionGroups: [member.groupId] } });
    expect(stepsOf(run([{ type: 'typeChosen', requestType: dme }], excluded))).toContain('clinicals');
  });

  it('may go on once a type is chosen; choosing the chosen type again clears it', () => {
    const none = run([{ type: 'requestTypeLeft' }]);
    expect(none.step).toBe('requestType');
    expect(isForwardDisabled(none, [])).toBe(true);
    const chosen = run([{ type: 'typeChosen', requestType: standard }]);
    expect(isForwardDisabled(chosen, [])).toBe(false);
    expect(run([{ type: 'requestTypeLeft' }], chosen).step).toBe('details');
    const cleared = run([{ type: 'typeChosen', requestType: null }], chosen);
    expect([cleared.requestType, cleared.clinicals]).toEqual([null, 'none']);
  });

  it('opens the maintenance modal instead of choosing an automated type while the outage flag is on', () => {
    const outage = initialWizardState({ ...facts, aerialOutage: { isEnabled: true, message: 'Down for maintenance.' } });
    expect(startsNewRequest(outage, dme)).toBe(false);
    const state = run([{ type: 'typeChosen', requestType: dme }], outage);
    expect(state.requestType).toBeNull();
    expect(state.message).toEqual({ title: text.maintenanceTitle, text: 'Down for maintenance.' });
    // A type without automation is not under maintenance.
    expect(run([{ type: 'typeChosen', requestType: standard }], outage).requestType).toBe(standard);
  });

  it('starts a new request only for another type, which forgets the last one’s questionnaire and opt-out', () => {
    const reviewed = run([{ type: 'back' }, { type: 'back' }, { type: 'back' }, { type: 'back' }], onReview(standard, true));
    expect(reviewed.step).toBe('requestType');
    expect(startsNewRequest(reviewed, standard)).toBe(false);
    expect(startsNewRequest(reviewed, unplanned)).toBe(true);
    const next = run([{ type: 'typeChosen', requestType: unplanned }], reviewed);
    expect([next.hasQuestionnaire, next.isOptedOut]).toEqual([false, false]);
  });

  it('carries the checked CPT code into an empty first procedure, only one that needs authorization, only where procedures are entered', () => {
    const checked = { code: 'e0601', description: 'CPAP' };
    const chosen = (requestType: RequestType) =>
      run([
        { type: 'cptChecked', checkedCpt: checked },
        { type: 'typeChosen', requestType },
      ]);
    expect(cptToCarry(chosen(dme), ['99213'], '')).toEqual(checked);
    expect(cptToCarry(chosen(dme), ['E0601'], '')).toBeNull();
    expect(cptToCarry(chosen(dme), [], '97110')).toBeNull();
    expect(cptToCarry(chosen(unplanned), [], undefined)).toBeNull();
    expect(cptToCarry(chosen(maternity), [], '')).toBeNull();
    expect(cptToCarry(run([{ type: 'typeChosen', requestType: dme }]), [], '')).toBeNull();
  });
});

describe('Authorization Details', () => {
  const onDetails = run([{ type: 'typeChosen', requestType: standard }, { type: 'requestTypeLeft' }]);

  it('stays while the draft is invalid, the general banner showing with the form’s errors', () => {
    const state = run([{ type: 'detailsChecked', isValid: false }], onDetails);
    expect([state.step, state.pending]).toEqual(['details', null]);
    expect(bannerOf(state, true)).toBe(text.invalidForm);
    expect(bannerOf(state, false)).toBeNull();
  });

  it('waits while the checks run, then goes on to the Questionnaire when required, else to the next step', () => {
    const checking = run([{ type: 'detailsChecked', isValid: true }], onDetails);
    expect(checking.pending).toBe('details');
    const asked = run([accepted(true)], checking);
    expect([asked.step, asked.pending, asked.isMriRelated]).toEqual(['questionnaire', null, true]);
    expect(stepsOf(asked)).toEqual(['requestType', 'details', 'questionnaire', 'clinicals', 'review', 'done']);
    expect(run([accepted(false)], checking).step).toBe('clinicals');
    expect(run([{ type: 'typeChosen', requestType: dme }, { type: 'requestTypeLeft' }, accepted(false)]).step).toBe('review');
  });

  it('stays with the coverage message, a failed provider save’s message, or the server’s refusal', () => {
    const checking = run([{ type: 'detailsChecked', isValid: true }], onDetails);
    const uncovered = run([{ type: 'coverageRefused', phoneNumber: '800-555-1410' }], checking);
    expect([uncovered.step, uncovered.pending, uncovered.banner]).toEqual(['details', null, text.service.noCoverage('800-555-1410')]);
    expect(run([{ type: 'providerSaveFailed', message: text.save.providerFailed }], checking).banner).toBe(text.save.providerFailed);
    expect(run([{ type: 'detailsFailed', failure: { status: 400, message: 'Bad date.' } }], checking).banner).toBe('Bad date.');
    expect(run([{ type: 'detailsFailed', failure: { status: 0, message: 'Failed to fetch' } }], checking).banner).toBe(text.save.failed);
  });

  it('opens Plan Requirement for a message naming a specific surgical program', () => {
    const supplied = `This service needs a ${text.specificSurgicalProgram}.`;
    const state = run(
      [
        { type: 'detailsChecked', isValid: true },
        { type: 'detailsFailed', failure: { status: 400, message: supplied } },
      ],
      onDetails,
    );
    expect(state.banner).toBe(supplied);
    expect(state.message).toEqual({ title: text.planRequirementTitle, text: supplied });
  });
});

describe('Questionnaire', () => {
  it('goes on only when every question asked is answered, and Back returns to it from the next step', () => {
    const asked = run([{ type: 'typeChosen', requestType: dme }, { type: 'requestTypeLeft' }, accepted(true)]);
    expect(run([{ type: 'questionnaireChecked', isComplete: false }], asked).step).toBe('questionnaire');
    const reviewed = run([{ type: 'questionnaireChecked', isComplete: true }], asked);
    expect(reviewed.step).toBe('review');
    expect(run([{ type: 'back' }], reviewed).step).toBe('questionnaire');
  });
});

describe('Clinicals', () => {
  const onClinicals = run([{ type: 'typeChosen', requestType: standard }, { type: 'requestTypeLeft' }, accepted()]);

  it('needs every file uploaded and none failed, or the fax opt-out (spec 3 §4 Files)', () => {
    expect(clinicalsObstacle(false, [])).toBe(clinicalsText.required);
    expect(clinicalsObstacle(false, [complete, uploading])).toBe(clinicalsText.inProgress);
    expect(clinicalsObstacle(false, [complete, failed])).toBe(clinicalsText.removeFailedFiles);
    expect(clinicalsObstacle(false, [complete])).toBeNull();
    expect(clinicalsObstacle(true, [])).toBeNull();
    expect(isForwardDisabled(onClinicals, [uploading])).toBe(true);
  });

  it('shows why Next was refused only while it holds, and goes on to Review once it does not', () => {
    const refused = run([{ type: 'clinicalsLeft', files: [] }], onClinicals);
    expect(refused.step).toBe('clinicals');
    expect(clinicalsMessageOf(refused, [])).toBe(clinicalsText.required);
    expect(clinicalsMessageOf(refused, [complete])).toBeNull();
    expect(clinicalsMessageOf(onClinicals, [])).toBeNull();
    const reviewed = run([{ type: 'clinicalsLeft', files: [complete] }], refused);
    expect([reviewed.step, reviewed.clinicalsRefusal]).toEqual(['review', null]);
    expect(attachesClinicalsOnSubmission(reviewed)).toBe(true);
  });

  it('takes the opt-out only while no file is listed', () => {
    expect(run([{ type: 'optOutChanged', isOptedOut: true, hasFiles: true }], onClinicals).isOptedOut).toBe(false);
    const faxed = run([{ type: 'optOutChanged', isOptedOut: true, hasFiles: false }], onClinicals);
    expect(faxed.isOptedOut).toBe(true);
    expect(attachesClinicalsOnSubmission(run([{ type: 'clinicalsLeft', files: [] }], faxed))).toBe(false);
  });
});

describe('Review and the submission', () => {
  it('keeps the Idempotency-Key across retries until the save succeeds; the next request gets a new one', () => {
    const reviewed = onReview(dme);
    expect(forwardLabelOf(reviewed)).toBe('Submit');
    const first = run([{ type: 'submissionStarted', idempotencyKey: 'key-1' }], reviewed);
    expect([first.pending, first.idempotencyKey]).toEqual(['submission', 'key-1']);
    const failed = run([{ type: 'submissionFailed', failure: { status: 0, message: 'Failed to fetch' } }], first);
    expect([failed.step, failed.pending, failed.message]).toEqual(['review', null, { title: text.errorModalTitle, text: text.save.failed }]);
    const retried = run([{ type: 'messageClosed' }, { type: 'submissionStarted', idempotencyKey: 'key-2' }], failed);
    expect(retried.idempotencyKey).toBe('key-1');
    const done = run([{ type: 'submitted', answer: answer(), areClinicalsAttached: true }], retried);
    expect([done.step, done.idempotencyKey, done.response?.authorizationId]).toEqual(['done', null, '2026030000009']);
    expect(isRequestActive(done)).toBe(false);
  });

  it('shows the save’s error status in the error modal and stays on Review with the same key', () => {
    const state = run(
      [
        { type: 'submissionStarted', idempotencyKey: 'key-1' },
        { type: 'submitted', answer: answer({ status: 'error', error: 'Member not eligible.' }), areClinicalsAttached: true },
      ],
      onReview(dme),
    );
    expect([state.step, state.idempotencyKey, state.message?.text, state.response]).toEqual(['review', 'key-1', 'Member not eligible.', null]);
  });

  it('goes back to the fields the server refused, to the Questionnaire when only its answers were', () => {
    const refusal = (paths: string[]) => ({ status: 400, message: text.invalidForm, fieldErrors: Object.fromEntries(paths.map((path) => [path, ['No.']])) });
    const onDetails = run([{ type: 'submissionFailed', failure: refusal(['procedureCodes.0.value']) }], onReview(dme, true));
    expect([onDetails.step, onDetails.banner]).toEqual(['details', text.invalidForm]);
    expect(run([{ type: 'submissionFailed', failure: refusal(['mriQuestions.painAnswer']) }], onReview(dme, true)).step).toBe('questionnaire');
    const forbidden = run([{ type: 'submissionFailed', failure: { status: 403, message: 'Not your patient.' } }], onReview(dme));
    expect([forbidden.step, forbidden.message?.text]).toEqual(['review', 'Not your patient.']);
  });

  it('adds Clinicals after a submission that automation pended, for the new authorization, with no Back', () => {
    const state = run([{ type: 'submitted', answer: answer({ authStatus: 'Pending' }), areClinicalsAttached: true }], onReview(dme));
    expect(stepsOf(state)).toEqual(['requestType', 'details', 'review', 'clinicals', 'done']);
    expect(state.step).toBe('clinicals');
    expect(canGoBack(state)).toBe(false);
    expect(run([{ type: 'back' }], state).step).toBe('clinicals');
    expect(clinicalsTargetsOf(state, member.qhid)).toEqual({
      main: { qhid: member.qhid, authorizationId: '2026030000009', authId: 9 },
      linked: null,
      baby: null,
    });
    expect(forwardLabelOf(state)).toBe(clinicalsText.saveClinicals);
    expect(forwardLabelOf(run([{ type: 'optOutChanged', isOptedOut: true, hasFiles: false }], state))).toBe(clinicalsText.finish);
  });

  it('without automation offers Clinicals after the submission only for a linked or baby authorization not approved', () => {
    const reviewed = onReview(standard);
    const linked = { authIdentifier: '2026030000010', requestStatus: 'Pending Review' };
    const state = run([{ type: 'submitted', answer: answer({ authStatus: 'Pending', linkedAuths: [linked] }), areClinicalsAttached: true }], reviewed);
    expect(state.offeredLists).toEqual(['linked']);
    expect(clinicalsTargetsOf(state, member.qhid)).toEqual({ main: null, linked: { qhid: member.qhid, authorizationId: linked.authIdentifier }, baby: null });
    expect(run([{ type: 'submitted', answer: answer({ authStatus: 'Pending' }), areClinicalsAttached: true }], reviewed).step).toBe('done');
  });

  it('offers an approved maternity request’s and its baby’s lists, the baby’s under the baby’s member id', () => {
    const baby = answer({ babyAuthorizationIdentifier: '2026030000011', babyAuthorizationStatus: 'Pending', babyQhid: 2000002 });
    const state = run([{ type: 'submitted', answer: baby, areClinicalsAttached: true }], onReview(maternity));
    expect(state.offeredLists).toEqual(['baby']);
    expect(clinicalsTargetsOf(state, member.qhid).baby).toEqual({ qhid: 2000002, authorizationId: '2026030000011' });
  });

  it('says so when the files chosen before Review could not be attached', () => {
    const state = run([{ type: 'submitted', answer: answer({ authStatus: 'Pending' }), areClinicalsAttached: false }], onReview(standard));
    expect(state.message).toEqual({ title: text.errorModalTitle, text: clinicalsText.attachFailed });
  });

  it('after the submission saves the files, or stays saying the save failed; Cancel skips them', () => {
    const offered = run([{ type: 'submitted', answer: answer({ authStatus: 'Pending' }), areClinicalsAttached: true }], onReview(dme));
    const saving = run([{ type: 'clinicalsLeft', files: [complete] }], offered);
    expect(saving.pending).toBe('clinicals');
    const unsaved = run([{ type: 'clinicalsSaved', isEverySaved: false }], saving);
    expect([unsaved.step, clinicalsMessageOf(unsaved, [complete])]).toEqual(['clinicals', text.save.failed]);
    expect(run([{ type: 'clinicalsSaved', isEverySaved: true }], saving).step).toBe('done');
    expect(run([{ type: 'clinicalsSkipped' }], unsaved).step).toBe('done');
  });
});

describe('Back and Reset', () => {
  it('Back goes to the step before, forgetting the banner, and is not offered on Request Type', () => {
    const reviewed = onReview(standard);
    expect(canGoBack(run([{ type: 'typeChosen', requestType: standard }]))).toBe(false);
    expect(run([{ type: 'back' }], reviewed).step).toBe('clinicals');
    const refused = run(
      [{ type: 'back' }, { type: 'back' }, { type: 'detailsChecked', isValid: true }, { type: 'coverageRefused', phoneNumber: '800' }],
      reviewed,
    );
    expect(refused.banner).not.toBeNull();
    expect(run([{ type: 'back' }], refused)).toMatchObject({ step: 'requestType', banner: null });
  });

  it('Reset starts again from Request Type, keeping only the CPT code checked there', () => {
    const checked = { code: 'E0601', description: 'CPAP' };
    const state = run(
      [{ type: 'cptChecked', checkedCpt: checked }, { type: 'submissionStarted', idempotencyKey: 'key-1' }, { type: 'reset' }],
      onReview(standard),
    );
    expect(state).toEqual({ ...initialWizardState(facts), checkedCpt: checked });
    expect(clinicalsTargetsOf(state, member.qhid)).toEqual({ main: { qhid: member.qhid, authorizationId: null }, linked: null, baby: null });
  });
});

describe('a resumed draft', () => {
  it('opens at its step with its type and the details’ decisions', () => {
    const state = wizardReducer(initialWizardState(facts), {
      type: 'draftResumed',
      requestType: standard,
      step: 'questionnaire',
      hasQuestionnaire: true,
      isMriRelated: true,
    });
    expect(state).toMatchObject({ step: 'questionnaire', hasQuestionnaire: true, isMriRelated: true, requestType: standard, response: null });
  });

  it('opens at the details when its step is no longer one of the request’s', () => {
    const state = wizardReducer(initialWizardState(facts), {
      type: 'draftResumed',
      requestType: standard,
      step: 'questionnaire',
      hasQuestionnaire: false,
      isMriRelated: false,
    });
    expect(state.step).toBe('details');
  });
});
