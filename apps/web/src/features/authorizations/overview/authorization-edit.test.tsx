import { notifications } from '@mantine/notifications';
import { apiPrefix, authorizationMessages, codeEndpoints, endpointPath, endpointQuery } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setCurrentUser } from '../../../session/current-user-store';
import { approvedUser } from '../../../test/fixtures';
import { authorizationKeys } from '../authorizations-test-data';
import { beginEditMode, openAuthorizationOverview } from '../manage-authorizations-test-page';

const text = authorizationMessages;
const therapeuticExercise = { code: '97110', shortDescription: 'Therapeutic exercise', fullDescription: 'Therapeutic exercises to build strength, 15 minutes' };
const codeSearch = (q: string) => `GET ${apiPrefix}${endpointPath(codeEndpoints.search, { codeSet: 'cpt' })}${endpointQuery({ q, page: 0 })}`;
const searchHandlers = {
  [codeSearch('9711')]: () => ({ body: { hits: [therapeuticExercise], page: 0, nbHits: 1 } }),
  [codeSearch('97110')]: () => ({ body: { hits: [therapeuticExercise], page: 0, nbHits: 1 } }),
};

beforeEach(() => {
  setCurrentUser(approvedUser);
  notifications.clean();
});

/** Edit mode, the first procedure's units changed to 4, and Add CPT open. */
async function editWithAddCptOpen(options: Parameters<typeof openAuthorizationOverview>[0] = {}) {
  const opened = await openAuthorizationOverview({ ...options, handlers: searchHandlers });
  const { user } = opened;
  await beginEditMode(user);
  const units = screen.getByRole('textbox', { name: `${text.overview.units} (${text.overview.outcomes} 93306)` });
  await user.clear(units);
  await user.type(units, '4');
  await user.click(screen.getByRole('button', { name: text.edit.addCpt }));
  const dialog = await screen.findByRole('dialog', { name: text.edit.addCptTitle });
  return { ...opened, units, dialog };
}

describe('Add CPT and Save of the authorization overview', () => {
  it('choosing a suggestion puts its code in the CPT Code field and its description beside it', async () => {
    const { user, dialog } = await editWithAddCptOpen();
    const cptCode = within(dialog).getByRole('combobox', { name: text.edit.cptCode });
    await user.type(cptCode, '9711');
    await user.click(await screen.findByRole('option', { name: /^97110 Therapeutic exercise/ }));

    expect(cptCode).toHaveValue('97110');
    expect(within(dialog).getByRole('textbox', { name: text.edit.cptCodeDescription })).toHaveValue('Therapeutic exercise');
    await user.click(within(dialog).getByRole('button', { name: text.edit.add }));
    const added = await screen.findByRole('table', { name: text.edit.addCptTitle });
    expect(within(added).getByRole('cell', { name: '97110' })).toBeInTheDocument();
  });

  it('Add CPT tells a field’s error when focus leaves it, refuses to add until every rule holds, and adds nothing then', async () => {
    const { user, dialog } = await editWithAddCptOpen();
    const units = within(dialog).getByRole('textbox', { name: text.overview.requestedUnits });
    await user.clear(units);
    await user.tab();
    expect(await within(dialog).findByText(text.validation.requestedUnitsRequired)).toBeInTheDocument();

    await user.type(units, '12x');
    expect(units).toHaveValue('12');
    expect(within(dialog).queryByText(text.validation.requestedUnitsRequired)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: text.edit.add }));
    expect(await within(dialog).findByText(text.validation.cptCodeRequired)).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: text.edit.cptCode })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('table', { name: text.edit.addCptTitle })).not.toBeInTheDocument();
  });

  it('a save the server refuses shows its message beside the field and keeps every edit of that save', async () => {
    const refusal = 'Enter a CPT code of letters and digits.';
    const { user, dialog, units, calls } = await editWithAddCptOpen({
      update: () => ({ status: 400, body: { code: 'VALIDATION', message: refusal, fieldErrors: { 'addedProcedures.0.cptCode': [refusal] } } }),
    });
    await user.type(within(dialog).getByRole('combobox', { name: text.edit.cptCode }), '97110');
    await user.click(within(dialog).getByRole('button', { name: text.edit.add }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: text.edit.addCptTitle })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: text.edit.save }));
    await waitFor(() => expect(calls.some((call) => call.key === authorizationKeys.update)).toBe(true));
    const added = screen.getByRole('table', { name: text.edit.addCptTitle });
    expect(await within(added).findByText(refusal)).toBeInTheDocument();
    expect(screen.queryByText(text.save.exception)).not.toBeInTheDocument();
    // Still in edit mode, with the units typed and the code added.
    expect(screen.getByRole('button', { name: text.edit.save })).toBeEnabled();
    expect(units).toHaveValue('4');
    expect(within(added).getByRole('cell', { name: /^97110/ })).toBeInTheDocument();
  });

  it('Request Additional Units opens without errors, also after an earlier Save was refused; the next Save shows them', async () => {
    const { user } = await openAuthorizationOverview();
    await beginEditMode(user);
    await user.click(screen.getByRole('button', { name: text.edit.save }));
    expect(await screen.findByText(text.validation.nothingChanged)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `${text.edit.additionalUnits} (93306)` }));
    const fieldset = screen.getByRole('group', { name: `${text.edit.additionalUnitsTitle} (93306)` });
    expect(within(fieldset).queryByText(text.validation.requestedUnitsRequired)).not.toBeInTheDocument();
    expect(within(fieldset).queryByText(text.validation.fromDateRequired)).not.toBeInTheDocument();
    expect(within(fieldset).queryByText(text.validation.toDateRequired)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: text.edit.save }));
    expect(await within(fieldset).findByText(text.validation.requestedUnitsRequired)).toBeInTheDocument();
    expect(within(fieldset).getByText(text.validation.toDateRequired)).toBeInTheDocument();
  });
});
