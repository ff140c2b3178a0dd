import { Alert, Divider, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { brandMessages, formatPrintedDate, isoToUsDate, submitAuthorizationLimits } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { brandQueryOptions, fallbackBrand } from '../../api/brand-api';
import { DraftSummary } from './review/draft-summary';
import { type PrintData, receivePrintData } from './print/print-handoff';

/** Resolves once every image of the page has loaded or failed. */
function imagesSettled(root: HTMLElement): Promise<void> {
  const pending = [...root.querySelectorAll('img')].filter((image) => !image.complete);
  return Promise.all(
    pending.map(
      (image) =>
        new Promise<void>((resolve) => {
          image.addEventListener('load', () => resolve(), { once: true });
          image.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
}

/**
 * The print view (/submit-authorizations/print, spec 3 §2): opened by Print Request without the portal's layout,
 * it receives the request from its opener and prints 500 ms after its images have loaded or failed.
 */
export function SubmitAuthorizationsPrintPage() {
  const [data, setData] = useState<PrintData | null>(null);
  // Opened directly (a bookmark, a reload after the opener closed) there is no one to hand the request over.
  const [isOrphan] = useState(() => !window.opener);
  const root = useRef<HTMLDivElement>(null);
  // The paper carries the plan's brand: printing waits until it is read (or has failed, then the default's).
  const brandQuery = useQuery(brandQueryOptions);
  const brand = brandQuery.data ?? fallbackBrand;
  const isBrandSettled = !brandQuery.isPending;

  useEffect(() => {
    return isOrphan ? undefined : receivePrintData(setData);
  }, [isOrphan]);

  useEffect(() => {
    if (!data || !isBrandSettled || !root.current) return undefined;
    let timer: number | undefined;
    let isCancelled = false;
    void imagesSettled(root.current).then(() => {
      if (!isCancelled) timer = window.setTimeout(() => window.print(), submitAuthorizationLimits.printDelayMs);
    });
    return () => {
      isCancelled = true;
      window.clearTimeout(timer);
    };
  }, [data, isBrandSettled]);

  if (isOrphan) return <Alert m="lg">Open the print view with Print Request on the Submit Authorizations page.</Alert>;
  if (!data) return <Text m="lg">Preparing the request for printing…</Text>;
  return (
    <Stack ref={root} gap="md" p="lg" maw={900} mx="auto" data-testid="print-view">
      <Group justify="space-between">
        {brand.logoUrl ? (
          <Image src={brand.logoUrl} alt={brandMessages.logoAlt(brand.planName)} h={48} w="auto" />
        ) : (
          <Text fw={700} size="lg">
            {brand.planName}
          </Text>
        )}
        <Text size="sm">Date printed: {formatPrintedDate(new Date())}</Text>
      </Group>
      <Title order={1} size="h2">
        Authorization Request
      </Title>
      <SimpleGrid cols={3}>
        <div>
          <Text size="xs" c="dimmed">
            Patient
          </Text>
          <Text fw={600}>{`${data.member.firstName} ${data.member.lastName}`}</Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            Date of Birth
          </Text>
          <Text>{isoToUsDate(data.member.dob)}</Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            Member ID
          </Text>
          <Text>{data.member.memberId}</Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            Status
          </Text>
          <Text>Submitted</Text>
        </div>
        {data.authorizationNumber && (
          <div>
            <Text size="xs" c="dimmed">
              Authorization #
            </Text>
            <Text>{data.authorizationNumber}</Text>
          </div>
        )}
      </SimpleGrid>
      <Divider />
      <DraftSummary
        draft={data.draft}
        requestTypeName={data.requestTypeName}
        workflowId={data.workflowId}
        referringLabel={data.referringLabel}
        servicingLabel={data.servicingLabel}
      />
    </Stack>
  );
}
