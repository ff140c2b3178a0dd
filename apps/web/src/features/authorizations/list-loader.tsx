import { Center, Loader } from '@mantine/core';

/** A loading state that says what is loading (the list, one authorization, the letter). */
export function ListLoader({ label }: { label: string }) {
  return (
    <Center mih={160} role="status" aria-label={label}>
      <Loader />
    </Center>
  );
}
