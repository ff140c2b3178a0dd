import { Alert, Button, FileInput, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { type SandboxLoadResult, sandboxLimits, sandboxLoadKinds, sandboxMessages as text } from '@portal/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { formErrorMessage } from '../../api/form-error-message';
import { ApiError } from '../../api/http-client';
import { loadSandboxBundle, sandboxStatusQueryOptions } from '../../api/sandbox-api';
import { PageLoader } from '../../ui/page-loader';
import { showSuccessToast } from '../../ui/toasts';

/** The file's text, by FileReader (which every browser and the tests' DOM have). */
function fileText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('Nothing read')));
    reader.onerror = () => reject(reader.error ?? new Error('Read failed'));
    reader.readAsText(file);
  });
}

/** The file's bundle as JSON, or the message saying why it cannot be one. */
async function readBundleFile(file: File | null): Promise<{ bundle: Record<string, unknown> } | { error: string }> {
  if (!file) return { error: text.chooseFile };
  if (file.size > sandboxLimits.maxBundleBytes) return { error: text.fileTooLarge };
  let parsed: unknown;
  try {
    parsed = JSON.parse(await fileText(file));
  } catch {
    return { error: text.unreadableFile };
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return { error: text.errors.notABundle };
  return { bundle: parsed as Record<string, unknown> };
}

function LoadProblems({ error }: { error: Error }) {
  const problems = error instanceof ApiError ? Object.entries(error.fieldErrors ?? {}) : [];
  return (
    <Alert color="red" role="alert" title={text.problemsTitle}>
      <Stack gap="xs">
        <Text size="sm">{formErrorMessage(error) ?? error.message}</Text>
        {problems.length > 0 && (
          <List size="sm" spacing={4}>
            {problems.map(([where, messages]) => (
              <List.Item key={where}>
                <Text span ff="monospace" size="sm">
                  {where}
                </Text>
                : {messages.join(' ')}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Alert>
  );
}

function LoadResult({ result }: { result: SandboxLoadResult }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {text.resultTitle}
      </Title>
      <Table aria-label={text.resultTitle} striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{text.resultColumns.kind}</Table.Th>
            <Table.Th scope="col">{text.resultColumns.created}</Table.Th>
            <Table.Th scope="col">{text.resultColumns.updated}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sandboxLoadKinds.map((kind) => (
            <Table.Tr key={kind}>
              <Table.Th scope="row">{text.kinds[kind]}</Table.Th>
              <Table.Td>{result[kind].created}</Table.Td>
              <Table.Td>{result[kind].updated}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {result.skipped.length > 0 && (
        <>
          <Title order={3} size="h4">
            {text.skippedTitle}
          </Title>
          <List size="sm">
            {result.skipped.map((note) => (
              <List.Item key={note}>{note}</List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}

/**
 * Site Administration › Certification Sandbox: a site administrator loads a test kit's bundle of patients and
 * providers; the server checks all of it and loads it whole or lists every problem. Not offered in production.
 */
export function SandboxPage() {
  const status = useQuery(sandboxStatusQueryOptions);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const load = useMutation({ mutationFn: loadSandboxBundle, onSuccess: () => showSuccessToast(text.loaded) });

  if (status.isPending) return <PageLoader />;
  if (status.isError)
    return (
      <Alert color="red" role="alert">
        {text.statusLoadError}
      </Alert>
    );
  if (!status.data.isAvailable) return <Alert role="status">{text.notAvailable}</Alert>;
  const { clientId, clientName } = status.data;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    load.reset();
    const read = await readBundleFile(file);
    setFileError('error' in read ? read.error : null);
    if ('bundle' in read) load.mutate(read.bundle);
  }

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {text.pageTitle}
        </Title>
        <Text size="sm">{text.intro}</Text>
        <Text size="sm" fw={600}>
          {clientName ? text.visibleTo(clientName, clientId) : text.clientNotRegistered(clientId)}
        </Text>
      </div>
      <form onSubmit={(event) => void submit(event)} aria-label={text.pageTitle} noValidate>
        <Group align="flex-end">
          <FileInput
            label={text.fileLabel}
            description={text.fileDescription}
            accept="application/json,application/fhir+json,.json"
            value={file}
            onChange={(chosen) => {
              setFile(chosen);
              setFileError(null);
            }}
            error={fileError}
            disabled={load.isPending}
            clearable
            clearButtonProps={{ 'aria-label': text.clearFile }}
            style={{ flex: 1 }}
          />
          <Button type="submit" loading={load.isPending}>
            {text.load}
          </Button>
        </Group>
      </form>
      {load.isPending && (
        <Text role="status" size="sm">
          {text.loading}
        </Text>
      )}
      {load.isError && <LoadProblems error={load.error} />}
      {load.data && <LoadResult result={load.data} />}
    </Stack>
  );
}
