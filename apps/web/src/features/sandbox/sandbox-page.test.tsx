import { type SandboxLoadResult, sandboxEndpoints, sandboxMessages as text } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../api/http-client';
import { renderPage, stubApi } from '../../test/render-app';
import { SandboxPage } from './sandbox-page';

const statusKey = `GET ${endpointUrl(sandboxEndpoints.status, {})}`;
const loadKey = `POST ${endpointUrl(sandboxEndpoints.load, {})}`;
const available = () => ({ body: { isAvailable: true, clientId: 'sandbox-ehr', clientName: 'EHR Sandbox' } });
const bundle = { resourceType: 'Bundle', type: 'collection', entry: [{ resource: { resourceType: 'Patient', id: 'p1' } }] };
const bundleFile = (content: string = JSON.stringify(bundle)) => new File([content], 'kit.json', { type: 'application/json' });
const result: SandboxLoadResult = {
  members: { created: 2, updated: 1 },
  coverages: { created: 3, updated: 0 },
  organizations: { created: 1, updated: 0 },
  practitioners: { created: 0, updated: 4 },
  skipped: ['Organization/payer: the plan is not a provider.'],
};

afterEach(() => vi.unstubAllGlobals());

async function choose(file: File) {
  const user = userEvent.setup();
  renderPage(SandboxPage);
  // The file input is labelled for the user (a button that opens the chooser); the upload goes to its hidden input.
  expect(await screen.findByRole('button', { name: new RegExp(text.fileLabel.replace(/[()]/g, '\\$&')) })).toBeInTheDocument();
  await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, file);
  return user;
}

describe('Certification Sandbox', () => {
  it('loads the chosen bundle from the keyboard and shows what was created and updated', async () => {
    const calls = stubApi({ [statusKey]: available, [loadKey]: () => ({ body: result }) });
    const user = await choose(bundleFile());
    expect(screen.getByText(text.visibleTo('EHR Sandbox', 'sandbox-ehr'))).toBeInTheDocument();
    screen.getByRole('button', { name: text.load }).focus();
    await user.keyboard('{Enter}');

    const table = await screen.findByRole('table', { name: text.resultTitle });
    expect(calls.find((call) => call.key === loadKey)?.body).toEqual(bundle);
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(`${text.kinds.members}21`);
    expect(rows[4]).toHaveTextContent(`${text.kinds.practitioners}04`);
    expect(screen.getByText(result.skipped[0] as string)).toBeInTheDocument();
  });

  it('lists every problem of a refused bundle by where it is', async () => {
    stubApi({
      [statusKey]: available,
      [loadKey]: () => ({
        status: 400,
        body: {
          code: 'VALIDATION',
          message: text.errors.invalid(2),
          fieldErrors: {
            'Bundle.entry[0].resource.birthDate': [text.errors.birthDateMissing],
            'Bundle.entry[1].resource': [text.errors.unknownResourceType('Observation')],
          },
        },
      }),
    });
    const user = await choose(bundleFile());
    await user.click(screen.getByRole('button', { name: text.load }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(text.errors.invalid(2));
    expect(alert).toHaveTextContent(`Bundle.entry[0].resource.birthDate: ${text.errors.birthDateMissing}`);
    expect(alert).toHaveTextContent(`Bundle.entry[1].resource: ${text.errors.unknownResourceType('Observation')}`);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says a file that is not JSON cannot be read, and sends nothing', async () => {
    const calls = stubApi({ [statusKey]: available });
    const user = await choose(bundleFile('not json'));
    await user.click(screen.getByRole('button', { name: text.load }));
    expect(await screen.findByText(text.unreadableFile)).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.key === loadKey)).toBe(false));
  });

  it('offers nothing where the server has no sandbox (production)', async () => {
    stubApi({ [statusKey]: () => ({ body: { isAvailable: false, clientId: 'sandbox-ehr', clientName: null } }) });
    renderPage(SandboxPage);
    expect(await screen.findByText(text.notAvailable)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.load })).toBeNull();
  });
});
