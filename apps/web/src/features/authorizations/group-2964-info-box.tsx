import { Alert } from '@mantine/core';
import { authorizationMessages } from '@portal/contracts';

const text = authorizationMessages.list;
/** Spec 2 §9: the special group whose members' authorizations come with an info box. */
const infoBoxGroupId = '2964';

export const isGroup2964 = (groupId: string) => groupId === infoBoxGroupId;

export function Group2964InfoBox() {
  return (
    <Alert color="blue" variant="light" title={text.group2964Title} role="note">
      {text.group2964}
    </Alert>
  );
}
