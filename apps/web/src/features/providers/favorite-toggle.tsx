import { ActionIcon, Tooltip } from '@mantine/core';
import { messages, providerLimits } from '@portal/contracts';
import type { ProviderAssociation } from '@portal/contracts';

const text = messages.yourProviders;

interface FavoriteToggleProps {
  row: ProviderAssociation;
  favoriteCount: number;
  onToggle: (row: ProviderAssociation) => void;
}

/**
 * The star of a row. Allowed when the row is a favorite or fewer than 10 exist (spec 2 §4); otherwise it stays
 * focusable (aria-disabled) so that keyboard and mouse users alike can read why in its tooltip.
 */
export function FavoriteToggle({ row, favoriteCount, onToggle }: FavoriteToggleProps) {
  const isAllowed = row.favorite || favoriteCount < providerLimits.favoritesMax;
  const limitText = text.favoriteLimit(providerLimits.favoritesMax);
  return (
    <Tooltip label={limitText} disabled={isAllowed} withinPortal events={{ hover: true, focus: true, touch: true }}>
      <ActionIcon
        variant="subtle"
        color={row.favorite ? 'yellow' : 'gray'}
        aria-label={text.favorite(row.fullName)}
        aria-pressed={row.favorite}
        aria-disabled={!isAllowed || undefined}
        data-disabled={!isAllowed || undefined}
        onClick={() => {
          if (isAllowed) onToggle(row);
        }}
      >
        <span aria-hidden="true">{row.favorite ? '★' : '☆'}</span>
      </ActionIcon>
    </Tooltip>
  );
}
