import { Alert, Button, Checkbox, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { formatPolicyCode, messages, type PolicyRule, policyMessages as text, todayIso } from '@portal/contracts';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { downloadPolicyCsv, policyQueryKey, policyRulesQueryOptions } from '../../api/policy-api';
import { DataTable } from '../../ui/data-table/data-table';
import type { DataTableColumn } from '../../ui/data-table/data-table-types';
import { StatusBadge } from '../../ui/status-badge/status-badge';
import { showErrorToast } from '../../ui/toasts';
import { PolicyImport } from './policy-import';
import { approvalText, appliesToText, documentationText, effectiveText, matchesSearch } from './policy-format';
import { PolicyRuleFormModal } from './policy-rule-form';
import { RetireRuleModal } from './retire-rule-modal';
import { useLocalTable } from './use-local-table';

const columnText = text.columns;

const valueOf = (rule: PolicyRule, column: string) =>
  ({
    code: rule.codeFrom,
    description: rule.description,
    requirement: String(rule.isAuthorizationRequired),
    effective: rule.effectiveFrom,
    status: rule.status,
  })[column] ?? rule.codeFrom;

/** The rules: search, add, edit, retire, export and import. */
export function PolicyRulesSection() {
  const queryClient = useQueryClient();
  const query = useQuery(policyRulesQueryOptions);
  const [search, setSearch] = useState('');
  const [isShowingAll, setIsShowingAll] = useState(false);
  const [editing, setEditing] = useState<{ rule: PolicyRule | null } | null>(null);
  const [retiring, setRetiring] = useState<PolicyRule | null>(null);
  const today = todayIso();

  const found = useMemo(
    () => (query.data ?? []).filter((rule) => (isShowingAll || rule.status === 'active') && matchesSearch(rule, search)),
    [query.data, search, isShowingAll],
  );
  const table = useLocalTable(found, { initialSort: { column: 'code', direction: 'asc' }, valueOf });
  const refresh = () => queryClient.invalidateQueries({ queryKey: policyQueryKey });

  const columns: DataTableColumn<PolicyRule>[] = [
    {
      key: 'code',
      header: columnText.code,
      isSortable: true,
      render: (rule) => (
        <Text fw={600} size="sm">
          {formatPolicyCode(rule)}
        </Text>
      ),
    },
    { key: 'description', header: columnText.description, isSortable: true, render: (rule) => rule.description },
    { key: 'appliesTo', header: columnText.appliesTo, render: appliesToText },
    {
      key: 'requirement',
      header: columnText.requirement,
      isSortable: true,
      render: (rule) => (rule.isAuthorizationRequired ? text.required : text.notRequired),
    },
    { key: 'approval', header: columnText.approval, render: approvalText },
    { key: 'documentation', header: columnText.documentation, render: documentationText },
    { key: 'effective', header: columnText.effective, isSortable: true, render: effectiveText },
    { key: 'status', header: columnText.status, isSortable: true, render: (rule) => <StatusBadge kind="policy" status={text.statuses[rule.status]} /> },
    {
      key: 'actions',
      header: columnText.actions,
      render: (rule) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="compact-sm" variant="default" onClick={() => setEditing({ rule })} aria-label={`${text.editRule} ${formatPolicyCode(rule)}`}>
            {text.editRule}
          </Button>
          {rule.status !== 'retired' && (
            <Button
              size="compact-sm"
              variant="default"
              color="red"
              onClick={() => setRetiring(rule)}
              aria-label={`${text.retireRule} ${formatPolicyCode(rule)}`}
            >
              {text.retire}
            </Button>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={text.search}
            description={text.searchDescription}
            type="search"
            value={search}
            maxLength={100}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              table.firstPage();
            }}
            w={{ base: '100%', sm: 320 }}
          />
          <Checkbox label={text.showRetired} checked={isShowingAll} onChange={(event) => setIsShowingAll(event.currentTarget.checked)} mb={6} />
        </Group>
        <Group align="flex-start">
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={() => setEditing({ rule: null })}>
            {text.addRule}
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            onClick={() => downloadPolicyCsv().catch(() => showErrorToast())}
          >
            {text.exportCsv}
          </Button>
          <PolicyImport onImported={() => void refresh()} />
        </Group>
      </Group>
      <Text size="xs" c="dimmed">
        {text.importDescription}
      </Text>
      {query.isPending && <Loader role="status" aria-label={messages.shell.loading} />}
      {query.isError && (
        <Alert color="red" role="alert">
          {messages.generic.unexpectedError}
        </Alert>
      )}
      {query.data && (
        <DataTable
          label={text.rulesTab}
          columns={columns}
          rows={table.rows}
          rowKey={(rule) => rule.id}
          sort={table.sort}
          onSortChange={table.changeSort}
          paging={table.paging}
          onPageChange={table.changePage}
          onPageSizeChange={table.changePageSize}
          {...(search ? { onClearSearch: () => setSearch('') } : {})}
        />
      )}
      <PolicyRuleFormModal
        rule={editing?.rule ?? null}
        opened={editing !== null}
        today={today}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refresh();
        }}
      />
      <RetireRuleModal
        rule={retiring}
        today={today}
        onClose={() => setRetiring(null)}
        onRetired={() => {
          setRetiring(null);
          void refresh();
        }}
      />
    </Stack>
  );
}
