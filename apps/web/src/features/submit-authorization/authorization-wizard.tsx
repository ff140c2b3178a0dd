import { Button, Center, Group, Loader, Paper, Stack, Stepper, Text } from '@mantine/core';
import { draftMessages, formatDateTime, messages, newbornInNicu, type Settings, submitAuthorizationMessages as text } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { cptCodesNotRequiringAuthQueryOptions } from '../../api/authorizations-api';
import { trackAction } from '../../api/tracking-api';
import { mriCodeListsQueryOptions } from '../../api/submit-authorization-api';
import type { SelectedMember } from '../../ui/member-search/selected-member';
import { openPrintView } from './print/print-handoff';
import { RequestTypeStep } from './request-type/request-type-step';
import { ConfirmModal, MessageModal } from '../../ui/confirm-modal';
import { type ResumedDraft, useAuthorizationWizard } from './use-authorization-wizard';
import type { DraftSaveStatus } from './use-draft-autosave';
import { useWizardLeaveWarning } from './use-wizard-leave-warning';
import { canGoBack, forwardLabelOf, isForwardDisabled, isRequestActive } from './wizard-rules';
import type { WizardStep } from './wizard-state';
import classes from './authorization-wizard.module.css';

interface AuthorizationWizardProps {
  member: SelectedMember;
  settings: Settings;
  handedOverStartDate: string | null;
  onExit: () => void;
  /** Told whether a request is being entered, so that the page can ask before a New Search drops it. */
  onActiveChange: (isActive: boolean) => void;
  /** A draft of the practice to resume (issue 34 §4). */
  resumedDraft?: ResumedDraft | null;
}

/** Where keeping the draft stands, announced politely: saving, saved at, or not saved (the answers stay). */
function DraftStatus({ status }: { status: DraftSaveStatus }) {
  const words =
    status.kind === 'saving'
      ? draftMessages.saving
      : status.kind === 'saved'
        ? draftMessages.saved(formatDateTime(status.at))
        : status.kind === 'failed'
          ? draftMessages.notSaved
          : '';
  return (
    <Text size="sm" c={status.kind === 'failed' ? 'red.9' : 'dimmed'} role="status" aria-live="polite" mih={20}>
      {words}
    </Text>
  );
}

const duplicateCheckTracking = 'AuthDuplicateCheck';

// The steps after the first load when the wizard reaches them: choosing a request type does not wait for the details'
// sections, the questionnaire, the uploader or the summary.
const AuthorizationDetailsStep = lazy(() => import('./details/authorization-details-step').then((module) => ({ default: module.AuthorizationDetailsStep })));
const QuestionnaireStep = lazy(() => import('./questionnaire/questionnaire-step').then((module) => ({ default: module.QuestionnaireStep })));
const ClinicalsStep = lazy(() => import('./clinicals/clinicals-step').then((module) => ({ default: module.ClinicalsStep })));
const ReviewStep = lazy(() => import('./review/review-step').then((module) => ({ default: module.ReviewStep })));
const CompletionScreen = lazy(() => import('./completion/completion-screen').then((module) => ({ default: module.CompletionScreen })));

function StepLoading({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center mih={160} role="status" aria-label={messages.shell.loading}>
          <Loader />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}

const stepLabels: Record<WizardStep, string> = {
  requestType: 'Request Type',
  details: 'Authorization Details',
  questionnaire: 'Questionnaire',
  clinicals: 'Clinicals',
  review: 'Review',
  done: 'Done',
};

/** The steps, their buttons and modals (spec 3 §2 Wizard); the logic is in useAuthorizationWizard and its machine. */
export function AuthorizationWizard({ member, settings, handedOverStartDate, onExit, onActiveChange, resumedDraft = null }: AuthorizationWizardProps) {
  const noAuthCodes = useQuery(cptCodesNotRequiringAuthQueryOptions).data ?? [];
  // Loaded ahead, so that leaving the details rarely waits for the MRI and spine lists.
  useQuery(mriCodeListsQueryOptions);
  const wizard = useAuthorizationWizard({ member, settings, codesNotRequiringAuthorization: noAuthCodes, handedOverStartDate, resumedDraft });
  const [isResetAsked, setIsResetAsked] = useState(false);
  const { context, state } = wizard;
  const { step, requestType, response } = state;
  const isActive = isRequestActive(state);
  const isBusy = state.pending !== null;
  const isSubmitted = response !== null;
  const leaveWarning = useWizardLeaveWarning(isActive, isBusy);
  useEffect(() => onActiveChange(isActive), [isActive, onActiveChange]);
  const active = wizard.steps.indexOf(step);
  const shownSteps = wizard.steps.filter((candidate) => candidate !== 'done');

  // After the submission Cancel leaves Clinicals for the completion screen, asking first when files would be lost.
  const cancel = () => {
    if (isSubmitted) return wizard.clinicals.files.length > 0 ? setIsResetAsked(true) : wizard.skipClinicals();
    return isActive ? setIsResetAsked(true) : wizard.reset();
  };
  const print = () => {
    if (!context || !response) return;
    openPrintView({
      member: { firstName: member.firstName, lastName: member.lastName, dob: member.dob, memberId: member.memberId },
      requestTypeName: context.requestType.name,
      workflowId: context.requestType.authorizationWorkflowId,
      referringLabel: context.lookups[0].searchLabel,
      servicingLabel: context.lookups[1].searchLabel,
      draft: wizard.form.getValues(),
      authorizationNumber: context.isAutomation ? response.authorizationId : null,
    });
  };

  function stepContent(candidate: WizardStep) {
    switch (candidate) {
      case 'requestType':
        return (
          <RequestTypeStep
            sex={member.sex}
            groupId={member.groupId}
            chosen={requestType}
            onChoose={wizard.chooseType}
            codesNotRequiringAuthorization={new Set(noAuthCodes)}
            checkedCpt={state.checkedCpt}
            onCheckCpt={wizard.checkCpt}
          />
        );
      case 'details':
        return (
          context && (
            <AuthorizationDetailsStep
              form={wizard.form}
              context={context}
              bannerMessage={wizard.banner}
              maternityAssessment={wizard.maternityAssessment}
              // The duplicateCheck event (spec 3 §2): the plan counts how often a duplicate was shown and closed.
              onDuplicateCheck={() => void trackAction(duplicateCheckTracking).catch(() => undefined)}
            />
          )
        );
      case 'questionnaire':
        return <QuestionnaireStep form={wizard.form} isMriRelated={state.isMriRelated} bannerMessage={wizard.banner} />;
      case 'clinicals':
        return (
          <ClinicalsStep
            lists={wizard.clinicals.lists}
            submittedNumbers={wizard.clinicals.submittedNumbers}
            isOptedOut={state.isOptedOut}
            onOptOutChange={wizard.setOptedOut}
            message={wizard.clinicalsMessage}
          />
        );
      case 'review':
        return (
          context && (
            <ReviewStep
              draft={wizard.form.getValues()}
              context={context}
              onEditDetails={wizard.editDetails}
              clinicalFileNames={wizard.clinicals.reviewNames}
              onEditClinicals={wizard.editClinicals}
            />
          )
        );
      default:
        return null;
    }
  }

  return (
    <Stack gap="md">
      {step !== 'done' && (
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600} className={classes.currentStep}>
            {messages.generic.stepOf(active + 1, shownSteps.length)}: {stepLabels[step]}
          </Text>
          <DraftStatus status={wizard.draftStatus} />
        </Group>
      )}
      <Stepper
        active={active}
        size="sm"
        allowNextStepsSelect={false}
        classNames={{ steps: classes.steps, stepBody: classes.stepBody, separator: classes.separator }}
      >
        {shownSteps.map((candidate) => (
          <Stepper.Step key={candidate} label={stepLabels[candidate]} description={candidate === 'requestType' ? requestType?.name : undefined}>
            <StepLoading>{stepContent(candidate)}</StepLoading>
          </Stepper.Step>
        ))}
        <Stepper.Completed>
          <StepLoading>
            {response && context && (
              <CompletionScreen
                response={response}
                member={member}
                isAutomation={context.isAutomation}
                isNewbornInNicu={wizard.form.getValues().maternity?.type === newbornInNicu}
                onPrint={print}
                onExit={onExit}
              />
            )}
          </StepLoading>
        </Stepper.Completed>
      </Stepper>
      {step !== 'done' && (
        <Paper withBorder p="sm" radius="md">
          <Group justify="space-between">
            <Button variant="default" onClick={cancel} disabled={isBusy}>
              Cancel
            </Button>
            <Group>
              {canGoBack(state) && (
                <Button variant="default" onClick={wizard.back} disabled={isBusy}>
                  Back
                </Button>
              )}
              <Button onClick={wizard.next} loading={isBusy} disabled={isForwardDisabled(state, wizard.clinicals.files)}>
                {forwardLabelOf(state)}
              </Button>
            </Group>
          </Group>
        </Paper>
      )}
      <ConfirmModal
        opened={isResetAsked}
        title={text.leaveWarning.title}
        text={text.leaveWarning.text}
        onNo={() => setIsResetAsked(false)}
        onYes={() => {
          setIsResetAsked(false);
          if (isSubmitted) wizard.skipClinicals();
          else wizard.reset();
        }}
      />
      <MessageModal opened={state.message !== null} title={state.message?.title ?? ''} text={state.message?.text ?? ''} onClose={wizard.closeMessage} />
      {leaveWarning}
    </Stack>
  );
}
