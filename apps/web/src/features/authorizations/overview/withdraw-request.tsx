import { Button, Modal } from '@mantine/core';
import { type AuthorizationOverview, authorizationMessages } from '@portal/contracts';
import { lazy, Suspense, useState } from 'react';
import { ListLoader } from '../list-loader';

// The dialog's form loads when the dialog opens; its frame and title show at once.
const WithdrawForm = lazy(() => import('./withdraw-form').then((module) => ({ default: module.WithdrawForm })));

const text = authorizationMessages.withdraw;

/**
 * "Withdraw request" on a pending request's overview (issue 34 §5): a dialog asks why (the reviewer reads it) and
 * confirms; the overview reloads as Cancelled. Focus moves into the dialog and back to the button when it closes.
 */
export function WithdrawRequest({ authorization }: { authorization: AuthorizationOverview }) {
  const [isOpen, setOpen] = useState(false);
  const [isSending, setSending] = useState(false);
  return (
    <>
      <Button variant="outline" color="red" onClick={() => setOpen(true)}>
        {text.button}
      </Button>
      <Modal opened={isOpen} onClose={() => !isSending && setOpen(false)} title={text.title} centered>
        <Suspense fallback={<ListLoader label={text.title} />}>
          <WithdrawForm authorization={authorization} onSendingChange={setSending} onClose={() => setOpen(false)} />
        </Suspense>
      </Modal>
    </>
  );
}
