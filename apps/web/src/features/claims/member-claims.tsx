import { Alert } from '@mantine/core';
import type { Claim } from '@portal/contracts';
import { memberAreaMessages, messages } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { claimsExistQueryOptions, claimsYearsQueryOptions } from '../../api/claims-api';
import { ClaimsBrowser } from './claims-browser';
import { ClaimsLoader } from './claims-loader';
import { NoClaimsMessage } from './no-claims-message';
import { useErrorToast } from '../../ui/use-error-toast';

/**
 * The claims of the chosen member (spec 2 §4 Claims): the exists check and the years load together; no claim the
 * account may see gives an empty state, otherwise the Year select and the table.
 */
export function MemberClaims({ qhid, onView, focusClaimNumber }: { qhid: number; onView: (claim: Claim) => void; focusClaimNumber: string | null }) {
  const exists = useQuery(claimsExistQueryOptions(qhid));
  const years = useQuery(claimsYearsQueryOptions(qhid));
  useErrorToast(exists);
  useErrorToast(years);

  if (exists.isError || years.isError) {
    return (
      <Alert color="red" role="alert">
        {messages.generic.unexpectedError}
      </Alert>
    );
  }
  if (exists.isPending || years.isPending) return <ClaimsLoader label={memberAreaMessages.claims.loadingClaims} />;
  if (exists.data.count === 0 || years.data.length === 0) {
    return <NoClaimsMessage hasActiveAssociations={exists.data.hasActiveAssociations} />;
  }
  return <ClaimsBrowser qhid={qhid} years={years.data} onView={onView} focusClaimNumber={focusClaimNumber} />;
}
