import { authorizationMessages } from '@portal/contracts';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setCurrentUser } from '../../session/current-user-store';
import { approvedUser } from '../../test/fixtures';
import { locationKey, pdf, saveKey, stubPutTransport, uploadHandlers } from '../../ui/clinical-uploader/clinical-uploader-test-data';
import { authorizationKeys, inpatientStay, listRow, maria, toldEvent } from './authorizations-test-data';
import {
  beginEditMode,
  groupLists,
  openAuthorizationOverview as openOverview,
  openManageAuthorizations as open,
  trackingKey,
} from './manage-authorizations-test-page';

/** The uploader's file input, once its dropzone (loaded when first shown) is there. */
const fileInput = () =>
  waitFor(() => {
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('The file input is not shown yet.');
    return input;
  });

const text = authorizationMessages;

beforeEach(() => {
  setCurrentUser(approvedUser);
  notifications.clean();
});

// The page loads the patient's list, then an authorization, each after the other; on a busy machine the typing tests
// outlast Vitest's default 5 s.
describe('Manage Authorizations page', { timeout: 20_000 }, () => {
  it('lists the newest year sorted by Service From, and filters on the server after the typing pauses', async () => {
    const { calls, user } = await open();
    const table = await screen.findByRole('table', { name: text.list.tableLabel });
    expect(within(table).getByRole('columnheader', { name: text.list.serviceFrom })).toHaveAttribute('aria-sort', 'descending');
    expect(calls.find((call) => call.key === authorizationKeys.list)?.body).toEqual({
      qhid: maria.qhid,
      year: null,
      term: '',
      pageSize: 10,
      pageNumber: 0,
      sortClause: 'serviceFrom desc',
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: text.list.year })).toHaveValue('2025'));

    await user.type(screen.getByRole('textbox', { name: text.list.filter }), 'Kim');
    expect(calls.filter((call) => call.key === authorizationKeys.list)).toHaveLength(1);
    await waitFor(() => expect(calls.at(-1)?.body).toMatchObject({ term: 'Kim', pageNumber: 0 }), { timeout: 2000 });
    expect(calls.filter((call) => call.key === authorizationKeys.list)).toHaveLength(2);
  });

  it('explains how to see authorizations when the account may see none', async () => {
    await open({ count: 0 });
    expect(await screen.findByText(text.list.noAuthorizations.intro)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: text.list.tableLabel })).not.toBeInTheDocument();
  });

  it('shows the info box of group 2964', async () => {
    await open({ member: { ...maria, groupId: '2964' } });
    expect(await screen.findByText(text.list.group2964)).toBeInTheDocument();
  });

  it('hides Edit Authorization for a group whose edits are disabled', async () => {
    await openOverview({ authorization: inpatientStay({ isEditDisabled: true }) });
    expect(screen.queryByRole('button', { name: text.edit.editAuthorization })).not.toBeInTheDocument();
  });

  it('opens the letter only for a group in the post-submission exclusion list', async () => {
    await open({ settingsOverrides: { groupLists: groupLists({ postSubmissionExclusionGroups: [maria.groupId] }) } });
    await userEvent.setup().click(await screen.findByRole('button', { name: text.list.manageLabel(listRow(9).authorizationNumber) }, { timeout: 5000 }));
    expect(await screen.findByRole('status', { name: text.determinationLetter.loading })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: text.tabs.overview })).not.toBeInTheDocument();
  });

  it('blocks Save while a field is invalid, then saves the requested units and reloads', async () => {
    const { calls, user } = await openOverview();
    await beginEditMode(user);
    await user.click(screen.getByRole('button', { name: `${text.edit.additionalUnits} (93306)` }));
    await user.click(screen.getByRole('button', { name: text.edit.save }));
    expect(await screen.findByText(text.save.invalid)).toBeInTheDocument();
    expect(screen.getByText(text.validation.requestedUnitsRequired)).toBeInTheDocument();
    expect(calls.some((call) => call.key === authorizationKeys.update)).toBe(false);

    const fieldset = screen.getByRole('group', { name: `${text.edit.additionalUnitsTitle} (93306)` });
    await user.type(within(fieldset).getByRole('textbox', { name: text.overview.requestedUnits }), '3');
    await user.type(within(fieldset).getByRole('textbox', { name: text.overview.fromDate }), '11292025');
    await user.type(within(fieldset).getByRole('textbox', { name: text.overview.toDate }), '12022025');
    await user.click(screen.getByRole('button', { name: text.edit.save }));
    expect(await screen.findByText(text.save.success)).toBeInTheDocument();
    expect(calls.find((call) => call.key === authorizationKeys.update)?.body).toMatchObject({
      id: 9,
      additionalUnits: [{ procedureId: 50, requestedUnits: 3, startDate: '11/29/2025', endDate: '12/02/2025' }],
    });
    expect(calls.filter((call) => call.key === authorizationKeys.authorization(9))).toHaveLength(2);
    expect(calls.some((call) => call.key === trackingKey('ManageAuthExtendService'))).toBe(true);
    expect(await screen.findByRole('button', { name: text.edit.editAuthorization })).toBeInTheDocument();
  });

  it('says so when the plan did not take the update, and when the call failed, keeping the draft', async () => {
    for (const [update, message] of [
      [() => ({ body: { authUpdated: false } }), text.save.notUpdated],
      [() => ({ status: 500, body: { code: 'INTERNAL', message: 'boom' } }), text.save.exception],
    ] as const) {
      notifications.clean();
      const { user } = await openOverview({ update });
      await beginEditMode(user);
      const units = screen.getByRole('textbox', { name: `${text.overview.units} (${text.overview.outcomes} 93306)` });
      await user.clear(units);
      await user.type(units, '4');
      await user.click(screen.getByRole('button', { name: text.edit.save }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(units).toHaveValue('4');
      document.body.innerHTML = '';
    }
  });

  it('asks before removing drafted additional units, and Cancel restores the decided values', async () => {
    const { user } = await openOverview();
    await beginEditMode(user);
    await user.click(screen.getByRole('button', { name: `${text.edit.additionalUnits} (93306)` }));
    await user.click(screen.getByRole('button', { name: `${text.edit.remove} ${text.edit.additionalUnitsTitle} (93306)` }));
    const dialog = await screen.findByRole('dialog', { name: text.edit.removeAdditionalUnitsTitle });
    await user.click(within(dialog).getByRole('button', { name: text.edit.removeConfirm }));
    await waitFor(() => expect(screen.queryByRole('group', { name: `${text.edit.additionalUnitsTitle} (93306)` })).not.toBeInTheDocument());

    const units = screen.getByRole('textbox', { name: `${text.overview.units} (${text.overview.outcomes} 93306)` });
    await user.clear(units);
    await user.type(units, '9');
    await user.click(screen.getByRole('button', { name: text.edit.cancel }));
    expect(screen.queryByRole('textbox', { name: `${text.overview.units} (${text.overview.outcomes} 93306)` })).not.toBeInTheDocument();
    await beginEditMode(user);
    expect(screen.getByRole('textbox', { name: `${text.overview.units} (${text.overview.outcomes} 93306)` })).toHaveValue('1');
  });

  it('uploads the chosen clinicals to the authorization with Upload, says so and reloads Current Documents', async () => {
    stubPutTransport();
    const documents = [
      {
        filename: 'Online Referral-Clinical 1_2025110000009_2026_03_05.pdf',
        addTimestamp: '2026-03-05T15:04:05Z',
        qhid: maria.qhid,
        documentKey: 'clinicals/9/00000000-0000-4000-8000-000000000001',
      },
    ];
    let documentReads = 0;
    const { calls, user } = await openOverview({
      handlers: {
        ...uploadHandlers(),
        [authorizationKeys.documents(9)]: () => ({ body: documentReads++ === 0 ? [] : documents }),
        [trackingKey('UploadClinical')]: () => ({ body: { tracked: true } }),
      },
    });
    await user.click(screen.getByRole('tab', { name: text.tabs.upload }));
    const upload = await screen.findByRole('button', { name: text.clinicals.upload });
    expect(upload).toBeDisabled();
    await userEvent.setup({ applyAccept: false }).upload(await fileInput(), [pdf('discharge-plan.pdf'), new File(['PNG'], 'wound-photo.png')]);
    expect(screen.getByText(`wound-photo.png: ${text.clinicals.fileTypeNotAllowed}`)).toBeInTheDocument();
    // Nothing goes up before Upload.
    expect(calls.some((call) => call.key === locationKey)).toBe(false);

    await user.click(upload);
    expect(await screen.findByText(text.clinicals.uploadSucceeded)).toBeInTheDocument();
    expect(calls.find((call) => call.key === locationKey)?.body).toMatchObject({
      qhid: maria.qhid,
      fileName: 'discharge-plan.pdf',
      // The opened authorization's number as its overview names it.
      authorizationId: inpatientStay().authorizationId,
    });
    expect(calls.find((call) => call.key === saveKey)?.body).toMatchObject({
      qhid: maria.qhid,
      authId: 9,
      // The opened authorization's number as its overview names it.
      authorizationId: inpatientStay().authorizationId,
      clinicals: [{ fileName: 'discharge-plan.pdf' }],
    });
    expect(await screen.findByRole('cell', { name: documents[0]?.filename })).toBeInTheDocument();
    expect(screen.queryAllByTestId('clinical-file')).toHaveLength(0);
    expect(calls.some((call) => call.key === trackingKey('UploadClinical'))).toBe(true);
  });

  it('shows the uploaded documents on the overview’s timeline at once, without a reload', async () => {
    stubPutTransport();
    const fileName = 'Online Referral-Clinical 1_2025110000009_2026_03_05.pdf';
    const added = toldEvent('2026-03-05T15:04:05.000Z', { kind: 'document-added', status: 'Approved', data: { fileName } }, 'Pat Provider');
    let overviewReads = 0;
    const { calls, user } = await openOverview({
      handlers: {
        ...uploadHandlers(),
        [authorizationKeys.authorization(9)]: () => {
          const stay = inpatientStay();
          return { body: overviewReads++ === 0 ? stay : { ...stay, timeline: [...stay.timeline, added] } };
        },
        [authorizationKeys.documents(9)]: () => ({ body: [] }),
        [trackingKey('UploadClinical')]: () => ({ body: { tracked: true } }),
      },
    });
    expect(screen.queryByText(added.title)).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: text.tabs.upload }));
    await userEvent.setup().upload(await fileInput(), pdf('discharge-plan.pdf'));
    await user.click(await screen.findByRole('button', { name: text.clinicals.upload }));
    expect(await screen.findByText(text.clinicals.uploadSucceeded)).toBeInTheDocument();

    // The overview is kept while the user works on it (never stale by itself): it is read again because the upload
    // said it changed, and shows the new document's event.
    await user.click(screen.getByRole('tab', { name: text.tabs.overview }));
    expect(await screen.findByText(added.title)).toBeInTheDocument();
    expect(calls.filter((call) => call.key === authorizationKeys.authorization(9))).toHaveLength(2);
  });

  it('says the upload failed and clears the chosen files when a file cannot go up', async () => {
    stubPutTransport(500);
    const { user } = await openOverview({ handlers: { ...uploadHandlers(), [authorizationKeys.documents(9)]: () => ({ body: [] }) } });
    await user.click(screen.getByRole('tab', { name: text.tabs.upload }));
    await userEvent.setup().upload(await fileInput(), pdf('notes.pdf'));
    expect(screen.getAllByTestId('clinical-file')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: text.clinicals.upload }));
    expect(await screen.findByText(text.clinicals.uploadFailed)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryAllByTestId('clinical-file')).toHaveLength(0));
  });
});
