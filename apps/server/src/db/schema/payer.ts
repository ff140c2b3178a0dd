import { sql } from 'drizzle-orm';
import { boolean, customType, date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { clientSystems } from './client-systems.js';

/** The simulated core system the portal fronts (architecture: payer/). */
export const groups = pgTable('groups', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  isSecure: boolean('is_secure').notNull().default(false),
  tollFreeNumber: text('toll_free_number').notNull(),
  /** Group-wide message (HTML), or null. */
  groupWideMessage: text('group_wide_message'),
});

export const members = pgTable(
  'members',
  {
    /** The qhid: the core system's member key. */
    qhid: integer('qhid').primaryKey(),
    /** The member id printed on the ID card. */
    memberId: text('member_id').notNull(),
    groupId: text('group_id')
      .notNull()
      .references(() => groups.id),
    firstName: text('first_name').notNull(),
    middleInitial: text('middle_initial'),
    lastName: text('last_name').notNull(),
    dob: date('dob').notNull(),
    /** F or M (U: a certification sandbox patient whose gender is other or unknown). */
    sex: text('sex').notNull(),
    /**
     * Set for a member loaded into the certification sandbox (features/sandbox): only this client system finds the
     * member (PAS, CRD); the portal's member search never does. Null for the plan's members.
     */
    sandboxClientSystemId: integer('sandbox_client_system_id').references(() => clientSystems.id),
  },
  // Not unique: a family card's member id is shared, and twins share their date of birth too (names tell them apart).
  // Member ids are matched case-insensitively, hence the index on upper(member_id).
  (table) => [index('members_member_id_upper_dob_idx').on(sql`upper(${table.memberId})`, table.dob), index('members_group_idx').on(table.groupId)],
);

/**
 * The benefit design of a plan option: deductibles, out-of-pocket maximums, cost shares by service and the
 * precertification rules the benefit summary PDF and the CPT lookup are generated from (payer/benefit-design.ts).
 */
export const benefitPlans = pgTable('benefit_plans', {
  planOptionName: text('plan_option_name').primaryKey(),
  design: jsonb('design').notNull(),
});

export const coverages = pgTable(
  'coverages',
  {
    id: serial('id').primaryKey(),
    qhid: integer('qhid')
      .notNull()
      .references(() => members.qhid),
    planOptionName: text('plan_option_name').notNull(),
    effectiveDate: date('effective_date').notNull(),
    termDate: date('term_date').notNull(),
  },
  (table) => [index('coverages_qhid_idx').on(table.qhid)],
);

export const networks = pgTable('networks', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  networkUrl: text('network_url').notNull(),
});

export const memberNetworks = pgTable(
  'member_networks',
  {
    qhid: integer('qhid')
      .notNull()
      .references(() => members.qhid),
    networkId: integer('network_id')
      .notNull()
      .references(() => networks.id),
    /** P primary, W wrap. */
    type: text('type').notNull(),
  },
  (table) => [uniqueIndex('member_networks_pk').on(table.qhid, table.networkId)],
);

/** Provider locations: a provider or facility at an address, identified by NPI. */
/** PostgreSQL's full-text document type (Drizzle has no built-in column for it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const providerLocations = pgTable(
  'provider_locations',
  {
    locationId: integer('location_id').primaryKey(),
    npi: text('npi').notNull(),
    fullName: text('full_name').notNull(),
    taxId: text('tax_id').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    phone: text('phone').notNull(),
    isFacility: boolean('is_facility').notNull().default(false),
    /**
     * Set for a provider entered as "not listed" on an authorization request (spec 3 SaveTempProvider): the account
     * that entered it. Such rows are not part of the directory that provider search and associations use.
     */
    addedByAccountId: integer('added_by_account_id'),
    /** The words of fullName for name search, kept with the row so a search does not recompute them. */
    nameSearch: tsvector('name_search').generatedAlwaysAs(sql`to_tsvector('simple', full_name)`),
  },
  (table) => [
    index('provider_locations_npi_idx').on(table.npi),
    index('provider_locations_state_idx').on(table.state),
    // Provider search by name (spec 2 §5): word prefixes through full-text search, which core PostgreSQL and
    // PGlite both have (pg_trgm is not available on PGlite), over the stored name_search column.
    // fastupdate off: new entries go straight into the index instead of a pending list that every search would
    // scan until the next vacuum (after seeding 20,000 rows that made a search 6 ms instead of 0.05 ms).
    index('provider_locations_name_search_idx').using('gin', table.nameSearch).with({ fastupdate: false }),
  ],
);

/** An account's tie to a provider location; access to member data follows active ones (spec 2 §3). */
export const providerAssociations = pgTable(
  'provider_associations',
  {
    associationId: serial('association_id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    locationId: integer('location_id')
      .notNull()
      .references(() => providerLocations.locationId),
    /** requested, active, Removed (the spec's spelling). */
    associationStatus: text('association_status').notNull(),
    isAutoApproved: boolean('is_auto_approved').notNull().default(false),
    favorite: boolean('favorite').notNull().default(false),
    addDate: timestamp('add_date', { withTimezone: true }).notNull().defaultNow(),
    changeDate: timestamp('change_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('provider_associations_account_location_idx').on(table.accountId, table.locationId),
    index('provider_associations_status_idx').on(table.associationStatus),
  ],
);

/**
 * Members an account found by member id and date of birth (spec 2 §5 member search): with the account's active
 * associations, the only ground on which a member's data answers to it (architecture: numbers in URLs are never a
 * grant). One row per account and member, renewed by each search; it lapses with a session's absolute lifetime.
 */
export const memberAccessGrants = pgTable(
  'member_access_grants',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    qhid: integer('qhid')
      .notNull()
      .references(() => members.qhid),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.qhid] })],
);

export const claims = pgTable(
  'claims',
  {
    claimNumber: text('claim_number').primaryKey(),
    qhid: integer('qhid')
      .notNull()
      .references(() => members.qhid),
    locationId: integer('location_id')
      .notNull()
      .references(() => providerLocations.locationId),
    dateOfService: date('date_of_service').notNull(),
    dateOfServiceEnd: date('date_of_service_end').notNull(),
    paidDate: date('paid_date'),
    chargedAmount: numeric('charged_amount', { precision: 12, scale: 2 }).notNull(),
    allowedAmount: numeric('allowed_amount', { precision: 12, scale: 2 }).notNull(),
    paidAmount: numeric('paid_amount', { precision: 12, scale: 2 }).notNull(),
    placeOfService: text('place_of_service').notNull(),
    allLinesComplete: boolean('all_lines_complete').notNull(),
    showEob: boolean('show_eob').notNull().default(false),
    /**
     * When the core system last wrote the claim (CARIN BB's meta.lastUpdated, the Provider Access export's _since).
     * Null for a claim whose feed does not say: it then counts as written on its paid date (provider-access-api/export-content).
     */
    recordedAt: timestamp('recorded_at', { withTimezone: true }),
  },
  (table) => [index('claims_qhid_dos_idx').on(table.qhid, table.dateOfService), index('claims_location_idx').on(table.locationId)],
);

/** Procedure (cpt) and diagnosis (icd) codes of a claim, in order; the first of each is primary. */
export const claimCodes = pgTable(
  'claim_codes',
  {
    id: serial('id').primaryKey(),
    claimNumber: text('claim_number')
      .notNull()
      .references(() => claims.claimNumber),
    codeType: text('code_type').notNull(),
    sequence: integer('sequence').notNull(),
    code: text('code').notNull(),
    description: text('description').notNull(),
  },
  (table) => [index('claim_codes_claim_idx').on(table.claimNumber)],
);

/** Utilization-management decisions (authorizations); later areas add their details. */
export const authorizations = pgTable(
  'authorizations',
  {
    id: serial('id').primaryKey(),
    authorizationNumber: text('authorization_number').notNull().unique(),
    qhid: integer('qhid')
      .notNull()
      .references(() => members.qhid),
    /** Referring provider. */
    providerLocationId: integer('provider_location_id')
      .notNull()
      .references(() => providerLocations.locationId),
    facilityLocationId: integer('facility_location_id').references(() => providerLocations.locationId),
    status: text('status').notNull(),
    outcomeReason: text('outcome_reason').notNull(),
    authorizationType: text('authorization_type').notNull(),
    isInpatient: boolean('is_inpatient').notNull(),
    placeOfService: text('place_of_service').notNull(),
    serviceFrom: date('service_from').notNull(),
    serviceTo: date('service_to').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    diagnosisCode: text('diagnosis_code').notNull(),
    diagnosisDescription: text('diagnosis_description').notNull(),
    procedureCode: text('procedure_code').notNull(),
    procedureDescription: text('procedure_description').notNull(),
    units: integer('units').notNull(),
    /** Who at the provider's office asked for it, and how to reach them (spec 2 §2.6 provider details). */
    requestedBy: text('requested_by').notNull().default(''),
    requestorPhone: text('requestor_phone').notNull().default(''),
    requestorFax: text('requestor_fax').notNull().default(''),
    /** Spec 2 §9 network status ids of the requesting provider and the facility. */
    providerNetworkStatusId: integer('provider_network_status_id').notNull().default(1),
    facilityNetworkStatusId: integer('facility_network_status_id'),
    /** The core system's queue that owns the case (the intake object's owner). */
    owner: text('owner').notNull().default('UM'),
    /** The portal user who submitted it online (their loginId), when it came through the portal. */
    submittedByLoginId: integer('submitted_by_login_id'),
    /**
     * Who filed it (issue 30): the signed-in person, who is the employee when one acts as the provider, or the client
     * system's account; none may claim or decide its review items. Null when it came from the core system.
     */
    filedByAccountId: integer('filed_by_account_id').references(() => accounts.id),
    /** The decision clock (issue 18): standard or expedited, when the decision is due, when and by whom it was made. */
    priority: text('priority').$type<'standard' | 'expedited'>().notNull().default('standard'),
    decisionDueAt: timestamp('decision_due_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByAccountId: integer('decided_by_account_id'),
    /**
     * The first determination (issue 19): approved, partially-approved or denied, set with decided_at by the deciding
     * command (firstDetermination, authorization-core/metric-facts.ts), so an appeal that later changes the status leaves it.
     */
    determination: text('determination').$type<'approved' | 'partially-approved' | 'denied'>(),
    /** A standard review extended once (issue 19): when, by how many days, why and by whom. */
    extendedAt: timestamp('extended_at', { withTimezone: true }),
    extensionDays: integer('extension_days'),
    extensionReason: text('extension_reason'),
    extendedByAccountId: integer('extended_by_account_id'),
    /** When an appeal first approved a line the first determination had denied or modified (issue 19). */
    approvedAfterAppealAt: timestamp('approved_after_appeal_at', { withTimezone: true }),
  },
  (table) => [
    // A member's authorizations, newest first: the id breaks ties on a date, so the review item's "other
    // authorizations" read 20 rows from the index, not a whole date's group to sort (issue 31 §7).
    index('authorizations_qhid_service_from_id_idx').on(table.qhid, table.serviceFrom, table.id),
    // The expiry sweep's look-back window (authorization-core/expire.ts).
    index('authorizations_service_to_idx').on(table.serviceTo),
    // The practice's worklist (issue 34 §3) and Home's counts: a practice's authorizations by status, as provider or facility.
    index('authorizations_provider_location_idx').on(table.providerLocationId, table.status),
    index('authorizations_facility_location_idx').on(table.facilityLocationId, table.status),
    // The review queue's counts and search over every waiting request (issue 36 §3): a probe by id answers the
    // member, the setting and the number from the index alone, so a queue of thousands never reads the table.
    index('authorizations_queue_facts_idx').on(table.id, table.qhid, table.isInpatient, table.authorizationNumber),
  ],
);
