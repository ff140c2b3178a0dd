import { Alert, Stack } from '@mantine/core';
import { authorizationMessages, type AuthorizationListRow } from '@portal/contracts';
import { lazy, Suspense, useState } from 'react';
import { determinationLetterUrl } from '../../api/authorizations-api';
import { authHeadersForFetch } from '../../api/http-client';
import { trackPdfError } from '../../api/pdf-error-tracking-api';
import { showErrorToast } from '../../ui/toasts';
import { ListLoader } from './list-loader';

// pdf.js loads only when a letter is shown.
const PdfViewer = lazy(() => import('../../ui/pdf-viewer/pdf-viewer').then((module) => ({ default: module.PdfViewer })));

const text = authorizationMessages.determinationLetter;

/** The determination letter of the authorization in the PDF viewer (spec 2 §2.8); a failed load says so in place. */
export function DeterminationLetter({ qhid, authorization }: { qhid: number; authorization: Pick<AuthorizationListRow, 'id' | 'authorizationNumber'> }) {
  const [hasFailed, setHasFailed] = useState(false);
  if (hasFailed) {
    return (
      <Alert color="red" role="alert">
        {text.loadFailed}
      </Alert>
    );
  }
  return (
    <Stack gap="xs">
      <Suspense fallback={<ListLoader label={text.loading} />}>
        <PdfViewer
          file={{ url: determinationLetterUrl(qhid, authorization.id), httpHeaders: authHeadersForFetch() }}
          title={text.title}
          fileName={`Determination Letter ${authorization.authorizationNumber}.pdf`}
          loadingLabel={text.loading}
          onLoadError={(error) => {
            showErrorToast();
            trackPdfError('DeterminationLetter', qhid, error.message);
            setHasFailed(true);
          }}
        />
      </Suspense>
    </Stack>
  );
}
