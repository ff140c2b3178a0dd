import { accountStatuses, roles } from '@portal/contracts';
import type { accounts } from '../db/schema.js';

export type AccountRow = typeof accounts.$inferInsert;
export type AssociationStatus = 'requested' | 'active' | 'Removed';

export interface DemoAssociation {
  locationId: number;
  associationStatus: AssociationStatus;
  isAutoApproved: boolean;
  favorite: boolean;
}

export interface DemoAccount {
  account: Omit<AccountRow, 'passwordHash' | 'securityAnswer1Hash' | 'securityAnswer2Hash' | 'securityAnswer3Hash'>;
  associations: DemoAssociation[];
}

export const demoPassword = 'Welcome2Portal!';
/** Every demo account answers each security question with this word (stored lower-cased). */
export const demoSecurityAnswer = 'blue';

/**
 * Every demo account's user id is at this domain, reserved for examples (RFC 2606): no real user has one, so a
 * production start can tell the demo accounts, whose password is published, from real ones.
 */
export const demoEmailDomain = 'example.com';

/** Locations of provider@example.com: members' claims there are visible to that account. */
export const providerAccountLocations = {
  active: [1, 2, 3, 4, 5, 6],
  favorites: [1, 3],
  requested: [7],
  removed: [8],
} as const;

/** Locations no fixed demo account is associated with (claims there must stay hidden from them). */
export const unassociatedLocationIds = [201, 202, 203, 204, 205, 206] as const;

const association = (locationId: number, associationStatus: AssociationStatus, isAutoApproved = false, favorite = false): DemoAssociation => ({
  locationId,
  associationStatus,
  isAutoApproved,
  favorite,
});

const practice = {
  providerFirstName: 'Pat',
  providerLastName: 'Provider',
  facility: 'Evergreen Family Medicine',
  taxId: '68-4213579',
  npi: '1234567893',
  facilityPhone: '916-734-2200',
  address1: '2315 Stockton Boulevard',
  city: 'Sacramento',
  state: 'CA',
  zipCode: '95817',
};

function external(
  loginId: number,
  email: string,
  firstName: string,
  lastName: string,
  accountStatus: string,
  extra: Partial<AccountRow> = {},
): DemoAccount['account'] {
  return {
    loginId,
    email,
    firstName,
    lastName,
    title: 'Office Manager',
    phone: '916-555-0123',
    mobile: '916-555-0187',
    isEmployee: false,
    roles: [roles.provider],
    accountStatus,
    ...practice,
    ...extra,
  };
}

/** The seven accounts the README lists, one per login case. */
/** An employee who reviews requests (issue 18): no associations, the reviewer role. */
const reviewer = (loginId: number, email: string, firstName: string, lastName: string): DemoAccount => ({
  account: {
    loginId,
    email,
    firstName,
    lastName,
    title: 'Utilization Review Nurse',
    phone: '916-555-0160',
    isEmployee: true,
    roles: [roles.employee, roles.reviewer],
    accountStatus: accountStatuses.approved,
  },
  associations: [],
});

export function fixedDemoAccounts(): DemoAccount[] {
  const { active, favorites, requested, removed } = providerAccountLocations;
  return [
    {
      account: external(1001, 'provider@example.com', 'Pat', 'Provider', accountStatuses.approved, { title: 'Practice Administrator' }),
      associations: [
        ...active.map((locationId) => association(locationId, 'active', locationId % 2 === 0, (favorites as readonly number[]).includes(locationId))),
        ...requested.map((locationId) => association(locationId, 'requested')),
        ...removed.map((locationId) => association(locationId, 'Removed')),
      ],
    },
    {
      account: external(1002, 'limited@example.com', 'Casey', 'Newman', accountStatuses.newRequest, {
        facility: 'Riverbend Pediatrics',
        taxId: '94-3318820',
        npi: '1245319872',
      }),
      associations: [association(10, 'requested')],
    },
    {
      account: {
        loginId: 1003,
        email: 'admin@example.com',
        firstName: 'Morgan',
        lastName: 'Reyes',
        title: 'Provider Relations Specialist',
        phone: '916-555-0150',
        isEmployee: true,
        roles: [roles.employee, roles.siteAdministrator, roles.policy],
        accountStatus: accountStatuses.approved,
      },
      associations: [],
    },
    // The plan's clinical reviewers (issue 18), who work the review queue.
    reviewer(1008, 'reviewer@example.com', 'Avery', 'Lindqvist'),
    reviewer(1009, 'reviewer2@example.com', 'Jamie', 'Okafor'),
    {
      account: external(1004, 'disabled@example.com', 'Dana', 'Whitfield', accountStatuses.disabled),
      associations: [association(2, 'Removed')],
    },
    {
      account: external(1005, 'locked@example.com', 'Jordan', 'Locke', accountStatuses.approved, { isLocked: true, failedLoginAttempts: 5 }),
      associations: [association(1, 'active'), association(4, 'active')],
    },
    {
      account: external(1006, 'temp@example.com', 'Taylor', 'Brooks', accountStatuses.approved, { hasTemporaryPassword: true }),
      associations: [association(2, 'active'), association(5, 'active')],
    },
    {
      account: external(1007, 'update@example.com', 'Riley', 'Chen', accountStatuses.approved, { forceAccountUpdate: true }),
      associations: [association(3, 'active', true)],
    },
    // A colleague of provider@example.com at two of its locations (issue 34 §4): the practice's drafts are theirs too.
    {
      account: external(1010, 'colleague@example.com', 'Sam', 'Rivera', accountStatuses.approved, {
        title: 'Referral Coordinator',
        phone: '916-555-0142',
        phoneExt: '31',
        mobile: '916-555-0143',
      }),
      associations: [association(1, 'active'), association(2, 'active')],
    },
  ];
}
