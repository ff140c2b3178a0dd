import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { type Authorization, isoToUsDate, messages, reviewMessages } from '@portal/contracts';
import { lazy, Suspense, useState } from 'react';
import { authHeadersForFetch } from '../../api/http-client';
import { reviewLetterUrl } from '../../api/review-api';
import type { DataTableColumn } from '../../ui/data-table/data-table-types';
import { PageLoader } from '../../ui/page-loader';
import { StatusBadge } from '../../ui/status-badge/status-badge';
import { TitledSection } from '../../ui/titled-section';
import { LinesTable } from './lines-table';

// pdf.js loads only when a letter is shown.
const PdfViewer = lazy(() => import('../../ui/pdf-viewer/pdf-viewer').then((module) => ({ default: module.PdfViewer })));

const text = reviewMessages.workbench;

interface DecidedLine {
  key: string;
  label: string;
  status: string;
  units: number | null;
  startDate: string;
  endDate: string;
  reason: string;
  note?: string | undefined;
}

/** A table on a wide screen, one card per line on a phone. */
const decidedLineColumns: DataTableColumn<DecidedLine>[] = [
  { key: 'line', header: 'Line', render: (line) => line.label },
  { key: 'decision', header: 'Decision', render: (line) => line.status },
  { key: 'units', header: 'Units', type: 'number', render: (line) => line.units },
  { key: 'dates', header: 'Dates', render: (line) => `${isoToUsDate(line.startDate)} to ${isoToUsDate(line.endDate)}` },
  { key: 'reason', header: 'Reason', render: (line) => (line.note ? `${line.reason}: ${line.note}` : line.reason) },
];

/** Each line's latest decision, as the authorization holds it: the admission's, then each procedure's. */
function decidedLinesOf(authorization: Authorization): DecidedLine[] {
  const latest = <T,>(list: readonly T[]) => list.at(-1);
  const admission = latest(authorization.diagnosis.outcome);
  const lines: DecidedLine[] = admission ? [{ key: 'admission', label: 'Admission', ...admission }] : [];
  for (const procedure of authorization.service.procedures) {
    const outcome = latest(procedure.outcomes);
    if (outcome)
      lines.push({
        key: `procedure-${procedure.id}`,
        label: `${procedure.procedureDetails.cptCode} ${procedure.procedureDetails.cptCodeDescription}`,
        ...outcome,
      });
  }
  return lines;
}

/**
 * What was decided (issue 34 §7), shown once the item is decided: each line's decision as the provider reads it, and
 * the determination letter the decision issued, opened in place.
 */
export function DecidedLinesSection({ itemId, authorization, isLetterOpen }: { itemId: number; authorization: Authorization; isLetterOpen: boolean }) {
  const [isShowingLetter, setIsShowingLetter] = useState(isLetterOpen);
  const [hasLetterFailed, setHasLetterFailed] = useState(false);
  const lines = decidedLinesOf(authorization);
  return (
    <TitledSection order={2} title={text.decidedTitle}>
      <Stack gap="sm">
        <Group gap="sm">
          <Text>Status:</Text>
          <StatusBadge kind="authorization" status={authorization.status} />
        </Group>
        <LinesTable label="Decision of each line" columns={decidedLineColumns} rows={lines} rowKey={(line) => line.key} />
        {!isShowingLetter && (
          <Group>
            <Button variant="default" onClick={() => setIsShowingLetter(true)}>
              {text.openLetter}
            </Button>
          </Group>
        )}
        {isShowingLetter &&
          (hasLetterFailed ? (
            <Alert color="red" role="alert">
              {messages.generic.unexpectedError}
            </Alert>
          ) : (
            <Suspense fallback={<PageLoader />}>
              <PdfViewer
                file={{ url: reviewLetterUrl(itemId), httpHeaders: authHeadersForFetch() }}
                title="Determination Letter"
                fileName={`Determination Letter ${authorization.authorizationId}.pdf`}
                onLoadError={() => setHasLetterFailed(true)}
              />
            </Suspense>
          ))}
      </Stack>
    </TitledSection>
  );
}
