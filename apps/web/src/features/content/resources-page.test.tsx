import { apiPrefix, contentEndpoints, endpointPath, memberAreaMessages, resourceDocuments, resourceKeys, routeByName } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, stubApi } from '../../test/render-app';
import { AnnouncementsPage } from './announcements-page';
import { ResourcesPage } from './resources-page';

const resourceCall = (key: string) => `GET ${apiPrefix}${endpointPath(contentEndpoints.resource, { key: key })}`;

describe('Resources page', () => {
  it('shows the header message, then the seven forms as PDF download links', async () => {
    const header = '<p>Forms for providers</p><script>alert(1)</script>';
    const calls = stubApi({ [resourceCall(resourceKeys.resourcesHeaderMessage)]: () => ({ body: { key: 'x', content: header } }) });
    renderPage(ResourcesPage, { path: routeByName('Resources').path });

    expect(screen.getByRole('heading', { level: 1, name: 'Resources' })).toBeInTheDocument();
    expect(await screen.findByText('Forms for providers')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(calls.map((call) => call.key)).toEqual([resourceCall(resourceKeys.resourcesHeaderMessage)]);

    const list = within(screen.getByRole('region', { name: memberAreaMessages.resources.documents }));
    const links = list.getAllByRole('link');
    expect(links).toHaveLength(7);
    Object.values(resourceDocuments).forEach((document, index) => {
      expect(list.getByRole('link', { name: `${document.title} ${memberAreaMessages.resources.pdf}` })).toBe(links[index]);
    });
    const standard = list.getByRole('link', { name: /^Standard Authorization Form/ });
    expect(standard).toHaveAttribute('href', `/api/resource-documents/${resourceDocuments.standardAuthorizationForm.fileName}`);
    expect(standard).toHaveAttribute('href', `${apiPrefix}${endpointPath(contentEndpoints.resourceDocument, { fileName: 'standard-authorization-form.pdf' })}`);
    expect(standard).toHaveAttribute('download', 'standard-authorization-form.pdf');
  });

  it('still lists the forms when the header message cannot be loaded', async () => {
    stubApi({ [resourceCall(resourceKeys.resourcesHeaderMessage)]: () => ({ status: 500, body: { code: 'INTERNAL', message: 'down' } }) });
    renderPage(ResourcesPage, { path: routeByName('Resources').path });
    expect(await screen.findAllByRole('link')).toHaveLength(7);
  });
});

describe('Announcements page', () => {
  it('shows the title Announcements and the release notes', async () => {
    const notes = '<ul><li>Claims can be sorted by any column.</li></ul>';
    const calls = stubApi({ [resourceCall(resourceKeys.releaseNotes)]: () => ({ body: { key: 'x', content: notes } }) });
    renderPage(AnnouncementsPage, { path: routeByName('Announcements').path });
    expect(screen.getByRole('heading', { level: 1, name: 'Announcements' })).toBeInTheDocument();
    expect(await screen.findByText('Claims can be sorted by any column.')).toBeInTheDocument();
    expect(calls[0]?.key).toBe(resourceCall('EP.ReleaseNotes'));
  });
});
