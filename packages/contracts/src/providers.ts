import { z } from 'zod';
import { TablePageNumberQuerySchema, TablePageSizeQuerySchema } from './common.js';
import { messages } from './messages.js';

/** Limits of the provider list and the Add Providers search (spec 2 §5, §9). */
export const providerLimits = {
  favoritesMax: 10,
  npiMaxLength: 10,
  nameMinLength: 3,
  nameMaxLength: 100,
  searchPageSize: 10,
  /** Locations one SaveTempProvider call may request. */
  saveMaxLocations: 100,
} as const;

/** Search flags bitmask (spec 2 §3); combined flags narrow together (AND). */
export const providerSearchFlags = {
  none: 0,
  /** Fill `associationStatus` of each result with the signed-in account's association, if any. */
  includeAssociations: 1,
  /** Only locations the account has an association in status Removed with. */
  includeRemovedOnly: 2,
  /** Only locations the account has marked favorite. */
  includeFavoritesOnly: 4,
} as const;
const allFlags = 7;

export const associationStatuses = { requested: 'requested', active: 'active', removed: 'Removed' } as const;
export const AssociationStatusSchema = z.enum(['requested', 'active', 'Removed']);
export type AssociationStatus = z.infer<typeof AssociationStatusSchema>;

const maxId = 2_147_483_647;
const IdSchema = z.number().int().positive().max(maxId);

const NpiTermSchema = z
  .string()
  .trim()
  .regex(/^\d{1,10}$/, messages.providerSearch.npiDigitsOnly);
const NameTermSchema = z
  .string()
  .trim()
  .min(providerLimits.nameMinLength, messages.providerSearch.nameTooShort)
  .max(providerLimits.nameMaxLength, messages.providers.nameTooLong);
const StateSchema = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}$/, messages.providers.state));

/** Empty query values ('?npi=&name=abc') mean "not given". */
const optionalQueryValue = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

/**
 * GET /api/provider/search/?npi=&flags=&pageSize=&pageNumber= or ?name=&state=&flags=&pageSize=&pageNumber=
 * (spec 2 §5, §7). Exactly one of npi (1 to 10 digits, a prefix of the NPI) and name (at least 3 characters, found
 * anywhere in fullName, case-insensitive); state narrows a name search and is ignored with an NPI.
 */
export const ProviderSearchQuerySchema = z
  .object({
    npi: optionalQueryValue(NpiTermSchema),
    name: optionalQueryValue(NameTermSchema),
    state: optionalQueryValue(StateSchema),
    flags: z.coerce.number().int().min(0, messages.providers.flags).max(allFlags, messages.providers.flags).default(0),
    pageSize: TablePageSizeQuerySchema.default(providerLimits.searchPageSize),
    pageNumber: TablePageNumberQuerySchema.default(0),
  })
  .superRefine((query, context) => {
    if (query.npi !== undefined && query.name !== undefined) {
      context.addIssue({ code: 'custom', path: ['name'], message: messages.providers.npiAndName });
    } else if (query.npi === undefined && query.name === undefined) {
      context.addIssue({ code: 'custom', path: ['name'], message: messages.providerSearch.npiOrNameRequired });
    }
  });
export type ProviderSearchQuery = z.infer<typeof ProviderSearchQuerySchema>;
export type ProviderSearchQueryInput = z.input<typeof ProviderSearchQuerySchema>;

/**
 * The Add Providers form (spec 2 §5): the same rules for the browser, on the raw field values ('' = empty).
 * NPI and name are mutually exclusive; the state filter applies to a name search only.
 */
export const ProviderSearchFormSchema = z.object({ npi: z.string(), name: z.string(), state: z.string() }).superRefine((form, context) => {
  const npi = form.npi.trim();
  const name = form.name;
  if (npi !== '' && name.trim() !== '') {
    context.addIssue({ code: 'custom', path: ['name'], message: messages.providers.npiAndName });
  } else if (npi !== '') {
    if (!NpiTermSchema.safeParse(npi).success) context.addIssue({ code: 'custom', path: ['npi'], message: messages.providerSearch.npiDigitsOnly });
  } else if (name.trim() === '') {
    context.addIssue({ code: 'custom', path: ['name'], message: messages.providerSearch.npiOrNameRequired });
  } else {
    const result = NameTermSchema.safeParse(name);
    if (!result.success) context.addIssue({ code: 'custom', path: ['name'], message: result.error.issues[0]?.message ?? messages.providerSearch.nameTooShort });
  }
});
export type ProviderSearchForm = z.infer<typeof ProviderSearchFormSchema>;

/** Provider search result (spec 2 §3); address2 is '' when the location has none. */
export const ProviderSearchResultSchema = z.object({
  locationId: z.number().int(),
  npi: z.string(),
  fullName: z.string(),
  /** Null unless the account has an active association with the location (or is an employee acting as themself). */
  taxId: z.string().nullable(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  /** A facility (hospital, surgery center) rather than a practitioner (spec 3 provider search result). */
  isFacility: z.boolean(),
  /** True when the signed-in account has this location as a favorite. */
  favorite: z.boolean(),
  /** The account's association with this location; null without the includeAssociations flag or without one. */
  associationStatus: AssociationStatusSchema.nullable(),
});
export type ProviderSearchResult = z.infer<typeof ProviderSearchResultSchema>;

/** Sorted by fullName ascending (spec 2 §9); totalRows counts every match, not only this page. */
export const ProviderSearchResponseSchema = z.object({
  results: z.array(ProviderSearchResultSchema),
  totalRows: z.number().int(),
});
export type ProviderSearchResponse = z.infer<typeof ProviderSearchResponseSchema>;

/** Sortable columns of the provider list; 'address' sorts by address1 then address2. */
export const providerAssociationSortColumns = [
  'favorite',
  'taxId',
  'npi',
  'fullName',
  'address',
  'city',
  'state',
  'zipCode',
  'associationStatus',
  'addDate',
] as const;
export type ProviderAssociationSortColumn = (typeof providerAssociationSortColumns)[number];
const sortClausePattern = new RegExp(`^(${providerAssociationSortColumns.join('|')}) (asc|desc)$`, 'i');

/** '{column} asc|desc' (spec 2 §3); the favorite sort is reversed: 'favorite asc' lists favorites first. */
export const ProviderAssociationSortClauseSchema = z.string().trim().regex(sortClausePattern, messages.providers.sortClause);
export const defaultProviderAssociationSort = 'fullName asc';

/**
 * POST /api/provider/search/: the signed-in account's own associations, Removed ones excluded (spec 2 §2.4, §7).
 * The server always answers the effective account's list: HelperId is accepted for the spec's shape and ignored.
 * RootFilter '1' is the only value the spec names (all associations). Without PageSize every row is answered.
 */
export const ProviderAssociationSearchRequestSchema = z.object({
  HelperId: z.union([z.string().max(50), z.number()]).optional(),
  RootFilter: z.string().max(50).optional(),
  SortClause: ProviderAssociationSortClauseSchema.default(defaultProviderAssociationSort),
  PageSize: TablePageSizeQuerySchema.optional(),
  PageNumber: TablePageNumberQuerySchema.default(0),
});
export type ProviderAssociationSearchRequest = z.input<typeof ProviderAssociationSearchRequestSchema>;

/** Provider association (spec 2 §3); oldStatus is client-side only. addDate is an ISO timestamp. */
export const ProviderAssociationSchema = z.object({
  associationId: z.number().int(),
  locationId: z.number().int(),
  addDate: z.string(),
  fullName: z.string(),
  /** Null while the association is not active. */
  taxId: z.string().nullable(),
  npi: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  phone: z.string(),
  isFacility: z.boolean(),
  associationStatus: AssociationStatusSchema,
  favorite: z.boolean(),
  /** How many favorites the account has in all (the same on every row): a toggle is allowed below the maximum. */
  favoriteCount: z.number().int(),
  /** Rows of the whole list, for paging (the spec reads it from the first row; every row carries it). */
  totalRows: z.number().int(),
});
export type ProviderAssociation = z.infer<typeof ProviderAssociationSchema>;
export const ProviderAssociationListSchema = z.array(ProviderAssociationSchema);

/** POST /api/provider/favorite (spec 2 §7): at most 10 favorites (409 beyond), own associations only (404). */
export const FavoriteRequestSchema = z.object({ associationId: IdSchema, favorite: z.boolean() });
export type FavoriteRequest = z.infer<typeof FavoriteRequestSchema>;
export const FavoriteResponseSchema = z.object({ associationId: z.number().int(), favorite: z.boolean(), favoriteCount: z.number().int() });
export type FavoriteResponse = z.infer<typeof FavoriteResponseSchema>;

/**
 * POST /api/provider/SaveTempProvider: requested associations for the signed-in account. Locations already active
 * or requested stay as they are; Removed ones go back to requested. Answers the rows added or re-requested.
 */
export const SaveTempProviderRequestSchema = z.object({
  LocationIds: z.array(IdSchema).min(1, messages.providers.selectOne).max(providerLimits.saveMaxLocations, messages.providers.tooManyLocations),
});
export type SaveTempProviderRequest = z.infer<typeof SaveTempProviderRequestSchema>;

/** POST /api/provider/associations/: the provider list's Delete (status Removed) of the account's own rows. */
export const ProviderAssociationStatusChangeRequestSchema = z.object({
  source: z.literal('providerassociation'),
  helperId: z.union([z.string().max(50), z.number()]).optional(),
  statusChanges: z
    .array(z.object({ associationId: IdSchema, status: z.literal('Removed', messages.providers.onlyDelete) }))
    .min(1, messages.providers.noChanges)
    .max(100, messages.providers.tooManyLocations),
});
export type ProviderAssociationStatusChangeRequest = z.infer<typeof ProviderAssociationStatusChangeRequestSchema>;
export const ProviderAssociationStatusChangeResponseSchema = z.object({ message: z.string(), changed: z.number().int() });
export type ProviderAssociationStatusChangeResponse = z.infer<typeof ProviderAssociationStatusChangeResponseSchema>;
