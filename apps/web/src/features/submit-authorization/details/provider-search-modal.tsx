import { Alert, Badge, Button, Group, Modal, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { providerSearchFlags, type ProviderSearchForm } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { providerAssociationsQueryOptions, providerSearchQueryOptions } from '../../../api/providers-api';
import { trackAction } from '../../../api/tracking-api';
import { formatAddress } from '../../../ui/provider-search/provider-format';
import { ProviderSearchForm as ProviderSearchFields } from '../../../ui/provider-search/provider-search-form';
import type { ProviderChoice } from './provider-choice';

interface ProviderSearchModalProps {
  label: string;
  opened: boolean;
  onClose: () => void;
  onChoose: (choice: ProviderChoice) => void;
  onNotListed: () => void;
}

const favoriteTracking = 'AuthSelectFavoriteProvider';

function ChoiceRows({
  choices,
  onChoose,
  isFavoriteList,
}: {
  choices: (ProviderChoice & { favorite?: boolean })[];
  onChoose: (choice: ProviderChoice, isFavorite: boolean) => void;
  isFavoriteList?: boolean;
}) {
  return (
    <Table striped highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>NPI</Table.Th>
          <Table.Th>Address</Table.Th>
          <Table.Th>
            <VisuallyHidden>Choose</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {choices.map((choice) => (
          <Table.Tr key={choice.locationId}>
            <Table.Td>
              {choice.fullName}{' '}
              {isFavoriteList && choice.favorite && (
                <Badge size="xs" variant="light">
                  Favorite
                </Badge>
              )}{' '}
              {choice.isFacility && (
                <Badge size="xs" variant="outline">
                  Facility
                </Badge>
              )}
            </Table.Td>
            <Table.Td>{choice.npi}</Table.Td>
            <Table.Td>{`${formatAddress(choice)}, ${choice.city}, ${choice.state} ${choice.zipCode}`}</Table.Td>
            <Table.Td>
              <Button size="xs" variant="light" aria-label={`Select ${choice.fullName}`} onClick={() => onChoose(choice, choice.favorite ?? false)}>
                Select
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The provider lookup (spec 3 §2): the account's own providers (favorites first), a search of the whole
 * directory by NPI or name, and "Provider not listed" for one that is not in it.
 */
export function ProviderSearchModal({ label, opened, onClose, onChoose, onNotListed }: ProviderSearchModalProps) {
  const [criteria, setCriteria] = useState<ProviderSearchForm | null>(null);
  const own = useQuery({ ...providerAssociationsQueryOptions({ SortClause: 'favorite asc' }), enabled: opened });
  const found = useQuery({
    ...providerSearchQueryOptions({
      ...(criteria?.npi ? { npi: criteria.npi } : { name: criteria?.name ?? '', state: criteria?.state ?? '' }),
      flags: providerSearchFlags.includeAssociations,
      pageSize: 10,
    }),
    enabled: opened && criteria !== null,
  });
  const ownActive = (own.data ?? []).filter((association) => association.associationStatus === 'active');
  const choose = (choice: ProviderChoice, isFavorite: boolean) => {
    if (isFavorite) trackAction(favoriteTracking).catch(() => undefined);
    onChoose(choice);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={`Find ${label}`} size="xl">
      <Stack gap="md">
        <Title order={4}>Your providers</Title>
        {own.isPending ? (
          <Skeleton height={80} />
        ) : own.isError ? (
          <Alert color="red">Your providers could not be loaded.</Alert>
        ) : ownActive.length === 0 ? (
          <Text c="dimmed">Your account has no active providers yet; search the directory below.</Text>
        ) : (
          <ChoiceRows choices={ownActive} onChoose={choose} isFavoriteList />
        )}
        <Title order={4}>Search the directory</Title>
        <ProviderSearchFields onSearch={setCriteria} />
        {criteria !== null &&
          (found.isPending ? (
            <Skeleton height={80} />
          ) : found.isError ? (
            <Alert color="red">The search failed. Please try again.</Alert>
          ) : found.data.results.length === 0 ? (
            <Text>No providers match this search.</Text>
          ) : (
            <>
              <ChoiceRows choices={found.data.results} onChoose={choose} />
              {found.data.totalRows > found.data.results.length && (
                <Text size="sm" c="dimmed">
                  Showing {found.data.results.length} of {found.data.totalRows}. Narrow the search to find others.
                </Text>
              )}
            </>
          ))}
        <Group justify="space-between">
          <Button variant="subtle" onClick={onNotListed}>
            Provider not listed
          </Button>
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
