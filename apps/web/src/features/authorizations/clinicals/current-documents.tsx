import { Button, Stack, Title } from '@mantine/core';
import { authorizationMessages, type Document, formatDateTime } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { documentsQueryOptions, fetchDocumentUrl } from '../../../api/authorizations-api';
import { DataTable } from '../../../ui/data-table/data-table';
import type { DataTableColumn, SortState } from '../../../ui/data-table/data-table-types';
import { showErrorToast } from '../../../ui/toasts';
import { useErrorToast } from '../../../ui/use-error-toast';

const text = authorizationMessages.clinicals;

function sorted(documents: readonly Document[], sort: SortState): Document[] {
  const value = (document: Document) => (sort.column === 'fileName' ? document.filename.toLowerCase() : document.addTimestamp);
  const ordered = [...documents].sort((a, b) => value(a).localeCompare(value(b)));
  return sort.direction === 'asc' ? ordered : ordered.reverse();
}

/**
 * Opens the document through a short-lived signed link. The tab opens at the click (a later window.open would be
 * blocked as a pop-up) and is pointed at the link once the server has made it.
 */
async function viewDocument(qhid: number, document: Document) {
  const tab = window.open('about:blank', '_blank');
  try {
    const url = await fetchDocumentUrl(qhid, document.documentKey);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
  } catch {
    tab?.close();
    showErrorToast(text.notAvailable);
  }
}

/** Current Documents (spec 2 §2.7): sortable by name and upload date, shown only when there are documents. */
export function CurrentDocuments({ qhid, authorizationId }: { qhid: number; authorizationId: number }) {
  const headingId = useId();
  const documents = useQuery(documentsQueryOptions(qhid, authorizationId));
  useErrorToast(documents);
  const [sort, setSort] = useState<SortState>({ column: 'uploadDate', direction: 'desc' });
  if (!documents.data || documents.data.length === 0) return null;

  const columns: DataTableColumn<Document>[] = [
    { key: 'fileName', header: text.fileName, isSortable: true, render: (document) => document.filename },
    {
      key: 'uploadDate',
      header: text.uploadDate,
      isSortable: true,
      firstSortDirection: 'desc',
      type: 'date',
      render: (document) => formatDateTime(document.addTimestamp),
    },
    {
      key: 'view',
      header: text.view,
      render: (document) => (
        <Button size="compact-sm" variant="light" aria-label={text.viewLabel(document.filename)} onClick={() => void viewDocument(qhid, document)}>
          {text.view}
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId}>
        {text.currentDocuments}
      </Title>
      <DataTable
        label={text.currentDocuments}
        columns={columns}
        rows={sorted(documents.data, sort)}
        rowKey={(document) => document.documentKey}
        sort={sort}
        onSortChange={setSort}
      />
    </Stack>
  );
}
