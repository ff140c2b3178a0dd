import type { providerLocations } from '../db/schema.js';
import { npiFromDigits } from '../payer/npi.js';
import {
  cities,
  facilityKinds,
  facilityPrefixes,
  femaleFirstNames,
  lastNames,
  maleFirstNames,
  middleInitials,
  providerCredentials,
  streetNames,
} from './demo-names.js';
import type { Random } from './random.js';

export type ProviderLocationRow = typeof providerLocations.$inferInsert;

/**
 * Locations 1 to 300 are the ones demo accounts, claims and authorizations point at; they never change. The
 * directory behind the Add Providers search continues with generated locations up to `providerDirectorySize`.
 */
export const providerLocationCount = 300;
export const providerDirectorySize = 20_000;

/** Every third location is a facility, so small id ranges hold both kinds. */
export const isFacilityLocation = (locationId: number) => locationId % 3 === 0;

const pad = (value: number, length: number) => String(value).padStart(length, '0');

export function formatPhone(areaCode: string, random: Random): string {
  // Exchanges 555-01xx are reserved for fiction; other exchanges look real, so avoid 555 altogether.
  let exchange = random.int(201, 989);
  if (exchange === 555) exchange = 556;
  return `${areaCode}-${exchange}-${pad(random.int(0, 9999), 4)}`;
}

export function formatTaxId(value: number): string {
  const digits = pad(value % 1_000_000_000, 9);
  return `${digits.slice(0, 2)}-${digits.slice(2)}`;
}

/** Nine distinct identifying digits per location: a bijection of the id, so NPIs never collide. */
function npiFor(locationId: number, isFacility: boolean): string {
  const body = pad((locationId * 7_654_321 + 1_357_911) % 100_000_000, 8);
  return npiFromDigits(`${isFacility ? 2 : 1}${body}`);
}

/** Every location of the directory: the fixed first 300, then the rest from an independent random stream. */
export function buildProviderLocations(random: Random): ProviderLocationRow[] {
  const rows = buildCoreLocations(random);
  const directory = random.fork('directory');
  for (let locationId = providerLocationCount + 1; locationId <= providerDirectorySize; locationId += 1) {
    rows.push(buildDirectoryLocation(locationId, directory));
  }
  return rows;
}

/** A location of the wider directory: more name combinations, so that a name search finds a realistic few. */
function buildDirectoryLocation(locationId: number, random: Random): ProviderLocationRow {
  const isFacility = isFacilityLocation(locationId);
  const place = random.pick(cities);
  const firstName = random.chance(0.5) ? random.pick(femaleFirstNames) : random.pick(maleFirstNames);
  const middleInitial = middleInitials[random.int(0, middleInitials.length - 1)] as string;
  const facilityName = `${random.pick(facilityPrefixes)} ${random.pick(facilityKinds)}`;
  return {
    locationId,
    npi: npiFor(locationId, isFacility),
    fullName: isFacility
      ? random.chance(0.5)
        ? `${facilityName} of ${place.city}`
        : facilityName
      : `${firstName} ${middleInitial}. ${random.pick(lastNames)}, ${random.pick(providerCredentials)}`,
    taxId: formatTaxId(random.int(100_000_000, 999_999_999)),
    address1: `${random.int(100, 9899)} ${random.pick(streetNames)}`,
    address2: random.chance(0.4) ? `Suite ${random.int(1, 6)}${pad(random.int(0, 99), 2)}` : null,
    city: place.city,
    state: place.state,
    zipCode: place.zipCode,
    phone: formatPhone(place.areaCode, random),
    isFacility,
  };
}

function buildCoreLocations(random: Random): ProviderLocationRow[] {
  const facilityNames = random.sample(
    facilityPrefixes.flatMap((prefix) => facilityKinds.map((kind) => `${prefix} ${kind}`)),
    providerLocationCount,
  );
  const rows: ProviderLocationRow[] = [];
  let facilityIndex = 0;
  // Individual providers share their practice's tax id, a few providers per practice.
  let practiceTaxId = formatTaxId(random.int(100_000_000, 999_999_999));
  for (let locationId = 1; locationId <= providerLocationCount; locationId += 1) {
    const isFacility = isFacilityLocation(locationId);
    const place = random.pick(cities);
    if (!isFacility && random.chance(0.35)) practiceTaxId = formatTaxId(random.int(100_000_000, 999_999_999));
    const firstName = random.chance(0.5) ? random.pick(femaleFirstNames) : random.pick(maleFirstNames);
    rows.push({
      locationId,
      npi: npiFor(locationId, isFacility),
      fullName: isFacility
        ? (facilityNames[facilityIndex++ % facilityNames.length] as string)
        : `${firstName} ${random.pick(lastNames)}, ${random.pick(providerCredentials)}`,
      taxId: isFacility ? formatTaxId(random.int(100_000_000, 999_999_999)) : practiceTaxId,
      address1: `${random.int(100, 9899)} ${random.pick(streetNames)}`,
      address2: random.chance(0.4) ? `Suite ${random.int(1, 6)}${pad(random.int(0, 99), 2)}` : null,
      city: place.city,
      state: place.state,
      zipCode: place.zipCode,
      phone: formatPhone(place.areaCode, random),
      isFacility,
    });
  }
  return rows;
}
