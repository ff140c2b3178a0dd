import { Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { memberResourceQueryOptions } from '../../api/benefits-api';
import { SafeHtml } from '../../ui/safe-html';

/**
 * A resource text written for one member (GET /resource/member/{key}/{qhid}/), sanitised. Informative only: a
 * small loader while it loads, nothing when it cannot be loaded.
 */
export function MemberResourceText({ resourceKey, qhid }: { resourceKey: string; qhid: number }) {
  const { data, isPending } = useQuery(memberResourceQueryOptions(resourceKey, qhid));
  if (isPending) return <Loader size="xs" aria-hidden />;
  if (!data?.content) return null;
  return <SafeHtml html={data.content} data-resource={resourceKey} />;
}
