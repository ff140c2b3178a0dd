import type { Claim } from '@portal/contracts';
import { ClaimsList } from './claims-list';
import { useClaimsSearch } from './use-claims-search';

/**
 * The claims table of one member. Its year, sort and page live in the address, so Return from a claim (and Back)
 * shows the table as the user left it.
 */
export function ClaimsBrowser({
  qhid,
  years,
  onView,
  focusClaimNumber,
}: {
  qhid: number;
  years: readonly number[];
  onView: (claim: Claim) => void;
  focusClaimNumber: string | null;
}) {
  const search = useClaimsSearch(qhid, years);
  return <ClaimsList years={years} search={search} onView={onView} focusClaimNumber={focusClaimNumber} />;
}
