import { Button, Group, Paper, Stack, Stepper } from '@mantine/core';
import { type Settings, submitAuthorizationMessages as text } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { cptCodesNotRequiringAuthQueryOptions } from '../../api/authorizations-api';
import type { SelectedMember } from '../../ui/member-search/selected-member';
import { CompletionScreen } from './completion/completion-screen';
import { AuthorizationDetailsStep } from './details/authorization-details-step';
import { openPrintView } from './print/print-handoff';
import { RequestTypeStep } from './request-type/request-type-step';
import { ReviewStep } from './review/review-step';
import { ConfirmModal, MessageModal } from './confirm-modal';
import { useAuthorizationWizard, wizardSteps } from './use-authorization-wizard';
import { useWizardLeaveWarning } from './use-wizard-leave-warning';

interface AuthorizationWizardProps {
  member: SelectedMember;
  settings: Settings;
  handedOverStartDate: string | null;
  onExit: () => void;
  /** Told whether a request is being entered, so that the page can ask before a New Search drops it. */
  onActiveChange: (isActive: boolean) => void;
}

/** The steps, their buttons and modals (spec 3 §2 Wizard); the logic is in useAuthorizationWizard. */
export function AuthorizationWizard({ member, settings, handedOverStartDate, onExit, onActiveChange }: AuthorizationWizardProps) {
  const noAuthCodes = useQuery(cptCodesNotRequiringAuthQueryOptions).data ?? [];
  const wizard = useAuthorizationWizard({ member, settings, codesNotRequiringAuthorization: noAuthCodes, handedOverStartDate });
  const [isResetAsked, setIsResetAsked] = useState(false);
  const leaveWarning = useWizardLeaveWarning(wizard.isActive, wizard.isBusy);
  const { context, step, requestType, isActive } = wizard;
  useEffect(() => onActiveChange(isActive), [isActive, onActiveChange]);
  const active = wizardSteps.indexOf(step);

  const cancel = () => (wizard.isActive ? setIsResetAsked(true) : wizard.reset());
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

  return (
    <Stack gap="md">
      <Stepper active={active} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label="Request Type" description={requestType?.name}>
          <RequestTypeStep
            sex={member.sex}
            groupId={member.groupId}
            chosen={requestType}
            onChoose={wizard.chooseType}
            codesNotRequiringAuthorization={new Set(noAuthCodes)}
          />
        </Stepper.Step>
        <Stepper.Step label="Authorization Details">
          {context && <AuthorizationDetailsStep form={wizard.form} context={context} bannerMessage={wizard.banner} />}
        </Stepper.Step>
        <Stepper.Step label="Review">
          {context && <ReviewStep draft={wizard.form.getValues()} context={context} onEditDetails={wizard.editDetails} />}
        </Stepper.Step>
        <Stepper.Completed>
          {wizard.response && context && <CompletionScreen response={wizard.response} member={member} isAutomation={context.isAutomation} onPrint={print} onExit={onExit} />}
        </Stepper.Completed>
      </Stepper>
      {step !== 'done' && (
        <Paper withBorder p="sm" radius="md">
          <Group justify="space-between">
            <Button variant="default" onClick={cancel} disabled={wizard.isBusy}>
              Cancel
            </Button>
            <Group>
              {step !== 'requestType' && (
                <Button variant="default" onClick={wizard.back} disabled={wizard.isBusy}>
                  Back
                </Button>
              )}
              <Button onClick={wizard.next} loading={wizard.isBusy} disabled={step === 'requestType' && !requestType}>
                {step === 'review' ? 'Submit' : 'Next'}
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
          wizard.reset();
        }}
      />
      <MessageModal opened={wizard.message !== null} title={wizard.message?.title ?? ''} text={wizard.message?.text ?? ''} onClose={wizard.closeMessage} />
      {leaveWarning}
    </Stack>
  );
}
