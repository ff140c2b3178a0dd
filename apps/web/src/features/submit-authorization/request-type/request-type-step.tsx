import { Alert, Button, Card, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { type RequestType, requestTypesFor, resourceKeys } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useSettings } from '../../../api/settings-api';
import { requestTypesQueryOptions, trackResourceClick as trackLinkClick } from '../../../api/submit-authorization-api';
import { ResourceBlock } from '../../../ui/resource-block';
import type { CheckedCpt } from '../wizard-state';
import { CptRequirementSearch } from './cpt-requirement-search';
import { RequestTypeIcon } from './request-type-icon';

interface RequestTypeStepProps {
  sex: string;
  groupId: string;
  chosen: RequestType | null;
  onChoose: (type: RequestType | null) => void;
  codesNotRequiringAuthorization: ReadonlySet<string>;
  checkedCpt: CheckedCpt;
  onCheckCpt: (checked: CheckedCpt) => void;
}

/** Links in the landing text are resources; their clicks are tracked (spec 3 §2). */
function trackResourceClick(event: React.MouseEvent) {
  const link = (event.target as HTMLElement).closest('a');
  const name = link?.textContent?.trim() || link?.getAttribute('href');
  if (name) trackLinkClick(name).catch(() => undefined);
}

/**
 * Request Type (spec 3 §2): a card per type the member may have; choosing the chosen card again clears it. The CPT
 * "required search" box shows while the CPT code search feature setting is on (spec 3 §6); the code checked there
 * goes on with the request (the wizard carries it into the procedure).
 */
export function RequestTypeStep({ sex, groupId, chosen, onChoose, codesNotRequiringAuthorization, checkedCpt, onCheckCpt }: RequestTypeStepProps) {
  const types = useQuery(requestTypesQueryOptions);
  const isCptSearchEnabled = useSettings().data?.isCptCodeSearchEnabled ?? false;
  return (
    <Stack gap="lg">
      <div onClickCapture={trackResourceClick}>
        <ResourceBlock resourceKey={resourceKeys.submitAuthLanding} lines={3} />
      </div>
      {types.isError && <Alert color="red">The request types could not be loaded. Please reload the page.</Alert>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="radiogroup" aria-label="Request Type">
        {types.isPending
          ? [0, 1, 2].map((index) => <Skeleton key={index} height={170} radius="md" />)
          : requestTypesFor(types.data ?? [], sex).map((type) => {
              const isChosen = chosen?.authorizationWorkflowId === type.authorizationWorkflowId;
              return (
                <Card
                  key={type.authorizationWorkflowId}
                  withBorder
                  radius="md"
                  padding="md"
                  style={isChosen ? { borderColor: 'var(--mantine-color-blue-6)', borderWidth: 2 } : undefined}
                >
                  <Stack gap="xs" h="100%">
                    <ThemeIcon variant="light" size="xl" radius="md" aria-hidden>
                      <RequestTypeIcon workflowId={type.authorizationWorkflowId} />
                    </ThemeIcon>
                    <Title order={3}>{type.name}</Title>
                    <Text size="sm" style={{ flex: 1 }}>
                      {type.description}
                    </Text>
                    <Button role="radio" aria-checked={isChosen} variant={isChosen ? 'filled' : 'light'} onClick={() => onChoose(isChosen ? null : type)}>
                      {isChosen ? 'Selected' : 'Select'}
                      <VisuallyHidden>{` ${type.name}`}</VisuallyHidden>
                    </Button>
                  </Stack>
                </Card>
              );
            })}
      </SimpleGrid>
      {isCptSearchEnabled && (
        <CptRequirementSearch groupId={groupId} codesNotRequiringAuthorization={codesNotRequiringAuthorization} picked={checkedCpt} onPick={onCheckCpt} />
      )}
    </Stack>
  );
}
