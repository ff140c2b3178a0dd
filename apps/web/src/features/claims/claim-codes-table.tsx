import { Badge, Group, Table, Text, Title } from '@mantine/core';
import { memberAreaMessages } from '@portal/contracts';
import type { ClaimCodesResponse } from '@portal/contracts';
import { useId } from 'react';

const text = memberAreaMessages.claims;

type ClaimCode = ClaimCodesResponse['cpt'][number];

/** Procedure or ICD10 codes of a claim in claim order; the first is the primary one (spec 2 §2.3). */
export function ClaimCodesTable({ title, codes }: { title: string; codes: ClaimCode[] }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Title order={3} size="h4" id={titleId} mb="xs">
        {title}
      </Title>
      {codes.length === 0 ? (
        <Text>{text.noCodes}</Text>
      ) : (
        // The code column takes only what the code needs and the description wraps, so a phone needs no
        // horizontal scroll area (which would be one more keyboard stop).
        <Table aria-labelledby={titleId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="1%">{text.code}</Table.Th>
              <Table.Th>{text.description}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {codes.map((code, index) => (
              <Table.Tr key={`${index}-${code.code}`}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Group gap="xs" wrap="nowrap">
                    <span>{code.code}</span>
                    {index === 0 && (
                      // The 1% column is as wide as its content's minimum width, and a badge's minimum is next to
                      // nothing (its label clips): it would shrink to an empty circle, or spill into the next column.
                      <Badge size="sm" variant="light" miw="max-content">
                        {text.primary}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{code.description}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </section>
  );
}
