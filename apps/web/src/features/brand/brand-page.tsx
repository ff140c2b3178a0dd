import { brandMessages as text, messages } from '@portal/contracts';
import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { brandQueryOptions } from '../../api/brand-api';
import { BrandForm } from './brand-form';
import { BrandLogo } from './brand-logo';

/** Site Administration › Brand: the plan's names, colour and logo, as every page, letter and e-mail shows them. */
export function BrandPage() {
  const query = useQuery(brandQueryOptions);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {text.pageTitle}
        </Title>
        <Text size="sm">{text.intro}</Text>
      </div>
      {query.isPending && <Loader role="status" aria-label={messages.shell.loading} />}
      {query.isError && (
        <Alert color="red" role="alert">
          {text.loadFailed}
        </Alert>
      )}
      {query.data && (
        <>
          {/* Keyed by the saved version: a save elsewhere resets the form to what the server has. */}
          <BrandForm key={query.data.updatedAt ?? 'default'} brand={query.data} />
          <BrandLogo brand={query.data} />
        </>
      )}
    </Stack>
  );
}
