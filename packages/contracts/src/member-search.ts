import { z } from 'zod';
import { ActionNameSchema } from './common.js';
import { isoToUsDate, usDateFormat, usDateToIso } from './dates.js';
import { memberAreaMessages } from './member-area-messages.js';

const text = memberAreaMessages.memberSearch;

/** The areas that search a patient (spec 2 §5); each has its own member id limit and dob wording. */
export const memberSearchAreas = ['benefits', 'claims', 'authorizations', 'submit'] as const;
export type MemberSearchArea = (typeof memberSearchAreas)[number];

/** Limits of the member search form (spec 2 §5, §9). */
export const memberSearchLimits = {
  earliestDob: '01/01/1900',
  nameMaxLength: 50,
  middleInitialMaxLength: 1,
  /** 100 in the benefits lookup, 50 in manage authorizations (spec); claims and submit follow the stricter 50. */
  memberIdMaxLength: { benefits: 100, claims: 50, authorizations: 50, submit: 50 } satisfies Record<MemberSearchArea, number>,
} as const;

const earliestDobIso = usDateToIso(memberSearchLimits.earliestDob) as string;

/** The `action` each area sends with member/search/ (stored with the audit entry of the read). */
export const memberSearchActions = {
  benefits: 'BenefitsLookup',
  claims: 'ViewClaims',
  authorizations: 'ViewAuthorizations',
  submit: 'SubmitAuthorization',
} as const satisfies Record<MemberSearchArea, string>;

/**
 * The date-of-birth rule of spec 2 §5: required, MM/DD/YYYY with a real date, between 01/01/1900 and today.
 * Returns the message to show, or null when valid.
 */
export function dobError(value: string, todayIsoDate: string, area: MemberSearchArea): string | null {
  if (value.trim() === '') return text.required;
  const iso = usDateToIso(value);
  if (!iso) return text.dobFormat;
  if (iso < earliestDobIso || iso > todayIsoDate) {
    const today = isoToUsDate(todayIsoDate);
    return area === 'benefits' ? text.dobRangeBenefits(memberSearchLimits.earliestDob, today) : text.dobRange(memberSearchLimits.earliestDob, today);
  }
  return null;
}

const optionalName = (max: number) => z.string().trim().max(max, text.tooLong(max)).default('');

/**
 * POST member/search/ (spec 2 §3, §7). `dob` is MM/DD/YYYY as typed; the server checks it against its own today.
 * Member ids are matched case-insensitively; names, when given, must match the member's (case-insensitive).
 */
export const MemberSearchRequestSchema = z.object({
  action: ActionNameSchema,
  firstname: optionalName(memberSearchLimits.nameMaxLength),
  middlename: optionalName(memberSearchLimits.middleInitialMaxLength),
  lastname: optionalName(memberSearchLimits.nameMaxLength),
  dob: z.string().trim().min(1, text.required).max(usDateFormat.length, text.dobFormat),
  memberid: z
    .string()
    .trim()
    .min(1, text.required)
    .max(memberSearchLimits.memberIdMaxLength.benefits, text.tooLong(memberSearchLimits.memberIdMaxLength.benefits)),
});
export type MemberSearchRequest = z.input<typeof MemberSearchRequestSchema>;

/**
 * qhid > 0: the member; 0: no member with that id and date of birth; negative: candidates exist but the names
 * given do not single one out (spec 2 §8 'Could not match patient…').
 */
export const MemberSearchResponseSchema = z.object({
  qhid: z.number().int(),
  firstName: z.string(),
  middleInitial: z.string(),
  lastName: z.string(),
});
export type MemberSearchResponse = z.infer<typeof MemberSearchResponseSchema>;

/** The result message of a search answer, or null when a member was found. */
export function memberSearchOutcomeMessage(qhid: number): string | null {
  if (qhid > 0) return null;
  return qhid === 0 ? text.noPatientFound : text.notMatched;
}

/** Member qhid in paths: a positive integer. */
export const MemberQhidSchema = z.coerce.number().int().positive().max(2_147_483_647);

/** GET member/{id}/ (spec 2 §3 Member record); dates are YYYY-MM-DD. */
export const MemberRecordSchema = z.object({
  qhid: z.number().int(),
  groupId: z.string(),
  dob: z.string(),
  sex: z.enum(['F', 'M']),
  firstName: z.string(),
  middleInitial: z.string(),
  lastName: z.string(),
  memberId: z.string(),
});
export type MemberRecord = z.infer<typeof MemberRecordSchema>;

/** GET network/GetMemberNetworks/{qhid}/ (spec 2 §3 Member network). */
export const MemberNetworkSchema = z.object({
  networkId: z.number().int(),
  networkName: z.string(),
  type: z.enum(['P', 'W']),
  networkUrl: z.string(),
  memberNetworkUrl: z.string(),
  /** True when the link leaves the portal (opens in a new tab). */
  linkOut: z.boolean(),
});
export type MemberNetwork = z.infer<typeof MemberNetworkSchema>;
export const MemberNetworksResponseSchema = z.object({ networkList: z.array(MemberNetworkSchema) });
export type MemberNetworksResponse = z.infer<typeof MemberNetworksResponseSchema>;

/** Tracking of network link clicks: /tracking/withnetwork/{Network…}/{qhid}/{networkId}/{networkName}/. */
export const networkLinkTrackingActions = { P: 'NetworkProvider', W: 'NetworkFacility' } as const;

/** GET group/{id}/groupwidemessage (spec 2 §3 Group message box); groupMessage is HTML or ''. */
export const GroupParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,20}$/, 'A group id has 1 to 20 letters, digits or dashes.') });
export const GroupMessageSchema = z.object({ groupMessage: z.string(), groupId: z.string() });
export type GroupMessage = z.infer<typeof GroupMessageSchema>;
export const GroupTollFreeNumberSchema = z.object({ groupId: z.string(), phoneNumber: z.string() });
export const GroupIsSecureSchema = z.boolean();
