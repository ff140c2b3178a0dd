import { Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { resourceQueryOptions } from '../api/resource-api';
import { preloadSanitizer, SafeHtml } from './safe-html';

interface ResourceBlockProps {
  resourceKey: string;
  /** Skeleton lines shown while the text loads. */
  lines?: number;
}

/**
 * A text of the resource store, sanitised. While it loads a skeleton keeps the layout steady; when it cannot be
 * loaded nothing is shown, because these texts are informative and the page works without them.
 */
export function ResourceBlock({ resourceKey, lines = 2 }: ResourceBlockProps) {
  const { data, isPending } = useQuery(resourceQueryOptions(resourceKey));
  useEffect(preloadSanitizer, []);
  if (isPending) {
    return (
      <Stack gap={6} aria-hidden>
        {Array.from({ length: lines }, (_, index) => (
          <Skeleton key={index} height={12} width={index === lines - 1 ? '60%' : '100%'} />
        ))}
      </Stack>
    );
  }
  if (!data?.content) return null;
  return <SafeHtml html={data.content} data-resource={resourceKey} />;
}
