import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import { type AuthorizationOverview, authorizationMessages, isoToUsDate, todayIso, unitsMeter, type UnitsWarning } from '@portal/contracts';
import { IconAlertTriangle } from '@tabler/icons-react';
import { UsageMeter } from '../../../ui/usage-meter/usage-meter';
import { Facts, TitledSection } from '../../../ui/titled-section';

const text = authorizationMessages.units;

function warningText(warning: UnitsWarning, endDate: string): string {
  if (warning === 'running-out') return text.runningOut;
  if (warning === 'used-up') return text.usedUp;
  return text.expiring(isoToUsDate(endDate));
}

/** Issue 17: per service line, the units the plan granted, those paid claims used, and what is left, with warnings. */
export function UnitsSection({ authorization, today = todayIso() }: { authorization: AuthorizationOverview; today?: string }) {
  if (authorization.isInpatient) return null;
  const lines = authorization.serviceLineUnits;
  return (
    <TitledSection title={text.title}>
      {lines.length === 0 ? (
        <Text size="sm">{text.none}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {lines.map((line) => {
            const meter = unitsMeter(line, today);
            const isWarning = meter.warnings.length > 0;
            return (
              <Stack key={line.procedureId} gap="xs">
                <UsageMeter
                  label={text.meterLabel(line.cptCode)}
                  value={meter.used}
                  max={meter.authorized}
                  valueText={text.meterValue(meter.used, meter.authorized)}
                  color={isWarning ? 'orange' : 'blue'}
                  caption={
                    <Text size="xs" c="dimmed">
                      {text.dates(isoToUsDate(line.startDate), isoToUsDate(line.endDate))}
                    </Text>
                  }
                />
                <Facts
                  items={[
                    [text.authorized, String(meter.authorized)],
                    [text.used, String(meter.used)],
                    [text.left, String(meter.left)],
                  ]}
                />
                {meter.warnings.map((warning) => (
                  <Alert key={warning} color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} p="xs">
                    <Text size="sm">{warningText(warning, line.endDate)}</Text>
                  </Alert>
                ))}
              </Stack>
            );
          })}
        </SimpleGrid>
      )}
    </TitledSection>
  );
}
