import { Alert, Checkbox, Stack, Text, Title } from '@mantine/core';
import { type EmployeeRole, employeeRoleLabels, employeeRoles, type EmployeeRolesRow, messages } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { employeeRolesQueryOptions, saveEmployeeRoles } from '../../api/admin-api';
import { formErrorMessage } from '../../api/form-error-message';
import { DataTable } from '../../ui/data-table/data-table';
import type { DataTableColumn } from '../../ui/data-table/data-table-types';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import { useCurrentUser } from '../../session/use-current-user';

const assignable = Object.values(employeeRoles);

/**
 * Site Administration › Employee Roles (issue 18): which employees review requests and which maintain the
 * prior-authorization policy. A box saves at once; the list shows what the server holds. One's own roles are shown but
 * not offered: another administrator changes them (issue 30; the server refuses it too).
 */
export function EmployeeRoles() {
  const queryClient = useQueryClient();
  const signedInId = useCurrentUser()?.accountId;
  const isOwn = (row: EmployeeRolesRow) => row.helperId === signedInId;
  const ownRolesNoteId = useId();
  const query = useQuery(employeeRolesQueryOptions);
  const save = useMutation({
    mutationFn: ({ row, roles }: { row: EmployeeRolesRow; roles: EmployeeRole[] }) => saveEmployeeRoles(row.helperId, roles),
    onSuccess: (saved) => showSuccessToast(`Roles of ${saved.firstName} ${saved.lastName} saved.`),
    onError: (error) => showErrorToast(formErrorMessage(error) ?? undefined),
    onSettled: () => queryClient.invalidateQueries({ queryKey: employeeRolesQueryOptions.queryKey }),
  });
  const toggle = (row: EmployeeRolesRow, role: EmployeeRole, isOn: boolean) =>
    save.mutate({ row, roles: isOn ? [...row.roles, role] : row.roles.filter((held) => held !== role) });

  const columns: DataTableColumn<EmployeeRolesRow>[] = [
    {
      key: 'name',
      header: 'Employee',
      render: (row) =>
        isOwn(row) ? (
          <>
            <Text size="sm">{`${row.firstName} ${row.lastName}`}</Text>
            <Text size="xs" c="dimmed" id={ownRolesNoteId}>
              {messages.admin.ownRoles}
            </Text>
          </>
        ) : (
          `${row.firstName} ${row.lastName}`
        ),
    },
    { key: 'email', header: 'User ID', render: (row) => row.email },
    { key: 'title', header: 'Title', render: (row) => row.title ?? '' },
    ...assignable.map((role) => ({
      key: role,
      header: employeeRoleLabels[role],
      render: (row: EmployeeRolesRow) => (
        <Checkbox
          aria-label={`${employeeRoleLabels[role]}: ${row.firstName} ${row.lastName}`}
          checked={row.roles.includes(role)}
          disabled={save.isPending || isOwn(row)}
          aria-describedby={isOwn(row) ? ownRolesNoteId : undefined}
          onChange={(event) => toggle(row, role, event.currentTarget.checked)}
        />
      ),
    })),
  ];
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          Employee Roles
        </Title>
        <Text size="sm">Reviewers work the review queue and decide requests; Policy maintains the prior-authorization policy.</Text>
      </div>
      {query.isError ? (
        <Alert color="red" role="alert">
          {messages.generic.unexpectedError}
        </Alert>
      ) : (
        <DataTable label="Employee Roles" columns={columns} rows={query.data ?? []} rowKey={(row) => row.helperId} isLoading={query.isPending} />
      )}
    </Stack>
  );
}
