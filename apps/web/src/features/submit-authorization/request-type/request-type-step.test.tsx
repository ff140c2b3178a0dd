import {
  apiPrefix,
  contentEndpoints,
  endpointPath,
  type RequestType,
  resourceKeys,
  settingsEndpoints,
  submitAuthorizationEndpoints,
  submitAuthorizationMessages,
} from '@portal/contracts';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setCurrentUser } from '../../../session/current-user-store';
import { approvedUser, settings } from '../../../test/fixtures';
import { renderPage, stubApi } from '../../../test/render-app';
import { RequestTypeStep } from './request-type-step';

const standard: RequestType = {
  name: 'Standard Authorization',
  description: 'Planned services.',
  authorizationWorkflowId: 1,
  posCodes: [{ code: '22', description: 'On Campus-Outpatient Hospital', requireUnits: true, isInpatient: false }],
  trackingKey: 'StandardAuthorization',
  resourceKey: '',
};

function renderStep(isCptCodeSearchEnabled: boolean) {
  stubApi({
    [`GET ${apiPrefix}${endpointPath(settingsEndpoints.settings)}`]: () => ({ body: { ...settings, isCptCodeSearchEnabled } }),
    [`GET ${apiPrefix}${endpointPath(submitAuthorizationEndpoints.workflows)}`]: () => ({ body: [standard] }),
    [`GET ${apiPrefix}${endpointPath(contentEndpoints.resource, { key: resourceKeys.submitAuthLanding })}`]: () => ({
      body: { key: resourceKeys.submitAuthLanding, content: '<p>Choose a request type.</p>' },
    }),
  });
  renderPage(() => (
    <RequestTypeStep
      sex="F"
      groupId="4100"
      chosen={null}
      onChoose={vi.fn()}
      codesNotRequiringAuthorization={new Set()}
      checkedCpt={{ code: '', description: '' }}
      onCheckCpt={vi.fn()}
    />
  ));
}

beforeEach(() => setCurrentUser(approvedUser));

describe('the Request Type step', () => {
  it('offers the CPT "required search" box while the CPT code search setting is on (spec 3 §6)', async () => {
    renderStep(true);
    expect(await screen.findByRole('radio', { name: 'Select Standard Authorization' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: submitAuthorizationMessages.cptRequirement.label })).toBeInTheDocument();
  });

  it('leaves the box out while the setting is off', async () => {
    renderStep(false);
    expect(await screen.findByRole('radio', { name: 'Select Standard Authorization' })).toBeInTheDocument();
    expect(await screen.findByText('Choose a request type.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: submitAuthorizationMessages.cptRequirement.label })).not.toBeInTheDocument();
  });
});
