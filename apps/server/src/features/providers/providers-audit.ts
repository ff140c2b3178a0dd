/** Audit actions of the provider list (Your Providers); every change is recorded with before and after. */
export const providerAuditActions = {
  favoriteChange: 'provider-favorite-change',
  associationsRequested: 'provider-associations-requested',
  associationsRemoved: 'provider-associations-removed',
} as const;

export const providerAuditOutcomes = {
  success: 'success',
  favoritesLimit: 'favorites-limit',
} as const;
