import { useForm } from '@mantine/form';
import { type AuthorizationDraft, type RequestType, type Settings } from '@portal/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setCurrentUser } from '../../../session/current-user-store';
import { approvedUser, settings } from '../../../test/fixtures';
import { renderPage, stubApi } from '../../../test/render-app';
import { emptyDraft } from '../authorization-draft';
import { requestContextOf } from '../request-context';
import { ProviderLookupSection } from './provider-lookup-section';
import { wizardMember, emptyGroupLists } from '../wizard-test-data';

const member = wizardMember;
const unplanned: RequestType = {
  name: 'Unplanned Admission',
  description: '',
  authorizationWorkflowId: 2,
  posCodes: [{ code: '21', description: 'Inpatient - Hospital', requireUnits: false, isInpatient: true }],
  trackingKey: 'UnplannedAdmission',
  resourceKey: '',
};
const groupLists = emptyGroupLists;
const context = requestContextOf(member, unplanned, { ...settings, groupLists } as Settings, []);
const hospital = { id: 41, name: 'Sutter Medical Center', networkStatus: 'In-Network' as const, fax: '916-555-0100', npi: '1234567890', isFacility: true };

/** Both lookups of an unplanned admission over one form, the admitting provider already chosen. */
function Harness() {
  const draft = emptyDraft(unplanned, null);
  const form = useForm<AuthorizationDraft>({ initialValues: { ...draft, provider: { ...draft.provider, ...hospital } } });
  return (
    <>
      <ProviderLookupSection form={form} context={context} lookup={context.lookups[0]} />
      <ProviderLookupSection form={form} context={context} lookup={context.lookups[1]} />
      <output data-testid="facility">{JSON.stringify(form.getValues().facility)}</output>
    </>
  );
}

const facilityOf = (): AuthorizationDraft['facility'] => JSON.parse(screen.getByTestId('facility').textContent ?? '{}') as AuthorizationDraft['facility'];

beforeEach(() => setCurrentUser(approvedUser));

describe('the servicing lookup’s "Same as" checkbox (spec 3 §4)', () => {
  it('copies the referring entry into the servicing one, and clears it when unchecked', async () => {
    stubApi({});
    renderPage(Harness);
    const user = userEvent.setup();
    const sameAs = screen.getByRole('checkbox', { name: `Same as ${context.config.referringLabel}` });

    await user.click(sameAs);
    expect(facilityOf()).toMatchObject({ ...hospital, same: true, unknown: false, hospitalist: false });

    await user.click(sameAs);
    expect(facilityOf()).toMatchObject({ id: null, name: '', same: false, isFacility: true });
  });
});
