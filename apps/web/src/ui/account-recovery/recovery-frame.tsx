import { messages, paths } from '@portal/contracts';
import { Alert, Button, Container, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

export interface RecoveryFrameProps {
  /** The page header: 'Forgot Password' or 'Unlock Account'. */
  title: string;
  /** A step's title under the header. */
  stepTitle?: string;
  children: ReactNode;
  /** Hidden while a save must not be left (the page blocks leaving then anyway). */
  hasReturnToLogin?: boolean;
}

/** The frame of every forgot-password and unlock step, with its Return to Login button (spec 1 §2.7). */
export function RecoveryFrame({ title, stepTitle, children, hasReturnToLogin = true }: RecoveryFrameProps) {
  const navigate = useNavigate();
  // Login resets every flow when it opens (spec 1 §4.1); resetting here instead would re-render this page first,
  // and its step check would send the user back to step 1 before the navigation lands.
  const returnToLogin = () => void navigate(paths.login);
  return (
    <Container size={560} py="md">
      <Paper withBorder p="xl" radius="md">
        <Stack gap="md">
          <Title order={1}>{title}</Title>
          {stepTitle && (
            <Title order={2} size="h3">
              {stepTitle}
            </Title>
          )}
          {children}
          {hasReturnToLogin && (
            <Button variant="default" onClick={returnToLogin} style={{ alignSelf: 'flex-start' }}>
              {messages.accountRecovery.returnToLogin}
            </Button>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}

/** A refused step: the server's message with the attempts remaining (spec 1 §8). */
export function RecoveryError({ children }: { children: ReactNode }) {
  return (
    <Alert color="red" variant="light">
      {children}
    </Alert>
  );
}
