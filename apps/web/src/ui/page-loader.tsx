import { shellMessages } from '@portal/contracts';
import { Center, Loader } from '@mantine/core';

export function PageLoader() {
  return (
    <Center mih="50vh" role="status" aria-label={shellMessages.loading}>
      <Loader />
    </Center>
  );
}
