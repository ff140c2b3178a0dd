import { type AccountListType, accountListTypes, parseRowId, paths } from '@portal/contracts';

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
export const parseHelperId = parseRowId;
