import { Stack, Text, Title } from '@mantine/core';
import type { CodeItem, ProviderEntry } from '@portal/contracts';

/** The pieces of the read-only request (Review step and print view). */
export function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text>{value.trim() === '' ? '—' : value}</Text>
    </div>
  );
}

export function Block({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={3} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export const dates = (start: string, end: string) => [start, end].filter((value) => value.trim() !== '').join(' – ');

export function providerText(entry: ProviderEntry, sameAs: string): string {
  if (entry.unknown) return 'Unknown';
  if (entry.same) return `Same as ${sameAs}`;
  const name = entry.add ? `${entry.firstName} ${entry.lastName} (not listed)` : entry.name;
  const details = [entry.networkStatus, entry.npi && `NPI ${entry.npi}`, entry.hospitalist && 'Hospitalist', entry.fax && `Fax ${entry.fax}`].filter(Boolean);
  return [name, ...details].join(' · ');
}

export function codeLine(item: CodeItem, withUnits: boolean) {
  const units = withUnits && item.requestedUnits ? `, ${item.requestedUnits} ${item.unitDescription}` : '';
  const period = dates(item.expectedStartDate, item.expectedEndDate);
  return `${item.value} - ${item.description}${units}${period ? `, ${period}` : ''}`;
}
