import { Center, Loader } from '@mantine/core';

/** A loading state with an accessible name, like the page loader, for a part of the claims view. */
export function ClaimsLoader({ label }: { label: string }) {
  return (
    <Center py="md" role="status" aria-label={label}>
      <Loader size="sm" />
    </Center>
  );
}
