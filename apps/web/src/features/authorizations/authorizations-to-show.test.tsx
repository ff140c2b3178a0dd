import { addresses, apiPrefix, authorizationEndpoints, authorizationMessages, endpointPath } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { settings } from '../../test/fixtures';
import userEvent from '@testing-library/user-event';
import { renderPage, stubApi } from '../../test/render-app';
import { mariaFoundHandlers, mariaRecord } from '../../ui/member-search/member-search-test-data';
import { authorizationKeys, inpatientStay } from './authorizations-test-data';
import { ManageAuthorizationsPage } from './manage-authorizations-page';
import { groupLists } from './manage-authorizations-test-page';

const text = authorizationMessages.show;
const listKey = (query: string) => `GET ${apiPrefix}${endpointPath(authorizationEndpoints.showList)}?${query}`;

const row = {
  id: 7,
  authorizationNumber: '2025110000007',
  qhid: mariaRecord.qhid,
  patientName: 'Maria Lopez',
  providerName: 'Ashley Kim, LCSW',
  facilityName: '',
  status: 'Pend',
  serviceFrom: '2025-11-23',
  serviceTo: '2025-12-28',
  statusChangedAt: '2025-11-17T10:00:00.000Z',
};

describe('View Authorizations opened from a Home count', () => {
  it('asks the server for that count’s list and shows it above the patient search', async () => {
    const calls = stubApi({ [listKey('show=pending&pageNumber=0&pageSize=10')]: () => ({ body: { authorizations: [row], totalRows: 1 } }) });
    renderPage(ManageAuthorizationsPage, { path: '/view-authorizations', initialPath: '/view-authorizations?show=pending' });
    const table = await screen.findByRole('table', { name: text.tableLabel(text.titles.pending) });
    expect(await within(table).findByText('Maria Lopez')).toBeInTheDocument();
    // The status as every list shows it: the core system's old word 'Pend' in the status vocabulary.
    expect(within(table).getByText('Pending')).toBeInTheDocument();
    expect(within(table).queryByText('Pend')).not.toBeInTheDocument();
    expect(calls.map((call) => call.key)).toContain(listKey('show=pending&pageNumber=0&pageSize=10'));
  });

  it('opens a row’s authorization at its address', async () => {
    const stay = inpatientStay({ id: row.id, authorizationId: row.authorizationNumber });
    stubApi({
      [listKey('show=pending&pageNumber=0&pageSize=10')]: () => ({ body: { authorizations: [row], totalRows: 1 } }),
      ...mariaFoundHandlers(),
      [authorizationKeys.exists]: () => ({ body: { count: 1, hasActiveAssociations: true } }),
      [authorizationKeys.list]: () => ({ body: { authorizations: [], years: [2025], year: 2025 } }),
      [authorizationKeys.authorization(row.id)]: () => ({ body: stay }),
      [authorizationKeys.settings]: () => ({ body: { ...settings, groupLists: groupLists() } }),
    });
    renderPage(ManageAuthorizationsPage, { path: '/view-authorizations', initialPath: '/view-authorizations?show=pending' });
    await userEvent.setup().click(await screen.findByRole('button', { name: authorizationMessages.list.manageLabel(row.authorizationNumber) }));
    // The row opens the authorization's own address (issue 34 §1), where its patient is loaded with it.
    expect(await screen.findByTestId('location')).toHaveTextContent(addresses.authorization(row.id));
  });

  it('lists nothing of the kind for an unknown filter', () => {
    stubApi({});
    renderPage(ManageAuthorizationsPage, { path: '/view-authorizations', initialPath: '/view-authorizations?show=everything' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
