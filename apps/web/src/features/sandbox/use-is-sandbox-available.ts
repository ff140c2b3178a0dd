import { hasRole, roles } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { sandboxStatusQueryOptions } from '../../api/sandbox-api';
import { useCurrentUser } from '../../session/use-current-user';

/** Whether the server offers the certification sandbox (never in production); asked only for site administrators. */
export function useIsSandboxAvailable(): boolean {
  const user = useCurrentUser();
  const isSiteAdministrator = user !== null && hasRole(user, roles.siteAdministrator);
  const status = useQuery({ ...sandboxStatusQueryOptions, enabled: isSiteAdministrator });
  return status.data?.isAvailable === true;
}
