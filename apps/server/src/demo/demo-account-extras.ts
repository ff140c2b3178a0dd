import { accountStatuses, roles } from '@portal/contracts';
import { type AssociationStatus, type DemoAccount, type DemoAssociation, demoEmailDomain } from './demo-accounts.js';
import { cities, femaleFirstNames, lastNames, maleFirstNames, streetNames } from './demo-names.js';
import { formatPhone, formatTaxId, providerLocationCount } from './demo-providers.js';
import { npiFromDigits } from '../payer/npi.js';
import type { Random } from './random.js';

/** How each extra account's associations look, so the admin area has rows in every status and tab. */
interface ExtraProfile {
  accountStatus: string;
  associationStatuses: AssociationStatus[];
  isAutoApproved: boolean;
}

const profiles: ExtraProfile[] = [
  { accountStatus: accountStatuses.newRequest, associationStatuses: ['requested'], isAutoApproved: false },
  { accountStatus: accountStatuses.newRequest, associationStatuses: ['requested', 'requested'], isAutoApproved: false },
  { accountStatus: accountStatuses.newRequest, associationStatuses: ['active'], isAutoApproved: true },
  { accountStatus: accountStatuses.newRequest, associationStatuses: ['active', 'requested'], isAutoApproved: true },
  { accountStatus: accountStatuses.pendingConfirmation, associationStatuses: ['requested'], isAutoApproved: false },
  { accountStatus: accountStatuses.memberDisabled, associationStatuses: ['active', 'Removed'], isAutoApproved: false },
  { accountStatus: accountStatuses.approved, associationStatuses: ['active', 'active'], isAutoApproved: true },
  { accountStatus: accountStatuses.approved, associationStatuses: ['active', 'Removed', 'requested'], isAutoApproved: false },
  { accountStatus: accountStatuses.approved, associationStatuses: ['active'], isAutoApproved: false },
  { accountStatus: accountStatuses.disabled, associationStatuses: ['Removed'], isAutoApproved: false },
];

const extraAccountCount = 30;

/** Extra external accounts with random but repeatable details; login ids from 1101. */
export function extraDemoAccounts(random: Random): DemoAccount[] {
  const result: DemoAccount[] = [];
  for (let index = 0; index < extraAccountCount; index += 1) {
    const profile = profiles[index % profiles.length] as ExtraProfile;
    const isFemale = random.chance(0.5);
    const firstName = random.pick(isFemale ? femaleFirstNames : maleFirstNames);
    const lastName = random.pick(lastNames);
    const place = random.pick(cities);
    const locations = random.sample(
      Array.from({ length: providerLocationCount - 9 }, (_, offset) => offset + 10),
      profile.associationStatuses.length,
    );
    const associations: DemoAssociation[] = profile.associationStatuses.map((associationStatus, position) => ({
      locationId: locations[position] as number,
      associationStatus,
      isAutoApproved: profile.isAutoApproved && associationStatus !== 'requested',
      favorite: associationStatus === 'active' && random.chance(0.3),
    }));
    const providerLastName = random.pick(lastNames);
    result.push({
      account: {
        loginId: 1101 + index,
        email: `${firstName}.${lastName}${index + 1}@${demoEmailDomain}`.toLowerCase(),
        firstName,
        lastName,
        title: random.pick(['Office Manager', 'Billing Specialist', 'Referral Coordinator', 'Medical Assistant', 'RN Case Manager']),
        phone: formatPhone(place.areaCode, random),
        phoneExt: random.chance(0.3) ? String(random.int(100, 9999)) : null,
        mobile: random.chance(0.7) ? formatPhone(place.areaCode, random) : null,
        isEmployee: false,
        roles: [roles.provider],
        accountStatus: profile.accountStatus,
        providerFirstName: random.pick(random.chance(0.5) ? femaleFirstNames : maleFirstNames),
        providerLastName,
        facility: `${providerLastName} ${random.pick(['Family Practice', 'Orthopedics', 'Medical Group', 'Pediatrics', 'Clinic'])}`,
        taxId: formatTaxId(random.int(100_000_000, 999_999_999)),
        npi: npiFromDigits(`1${String(random.int(0, 99_999_999)).padStart(8, '0')}`),
        facilityPhone: formatPhone(place.areaCode, random),
        address1: `${random.int(100, 9899)} ${random.pick(streetNames)}`,
        city: place.city,
        state: place.state,
        zipCode: place.zipCode,
        note: profile.accountStatus === accountStatuses.memberDisabled ? 'Disabled at the practice’s request.' : null,
      },
      associations,
    });
  }
  return result;
}
