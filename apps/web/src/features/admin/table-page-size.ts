import { constants } from '@portal/contracts';
import type { AccountSearchRequest } from '@portal/contracts';

/** 10, 25, 50 or 100 (spec 2 §9), as the admin requests type it. */
export type TablePageSize = AccountSearchRequest['PageSize'];

export function isTablePageSize(value: number): value is TablePageSize {
  return (constants.tablePageSizes as readonly number[]).includes(value);
}
