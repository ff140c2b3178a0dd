import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { submitAuthorizationMessages } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { autoApprovalQueryOptions } from '../../../api/submit-authorization-api';
import { CodeSearchSelect } from '../code-search-select';
import type { CheckedCpt } from '../wizard-state';

const text = submitAuthorizationMessages.cptRequirement;

interface CptRequirementSearchProps {
  groupId: string;
  codesNotRequiringAuthorization: ReadonlySet<string>;
  /** The code checked, kept by the wizard: a code that needs an authorization becomes the request's procedure. */
  picked: CheckedCpt;
  onPick: (picked: CheckedCpt) => void;
}

/** "Does a CPT code require authorization?" (spec 3 §2): the no-auth lists answer, the decision rules add whether it is approved on submission. */
export function CptRequirementSearch({ groupId, codesNotRequiringAuthorization, picked, onPick }: CptRequirementSearchProps) {
  const isRequired = picked.code !== '' && !codesNotRequiringAuthorization.has(picked.code.toUpperCase());
  const autoApproval = useQuery({ ...autoApprovalQueryOptions(picked.code, groupId), enabled: isRequired });
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={3}>{text.label}</Title>
        <CodeSearchSelect
          codeSet="cpt"
          label="CPT Code"
          code={picked.code}
          description={picked.description}
          onPick={(code, description) => onPick({ code, description })}
        />
        {picked.code !== '' && (
          <Alert color={isRequired ? 'yellow' : 'green'} role="status">
            <Text>{isRequired ? text.required(picked.code) : text.notRequired(picked.code)}</Text>
            {isRequired && autoApproval.data === true && <Text size="sm">{text.autoApproved}</Text>}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
