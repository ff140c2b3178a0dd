import { apiPrefix, endpointPath, type RequestType, submitAuthorizationEndpoints } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/render-app';
import { emptyDraft } from '../authorization-draft';
import { answersFor, decideMriQuestionnaire } from './mri-questionnaire-decision';

const standard: RequestType = { name: 'Standard Authorization', description: '', authorizationWorkflowId: 1, posCodes: [], trackingKey: '', resourceKey: '' };
const lists = { mriCodes: ['70551'], spineCodes: ['63030'] };

function draftWith(code: string, providerId: number | null = 7) {
  const draft = emptyDraft(standard, null);
  return {
    ...draft,
    service: { ...draft.service, placeOfService: '22' },
    procedureCodes: [{ ...draft.procedureCodes[0]!, value: code }],
    provider: { ...draft.provider, id: providerId },
  };
}

const specialtyKey = (id: number) => `GET ${apiPrefix}${endpointPath(submitAuthorizationEndpoints.mriProviderSpecialty, { id })}`;
const facts = (overrides: Partial<Parameters<typeof decideMriQuestionnaire>[1]> = {}) => ({
  workflowId: 1,
  memberDob: '1985-04-12',
  loadCodeLists: async () => lists,
  today: '2026-11-25',
  ...overrides,
});

describe('decideMriQuestionnaire', () => {
  it('asks an adult’s MRI request when the provider has no MRI specialty, with the x-ray question', async () => {
    const calls = stubApi({ [specialtyKey(7)]: () => ({ body: false }) });
    expect(await decideMriQuestionnaire(draftWith('70551'), facts())).toEqual({ isAsked: true, isMriRelated: true });
    expect(calls.map((call) => call.key)).toEqual([specialtyKey(7)]);
  });

  it('removes the step when the provider has an MRI specialty', async () => {
    stubApi({ [specialtyKey(7)]: () => ({ body: true }) });
    expect((await decideMriQuestionnaire(draftWith('70551'), facts())).isAsked).toBe(false);
  });

  it('asks a spine request without the x-ray question, and a provider without an id (not listed) without the check', async () => {
    const calls = stubApi({});
    expect(await decideMriQuestionnaire(draftWith('63030', null), facts())).toEqual({ isAsked: true, isMriRelated: false });
    expect(calls).toEqual([]);
  });

  it('does not ask, nor call anything, when the rule does not require it', async () => {
    const calls = stubApi({});
    let listsLoaded = 0;
    const counting = facts({ loadCodeLists: async () => ((listsLoaded += 1), lists) });
    expect((await decideMriQuestionnaire(draftWith('97110'), counting)).isAsked).toBe(false);
    expect((await decideMriQuestionnaire(draftWith('70551'), { ...counting, memberDob: '2008-11-26' })).isAsked).toBe(false);
    expect((await decideMriQuestionnaire(draftWith('70551'), { ...counting, workflowId: 4 })).isAsked).toBe(false);
    expect(listsLoaded).toBe(2);
    expect(calls).toEqual([]);
  });
});

describe('answersFor', () => {
  const earlier = { xrayAnswer: true, painAnswer: false, therapyAnswer: null, activityAnswer: null };
  it('keeps earlier answers, drops the x-ray one when no longer asked, and clears them when the step is removed', () => {
    expect(answersFor({ isAsked: true, isMriRelated: true }, null)).toEqual({ xrayAnswer: null, painAnswer: null, therapyAnswer: null, activityAnswer: null });
    expect(answersFor({ isAsked: true, isMriRelated: true }, earlier)).toEqual(earlier);
    expect(answersFor({ isAsked: true, isMriRelated: false }, earlier)).toEqual({ ...earlier, xrayAnswer: null });
    expect(answersFor({ isAsked: false, isMriRelated: false }, earlier)).toBeNull();
  });
});
