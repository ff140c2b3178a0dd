import { formatDate, formatDateTime, messages } from '@portal/contracts';
import type { AdminAccount } from '@portal/contracts';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { orEmpty } from '../../ui/empty-value/empty-value';
import { formatAddress, formatPhone, formatTaxId } from '../../ui/provider-search/provider-format';
import { fullNameOf } from './admin-format';

const text = messages.adminPages.details;

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {orEmpty(children)}
      </Text>
    </div>
  );
}

const phoneOf = (phone: string | null, extension: string | null) => (phone ? formatPhone(phone, extension ?? '') : '');

/** The account's details (spec 2 §3, Account (admin view)): the user, the provider or facility, and dates. */
export function AccountDetails({ account }: { account: AdminAccount }) {
  const address = [formatAddress({ address1: account.address1 ?? '', address2: account.address2 ?? '' }), account.city, account.state, account.zipCode]
    .filter(Boolean)
    .join(', ');
  const questions = [account.securityQuestion1, account.securityQuestion2, account.securityQuestion3].filter(Boolean);
  return (
    <Stack component="section" gap="sm" aria-labelledby="account-details-title">
      <Title order={2} size="h4" id="account-details-title">
        {text.title}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 2, md: 3 }} spacing="sm" verticalSpacing="xs" m={0}>
        <Detail label={text.helperId}>{account.helperId}</Detail>
        <Detail label={text.loginId}>{account.loginId}</Detail>
        <Detail label={text.name}>{fullNameOf(account)}</Detail>
        <Detail label={text.email}>{account.email}</Detail>
        <Detail label={text.titleLabel}>{account.title}</Detail>
        <Detail label={text.phone}>{phoneOf(account.phone, account.phoneExt)}</Detail>
        <Detail label={text.mobile}>{phoneOf(account.mobile, null)}</Detail>
        <Detail label={text.lastLogin}>{formatDateTime(account.lastLogin)}</Detail>
        <Detail label={text.addDate}>{formatDate(account.addDate)}</Detail>
        <Detail label={text.changeDate}>{formatDate(account.changeDate)}</Detail>
        <Detail label={text.tos}>{formatDate(account.tos)}</Detail>
        <Detail label={text.locked}>{account.isLocked ? text.yes : text.no}</Detail>
        <Detail label={text.temporaryPassword}>{account.hasTemporaryPassword ? text.yes : text.no}</Detail>
        <Detail label={text.providerName}>{[account.providerFirstName, account.providerLastName].filter(Boolean).join(' ')}</Detail>
        <Detail label={text.facility}>{account.facility}</Detail>
        <Detail label={text.taxId}>{account.taxId ? formatTaxId(account.taxId) : ''}</Detail>
        <Detail label={text.npi}>{account.npi}</Detail>
        <Detail label={text.facilityPhone}>{phoneOf(account.facilityPhone, account.facilityPhoneExt)}</Detail>
        <Detail label={text.address}>{address}</Detail>
        <Detail label={text.securityQuestions}>{questions.join(' · ')}</Detail>
      </SimpleGrid>
    </Stack>
  );
}
