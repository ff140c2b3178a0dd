import { Alert } from '@mantine/core';

/** The banner of a step whose form cannot go on: the supplied message, or "Required information is missing…" (spec 3 §2). */
export function FormBanner({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" role="alert" title="Please check the request">
      {message}
    </Alert>
  );
}
