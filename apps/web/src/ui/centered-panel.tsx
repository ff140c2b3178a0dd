import { Container, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of the no-layout pages (login, registration, error): a centred card inside a main landmark. */
export function CenteredPanel({ children, size = 460 }: { children: ReactNode; size?: number }) {
  return (
    <Container component="main" id="main-content" size={size} py="xl" tabIndex={-1}>
      <Paper withBorder shadow="sm" p="xl" radius="md">
        {children}
      </Paper>
    </Container>
  );
}
