import { shellMessages } from '@portal/contracts';
import { Group, Stack, Text } from '@mantine/core';
import { useBrand } from '../api/brand-api';

/**
 * The plan's brand over a signed-out page (Login, registration): its logo when it has one, the product name and the
 * plan's name. The logo is an image the server checked (PNG, or SVG without script or references).
 */
export function BrandMark() {
  const brand = useBrand();
  return (
    <Group gap="sm" wrap="nowrap">
      {brand.logoUrl && <img src={brand.logoUrl} alt={shellMessages.logoAlt(brand.planName)} height={40} style={{ maxWidth: 160, objectFit: 'contain' }} />}
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {brand.productName}
        </Text>
        <Text size="xs">{brand.planName}</Text>
      </Stack>
    </Group>
  );
}
