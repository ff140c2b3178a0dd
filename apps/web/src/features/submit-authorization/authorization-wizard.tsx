import { Button, Group, Paper, Stack, Stepper, Text } from '@mantine/core';
import { messages, newbornInNicu, type Settings, submitAuthorizationMessages as text, wizardClinicalsMessages as clinicalsText } from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { cptCodesNotRequiringAuthQueryOptions } from '../../api/authorizations-api';
import { trackAction } from '../../api/tracking-api';
import { mriCodeListsQueryOptions } from '../../api/submit-authorization-api';
import type { SelectedMember } from '../../ui/member-search/selected-member';
import { ClinicalsStep } from './clinicals/clinicals-step';
import { CompletionScreen } from './completion/completion-screen';
import { AuthorizationDetailsStep } from './details/authorization-details-step';
import { openPrintView } from './print/print-handoff';
import { QuestionnaireStep } from './questionnaire/questionnaire-step';
import { RequestTypeStep } from './request-type/request-type-step';
import { ReviewStep } from './review/review-step';
import { ConfirmModal, MessageModal } from './confirm-modal';
import { useAuthorizationWizard, type WizardStep } from './use-authorization-wizard';
import { useWizardLeaveWarning } from './use-wizard-leave-warning';
import classes from './authorization-wizard.module.css';

interface AuthorizationWizardProps {
  member: SelectedMember;
  settings: Settings;
  handedOverStartDate: string | null;
  onExit: () => void;
  /** Told whether a request is being entered, so that the page can ask before a New Search drops it. */
  onActiveChange: (isActive: boolean) => void;
}

const duplicateCheckTracking = 'AuthDuplicateCheck';

const stepLabels: Record<WizardStep, string> = {
  requestType: 'Request Type',
  details: 'Authorization Details',
  questionnaire: 'Questionnaire',
  clinicals: 'Clinicals',
  review: 'Review',
  done: 'Done',
};

/** The steps, their buttons and modals (spec 3 §2 Wizard); the logic is in useAuthorizationWizard. */
export function AuthorizationWizard({ member, settings, handedOverStartDate, onExit, onActiveChange }: AuthorizationWizardProps) {
  const noAuthCodes = useQuery(cptCodesNotRequiringAuthQueryOptions).data ?? [];
  const queryClient = useQueryClient();
  // Loaded ahead, so that leaving the details rarely waits for the MRI and spine lists.
  useQuery(mriCodeListsQueryOptions);
  const wizard = useAuthorizationWizard({
    member,
    settings,
    codesNotRequiringAuthorization: noAuthCodes,
    handedOverStartDate,
    loadMriCodeLists: () => queryClient.ensureQueryData(mriCodeListsQueryOptions),
  });
  const [isResetAsked, setIsResetAsked] = useState(false);
  const leaveWarning = useWizardLeaveWarning(wizard.isActive, wizard.isBusy);
  const { context, step, requestType, isActive } = wizard;
  useEffect(() => onActiveChange(isActive), [isActive, onActiveChange]);
  const active = wizard.steps.indexOf(step);
  const shownSteps = wizard.steps.filter((candidate) => candidate !== 'done');

  // After the submission Cancel leaves Clinicals for the completion screen, asking first when files would be lost.
  const cancel = () => {
    if (wizard.isSubmitted) return wizard.clinicals.hasFiles ? setIsResetAsked(true) : wizard.skipClinicals();
    return wizard.isActive ? setIsResetAsked(true) : wizard.reset();
  };
  const print = () => {
    if (!context || !wizard.response) return;
    openPrintView({
      member: { firstName: member.firstName, lastName: member.lastName, dob: member.dob, memberId: member.memberId },
      requestTypeName: context.requestType.name,
      workflowId: context.requestType.authorizationWorkflowId,
      referringLabel: context.lookups[0].searchLabel,
      servicingLabel: context.lookups[1].searchLabel,
      draft: wizard.form.getValues(),
      authorizationNumber: context.isAutomation ? wizard.response.authorizationId : null,
    });
  };


  /** The forward button's label: Submit on Review; on Clinicals after the submission it saves the files or finishes. */
  function forwardLabel() {
    if (step === 'review') return 'Submit';
    if (step === 'clinicals' && wizard.isSubmitted) return wizard.clinicals.optOut ? clinicalsText.finish : clinicalsText.saveClinicals;
    return 'Next';
  }

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
            checkedCpt={wizard.checkedCpt}
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
        return <QuestionnaireStep form={wizard.form} isMriRelated={wizard.isMriRelated} bannerMessage={wizard.banner} />;
      case 'clinicals':
        return <ClinicalsStep clinicals={wizard.clinicals} isSubmitted={wizard.isSubmitted} message={wizard.clinicalsMessage} />;
      case 'review':
        return (
          context && (
            <ReviewStep
              draft={wizard.form.getValues()}
              context={context}
              onEditDetails={wizard.editDetails}
              clinicalFileNames={wizard.clinicals.optOut ? [] : wizard.clinicals.lists.main.map((file) => file.formattedName)}
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
        <Text fw={600} className={classes.currentStep}>
          {messages.generic.stepOf(active + 1, shownSteps.length)}: {stepLabels[step]}
        </Text>
      )}
      <Stepper
        active={active}
        size="sm"
        allowNextStepsSelect={false}
        classNames={{ steps: classes.steps, stepBody: classes.stepBody, separator: classes.separator }}
      >
        {shownSteps.map((candidate) => (
            <Stepper.Step key={candidate} label={stepLabels[candidate]} description={candidate === 'requestType' ? requestType?.name : undefined}>
              {stepContent(candidate)}
            </Stepper.Step>
          ))}
        <Stepper.Completed>
          {wizard.response && context && (
            <CompletionScreen
              response={wizard.response}
              member={member}
              isAutomation={context.isAutomation}
              isNewbornInNicu={wizard.form.getValues().maternity?.type === newbornInNicu}
              onPrint={print}
              onExit={onExit}
            />
          )}
        </Stepper.Completed>
      </Stepper>
      {step !== 'done' && (
        <Paper withBorder p="sm" radius="md">
          <Group justify="space-between">
            <Button variant="default" onClick={cancel} disabled={wizard.isBusy}>
              Cancel
            </Button>
            <Group>
              {step !== 'requestType' && !wizard.isSubmitted && (
                <Button variant="default" onClick={wizard.back} disabled={wizard.isBusy}>
                  Back
                </Button>
              )}
              <Button
                onClick={wizard.next}
                loading={wizard.isBusy}
                disabled={(step === 'requestType' && !requestType) || (step === 'clinicals' && wizard.clinicals.isBusy)}
              >
                {forwardLabel()}
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
          if (wizard.isSubmitted) wizard.skipClinicals();
          else wizard.reset();
        }}
      />
      <MessageModal opened={wizard.message !== null} title={wizard.message?.title ?? ''} text={wizard.message?.text ?? ''} onClose={wizard.closeMessage} />
      {leaveWarning}
    </Stack>
  );
}
