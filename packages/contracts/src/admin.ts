import { z } from 'zod';
import { EmailSchema } from './common.js';
import { constants } from './constants.js';
import { messages } from './messages.js';
import { type AssociationStatus, AssociationStatusSchema, associationStatuses, ProviderAssociationSchema } from './providers.js';
import { accountStatuses } from './session.js';
import { employeeRoleList } from './roles.js';

/** The six account lists of the admin area (spec 2 §2.1): the {type} of /admin/accounts/{type}. */
export const accountListTypes = ['new', 'autoapproved', 'active', 'disabled', 'associations', 'associationsAutoApproved'] as const;
export const AccountListTypeSchema = z.enum(accountListTypes);
export type AccountListType = z.infer<typeof AccountListTypeSchema>;

export const AccountStatusSchema = z.enum([
  accountStatuses.approved,
  accountStatuses.disabled,
  accountStatuses.memberDisabled,
  accountStatuses.newRequest,
  accountStatuses.pendingConfirmation,
]);
export type AccountStatus = z.infer<typeof AccountStatusSchema>;

/**
 * The account status dropdown (spec 2 §4): Approved, Disabled, Member Disabled; New Request unless the tab is
 * active, disabled or associations; Pending Confirmation only while the account is in it. The server refuses
 * any other new status with the same function.
 */
export function accountStatusChoices(currentStatus: string, listType: AccountListType): AccountStatus[] {
  const choices: AccountStatus[] = [accountStatuses.approved, accountStatuses.disabled, accountStatuses.memberDisabled];
  if (!['active', 'disabled', 'associations'].includes(listType)) choices.push(accountStatuses.newRequest);
  if (currentStatus === accountStatuses.pendingConfirmation) choices.push(accountStatuses.pendingConfirmation);
  return choices;
}

/** Association status choices (spec 2 §4): Active and Removed, plus Requested when the view is not 'new'. */
export function associationStatusChoices(listType: AccountListType): AssociationStatus[] {
  const choices: AssociationStatus[] = [associationStatuses.active, associationStatuses.removed];
  if (listType !== 'new') choices.push(associationStatuses.requested);
  return choices;
}

/** 10, 25, 50 or 100 rows (spec 2 §9). */
export const TablePageSizeSchema = z.literal(constants.tablePageSizes);
const PageNumberSchema = z.number().int().min(0).max(100_000);
const HelperIdSchema = z.number().int().positive();

/** '{column} asc|desc' with a column from `columns`; empty or absent means the list's default sort. */
function sortClauseSchema(columns: readonly string[]) {
  const pattern = new RegExp(`^(${columns.join('|')}) (asc|desc)$`, 'i');
  return z
    .string()
    .trim()
    .refine((value) => value === '' || pattern.test(value), `Sort by one of ${columns.join(', ')} followed by asc or desc.`)
    .optional();
}

export const accountSortColumns = [
  'helperId',
  'loginId',
  'firstName',
  'lastName',
  'email',
  'facility',
  'npi',
  'taxId',
  'city',
  'state',
  'accountStatus',
  'addDate',
  'changeDate',
  'lastLogin',
] as const;
export const associationSortColumns = ['fullName', 'npi', 'taxId', 'address1', 'city', 'state', 'zipCode', 'associationStatus', 'addDate'] as const;

/** Dashboard tile (spec 2 §3); navigateTo null shows no Manage Requests button. */
export const DashboardItemSchema = z.object({
  title: z.string(),
  data: z.number().int(),
  label: z.string(),
  description: z.string(),
  navigateTo: AccountListTypeSchema.nullable(),
});
export type DashboardItem = z.infer<typeof DashboardItemSchema>;
export const DashboardResponseSchema = z.array(DashboardItemSchema);

/** One admin change of an account, read from the audit log: who, what, before, after, when. */
export const AccountHistoryEntrySchema = z.object({
  occurredAt: z.string(),
  changedBy: z.string(),
  what: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type AccountHistoryEntry = z.infer<typeof AccountHistoryEntrySchema>;

const nullableText = z.string().nullable();

/** Account (admin view, spec 2 §3). Dates are ISO 8601; security questions are their texts. */
export const AdminAccountSchema = z.object({
  helperId: z.number().int(),
  loginId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  title: nullableText,
  phone: nullableText,
  phoneExt: nullableText,
  mobile: nullableText,
  securityQuestion1: nullableText,
  securityQuestion2: nullableText,
  securityQuestion3: nullableText,
  lastLogin: nullableText,
  accountStatus: z.string(),
  accountStatusNew: z.string(),
  note: nullableText,
  addDate: z.string(),
  changeDate: z.string(),
  tos: nullableText,
  providerFirstName: nullableText,
  providerLastName: nullableText,
  facility: nullableText,
  taxId: nullableText,
  npi: nullableText,
  facilityPhone: nullableText,
  facilityPhoneExt: nullableText,
  address1: nullableText,
  address2: nullableText,
  city: nullableText,
  state: nullableText,
  zipCode: nullableText,
  isEmployee: z.boolean(),
  isLocked: z.boolean(),
  hasTemporaryPassword: z.boolean(),
  history: z.array(AccountHistoryEntrySchema),
});
export type AdminAccount = z.infer<typeof AdminAccountSchema>;

/** Account list row: the account fields a list shows plus totalRows (on every row; read it from the first). */
export const AccountListRowSchema = AdminAccountSchema.omit({
  securityQuestion1: true,
  securityQuestion2: true,
  securityQuestion3: true,
  accountStatusNew: true,
  history: true,
}).extend({ totalRows: z.number().int() });
export type AccountListRow = z.infer<typeof AccountListRowSchema>;

/** POST /api/admin/accounts/search/ — Term matches name, e-mail, facility, NPI and tax ID, ignoring case. */
export const AccountSearchRequestSchema = z.object({
  Term: z.string().trim().max(constants.searchTermMaxLength).default(''),
  PageSize: TablePageSizeSchema,
  PageNumber: PageNumberSchema,
  SortClause: sortClauseSchema(accountSortColumns),
  SearchType: AccountListTypeSchema,
});
export type AccountSearchRequest = z.input<typeof AccountSearchRequestSchema>;
export const AccountSearchResponseSchema = z.array(AccountListRowSchema);

/** POST /api/admin/account/ — accountStatus is the status the page loaded (a stale page is refused). */
export const SaveAccountRequestSchema = z.object({
  id: HelperIdSchema,
  email: EmailSchema,
  /** The list tab the page was opened from: the status rules depend on it. */
  source: AccountListTypeSchema,
  note: z.string().max(2000).nullable(),
  accountStatus: z.string().max(50),
  accountStatusNew: AccountStatusSchema,
});
export type SaveAccountRequest = z.infer<typeof SaveAccountRequestSchema>;

/** Temporary password: 8 to 20 characters (spec 2 §5). */
export const TemporaryPasswordSchema = z.string().min(8, messages.admin.temporaryPasswordLength).max(20, messages.admin.temporaryPasswordLength);

/** POST /api/admin/account/password/ */
export const SetTemporaryPasswordRequestSchema = z.object({ helperId: HelperIdSchema, newPassword: TemporaryPasswordSchema });
export type SetTemporaryPasswordRequest = z.infer<typeof SetTemporaryPasswordRequestSchema>;

/** Provider association of an account (spec 2 §3) as the admin area lists it, with how it was approved. */
export const AdminAssociationRowSchema = ProviderAssociationSchema.extend({ isAutoApproved: z.boolean() });
export type AdminAssociationRow = z.infer<typeof AdminAssociationRowSchema>;

/** POST /api/admin/associations/search/ — default sort addDate desc. */
export const AdminAssociationSearchRequestSchema = z.object({
  HelperId: HelperIdSchema,
  PageSize: TablePageSizeSchema,
  PageNumber: PageNumberSchema,
  SortClause: sortClauseSchema(associationSortColumns),
});
export type AdminAssociationSearchRequest = z.input<typeof AdminAssociationSearchRequestSchema>;
export const AdminAssociationSearchResponseSchema = z.array(AdminAssociationRowSchema);

/** PUT /api/admin/associations/ — Requested false adds active associations, true requested ones. */
export const AddAssociationsRequestSchema = z.object({
  Id: HelperIdSchema,
  Requested: z.boolean(),
  LocationIds: z.array(z.number().int().positive()).min(1).max(100),
  Source: AccountListTypeSchema,
});
export type AddAssociationsRequest = z.infer<typeof AddAssociationsRequestSchema>;
/** How many were added; locations the account already has are left as they are. */
export const AddAssociationsResponseSchema = z.object({ added: z.number().int() });

/** POST /api/admin/associations/ */
export const AssociationStatusChangesRequestSchema = z.object({
  source: AccountListTypeSchema,
  statusChanges: z
    .array(z.object({ associationId: z.number().int().positive(), status: AssociationStatusSchema }))
    .min(1)
    .max(500),
  selectedaccountemail: EmailSchema,
});
export type AssociationStatusChangesRequest = z.infer<typeof AssociationStatusChangesRequestSchema>;
export const AssociationStatusChangesResponseSchema = z.object({ changed: z.number().int() });

/** Employees and the plan-side roles they hold (issue 18): who reviews requests, who maintains the policy. */
export const EmployeeRolesRowSchema = z.object({
  helperId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  title: z.string().nullable(),
  roles: z.array(z.enum(employeeRoleList)),
});
export type EmployeeRolesRow = z.infer<typeof EmployeeRolesRowSchema>;
export const EmployeeRolesResponseSchema = z.array(EmployeeRolesRowSchema);
export const SaveEmployeeRolesRequestSchema = z.object({
  roles: z.array(z.enum(employeeRoleList)).max(employeeRoleList.length),
});
