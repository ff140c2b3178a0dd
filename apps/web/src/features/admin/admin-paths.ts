import { type AccountListType, accountListTypes, paths } from '@portal/contracts';

/** Where the admin pages live (spec 2 §2.1). */
export const adminPaths = {
  overview: paths.adminOverview,
  brand: paths.adminBrand,
  accounts: (type: AccountListType) => `${paths.admin}/accounts/${type}`,
  account: (type: AccountListType, helperId: number) => `${paths.admin}/accounts/${type}/${helperId}`,
} as const;

export function isAccountListType(value: string | undefined): value is AccountListType {
  return (accountListTypes as readonly string[]).includes(value ?? '');
}

/** A numeric helper id of the path, or null when the segment is not one. */
export function parseHelperId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
