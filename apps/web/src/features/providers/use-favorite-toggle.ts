import type { ProviderAssociation, ProviderAssociationSearchRequest } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { providerAssociationsKey, providerAssociationsQueryOptions, setFavorite } from '../../api/providers-api';
import { showErrorToast } from '../../ui/toasts';

function withFavorite(rows: ProviderAssociation[], associationId: number, favorite: boolean): ProviderAssociation[] {
  const favoriteCount = (rows[0]?.favoriteCount ?? 0) + (favorite ? 1 : -1);
  return rows.map((row) => ({ ...row, favoriteCount, favorite: row.associationId === associationId ? favorite : row.favorite }));
}

/**
 * The favorite star: shows the change at once and puts the row and the favorite count back when the server
 * refuses it (spec 2 §4 provider list), with the generic error toast.
 */
export function useFavoriteToggle(request: ProviderAssociationSearchRequest) {
  const queryClient = useQueryClient();
  const { queryKey } = providerAssociationsQueryOptions(request);
  return useMutation({
    mutationFn: setFavorite,
    onMutate: async ({ associationId, favorite }) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      if (previous) queryClient.setQueryData(queryKey, withFavorite(previous, associationId, favorite));
      return { previous };
    },
    // The server's count is the truth (another tab may have changed favorites too).
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKey, (rows) => rows?.map((row) => ({ ...row, favoriteCount: answer.favoriteCount })));
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      showErrorToast();
    },
    // Other sorts and pages of the list hold the old favorite: they are read again when next shown.
    onSettled: () => queryClient.invalidateQueries({ queryKey: providerAssociationsKey, refetchType: 'none' }),
  });
}
