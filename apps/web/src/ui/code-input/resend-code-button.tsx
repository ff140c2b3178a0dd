import { accountMessages } from '@portal/contracts';
import { Button, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

export const resendCooldownSeconds = 30;

export interface ResendCodeButtonProps {
  /** Sends a new code; the caller shows the confirmation ('Code has been resent via email.') or the error. */
  onResend: () => Promise<void>;
  label?: string;
  cooldownSeconds?: number;
  disabled?: boolean;
}

/** Resend with a pause after each send, so a double click or an impatient user does not send several codes. */
export function ResendCodeButton({ onResend, label, cooldownSeconds = resendCooldownSeconds, disabled }: ResendCodeButtonProps) {
  const [isSending, setIsSending] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(0);

  const isWaiting = secondsLeft > 0;

  useEffect(() => {
    if (!isWaiting) return undefined;
    const timer = setInterval(() => setSecondsLeft((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => clearInterval(timer);
  }, [isWaiting]);

  const resend = async () => {
    setIsSending(true);
    try {
      await onResend();
      setSecondsLeft(cooldownSeconds);
    } catch {
      // The caller reports the failure; the button stays available so the user can try again.
    } finally {
      setIsSending(false);
    }
  };

  return (
    <Stack gap={4} align="flex-start">
      <Button variant="subtle" px={0} onClick={() => void resend()} loading={isSending} disabled={disabled || isWaiting}>
        {label ?? accountMessages.code.resend}
      </Button>
      {isWaiting && (
        <Text size="xs" c="dimmed">
          {accountMessages.code.resendWait(secondsLeft)}
        </Text>
      )}
    </Stack>
  );
}
