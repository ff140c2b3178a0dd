import { useParams } from 'react-router';
import { OpenedAuthorization } from './opened-authorization';

/**
 * One authorization at its own address (/view-authorizations/:id, issue 34 §1), a route of its own: its first load
 * carries the overview, not the patient search's lists (issue 35). Keyed by id: another authorization starts afresh.
 */
export function AuthorizationPage() {
  const { id = '' } = useParams();
  return <OpenedAuthorization key={id} idParam={id} />;
}
