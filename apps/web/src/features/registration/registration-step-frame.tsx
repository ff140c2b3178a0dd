import { accountMessages, registrationText } from '@portal/contracts';
import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { BrandMark } from '../../ui/brand-mark';
import { CenteredPanel } from '../../ui/centered-panel';
import { FlowProgress } from '../../ui/flow-progress/flow-progress';
import {
  allowedRegistrationStep,
  progressGroupOf,
  readRegistrationFlow,
  type RegistrationFlowState,
  type RegistrationStep,
  registrationStepPath,
} from './registration-flow-store';

interface RegistrationStepFrameProps {
  step: RegistrationStep;
  /** The page of the step, given the stored flow (null only on step 1). */
  children: (flow: RegistrationFlowState | null) => ReactNode;
}

/** The frame of every registration step: the redirect of a step visited too early, the title and the progress bar. */
export function RegistrationStepFrame({ step, children }: RegistrationStepFrameProps) {
  const flow = readRegistrationFlow();
  const allowed = allowedRegistrationStep(step, flow);
  if (allowed !== step) return <Navigate to={registrationStepPath(allowed)} replace />;
  return (
    <CenteredPanel size={720}>
      <Stack gap="lg">
        <Stack gap="sm">
          <BrandMark />
          <Title order={1}>{registrationText.title}</Title>
        </Stack>
        <FlowProgress groups={accountMessages.registration.progressGroups} activeIndex={progressGroupOf(step)} />
        <Title order={2} size="h3">
          {registrationText.stepTitles[step - 1]}
        </Title>
        {children(flow)}
      </Stack>
    </CenteredPanel>
  );
}
