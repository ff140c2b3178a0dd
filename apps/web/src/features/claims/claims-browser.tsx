import type { Claim } from '@portal/contracts';
import { useState } from 'react';
import { ClaimDetail } from './claim-detail';
import { ClaimsList } from './claims-list';
import { useClaimsSearch } from './use-claims-search';

/**
 * The table and the Claim Detail view of one member. The table's year, sort and page live here, so Return shows
 * the table as the user left it.
 */
export function ClaimsBrowser({ qhid, years }: { qhid: number; years: readonly number[] }) {
  const search = useClaimsSearch(qhid, years);
  const [openClaim, setOpenClaim] = useState<Claim | null>(null);
  const [returnedFrom, setReturnedFrom] = useState<string | null>(null);

  if (openClaim) {
    return (
      <ClaimDetail
        qhid={qhid}
        claim={openClaim}
        onReturn={() => {
          setReturnedFrom(openClaim.claimNumber);
          setOpenClaim(null);
        }}
      />
    );
  }
  return <ClaimsList years={years} search={search} onView={setOpenClaim} focusClaimNumber={returnedFrom} />;
}
