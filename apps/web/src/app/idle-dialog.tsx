import { messages } from '@portal/contracts';
import { Button, Group, Modal, Text } from '@mantine/core';
import { formatCountdown } from './idle-timer';

interface IdleDialogProps {
  remainingMs: number;
  isStaying: boolean;
  onStay: () => void;
  onLogout: () => void;
}

/** "Are You Still There?" (spec 1 §2.11). Only the buttons close it: activity in the page does not. */
export function IdleDialog({ remainingMs, isStaying, onStay, onLogout }: IdleDialogProps) {
  const countdown = formatCountdown(remainingMs);
  return (
    <Modal opened onClose={onStay} title={messages.idle.title} closeOnClickOutside={false} withCloseButton={false} centered>
      {/* Only whole minutes are announced, so a screen reader is not interrupted every second. */}
      <Text aria-live={countdown.endsWith(':00') ? 'polite' : 'off'}>{messages.idle.message(countdown)}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onLogout}>
          {messages.idle.logout}
        </Button>
        <Button onClick={onStay} loading={isStaying} data-autofocus>
          {messages.idle.stayLoggedIn}
        </Button>
      </Group>
    </Modal>
  );
}
