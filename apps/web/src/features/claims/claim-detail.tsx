import { Alert, Anchor, Box, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { memberAreaMessages, messages } from '@portal/contracts';
import { claimStatusOf, type Claim } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { claimCodesQueryOptions } from '../../api/claims-api';
import { ClaimCodesTable } from './claim-codes-table';
import { formatClaimDate, formatUsd } from './claim-format';
import { ClaimsLoader } from './claims-loader';
import { columnTypeClass } from '../../ui/data-table/column-cells';
import type { ColumnType } from '../../ui/data-table/data-table-types';
import { orEmpty } from '../../ui/empty-value/empty-value';
import { StatusBadge } from '../../ui/status-badge/status-badge';
import { useErrorToast } from '../../ui/use-error-toast';

const text = memberAreaMessages.claims;

interface ClaimDetailProps {
  qhid: number;
  claim: Claim;
  onReturn: () => void;
}

/** Claim Detail (spec 2 §2.3): the claim row's facts, then its procedure and ICD10 codes. */
export function ClaimDetail({ qhid, claim, onReturn }: ClaimDetailProps) {
  const codes = useQuery(claimCodesQueryOptions(qhid, claim.claimNumber));
  useErrorToast(codes);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The table the user came from is gone: the heading takes the focus so keyboard and screen reader follow.
  useEffect(() => headingRef.current?.focus(), []);

  const facts: [string, ReactNode, ColumnType?][] = [
    [text.claimNumber, claim.claimNumber],
    [text.status, <StatusBadge key="status" kind="claim" status={claimStatusOf(claim)} />],
    [text.providerFacility, claim.providerName],
    [text.serviceFrom, formatClaimDate(claim.dateOfService), 'date'],
    [text.serviceTo, formatClaimDate(claim.dateOfServiceEnd), 'date'],
    [text.paidDate, formatClaimDate(claim.paidDate), 'date'],
    [text.placeOfService, claim.placeOfService],
    [text.charged, formatUsd(claim.chargedAmount), 'money'],
    [text.allowed, formatUsd(claim.allowedAmount), 'money'],
    [text.paid, formatUsd(claim.paidAmount), 'money'],
  ];

  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Anchor component="button" type="button" onClick={onReturn} style={{ alignSelf: 'flex-start' }}>
        <span aria-hidden="true">← </span>
        {text.returnLink}
      </Anchor>
      <Title order={2} id={headingId} ref={headingRef} tabIndex={-1}>
        {text.detailTitle}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 2, md: 3 }} spacing="md" verticalSpacing="sm" m={0}>
        {facts.map(([label, value, type]) => (
          <Box key={label}>
            <Text component="dt" size="sm" fw={700}>
              {label}
            </Text>
            {/* Left aligned under its label: the figures keep their tabular digits, not the column's right alignment. */}
            <Text component="dd" m={0} className={columnTypeClass(type)} ta="left">
              {orEmpty(value)}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      {codes.isPending ? (
        <ClaimsLoader label={text.loadingCodes} />
      ) : codes.isError ? (
        <Alert color="red" role="alert">
          {messages.generic.unexpectedError}
        </Alert>
      ) : (
        <>
          <ClaimCodesTable title={text.procedureCodes} codes={codes.data.cpt} />
          <ClaimCodesTable title={text.icdCodes} codes={codes.data.icd} />
        </>
      )}
    </Stack>
  );
}
