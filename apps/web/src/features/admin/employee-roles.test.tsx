import { adminEndpoints, apiPrefix, type EmployeeRolesRow, endpointPath, messages } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setCurrentUser } from '../../session/current-user-store';
import { renderPage, stubApi } from '../../test/render-app';
import { employee } from './admin-test-data';
import { EmployeeRoles } from './employee-roles';

const own: EmployeeRolesRow = {
  helperId: employee.accountId,
  firstName: 'Erin',
  lastName: 'Employee',
  email: 'admin@example.com',
  title: null,
  roles: ['Policy'],
};
const colleague: EmployeeRolesRow = { helperId: 7, firstName: 'Jamie', lastName: 'Okafor', email: 'reviewer2@example.com', title: null, roles: [] };
const keys = {
  list: `GET ${apiPrefix}${endpointPath(adminEndpoints.employeeRoles)}`,
  saveColleague: `PUT ${apiPrefix}${endpointPath(adminEndpoints.saveEmployeeRoles, { id: colleague.helperId })}`,
};

beforeEach(() => {
  setCurrentUser(employee);
});

describe('Employee Roles', () => {
  it('does not offer the signed-in administrator their own roles, and says who changes them; a colleague’s roles save', async () => {
    const calls = stubApi({ [keys.list]: () => ({ body: [own, colleague] }), [keys.saveColleague]: () => ({ body: { ...colleague, roles: ['Reviewer'] } }) });
    renderPage(EmployeeRoles);
    const ownReviewer = await screen.findByRole('checkbox', { name: 'Reviewer: Erin Employee' });
    expect(ownReviewer).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Policy: Erin Employee' })).toBeDisabled();
    expect(ownReviewer).toHaveAccessibleDescription(messages.admin.ownRoles);
    expect(screen.getAllByText(messages.admin.ownRoles)).toHaveLength(1);

    const colleagueReviewer = screen.getByRole('checkbox', { name: 'Reviewer: Jamie Okafor' });
    expect(colleagueReviewer).toBeEnabled();
    expect(colleagueReviewer).not.toHaveAccessibleDescription(messages.admin.ownRoles);
    await userEvent.setup().click(colleagueReviewer);
    await waitFor(() => expect(calls.find((call) => call.key === keys.saveColleague)?.body).toEqual({ roles: ['Reviewer'] }));
  });
});
