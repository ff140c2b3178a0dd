import { z } from 'zod';
import { clientSystemMessages } from './client-system-messages.js';

const text = clientSystemMessages.errors;

/** The FHIR API's own paths (outside /api): written by standards, named once here. */
export const fhirPaths = {
  base: '/fhir',
  token: '/fhir/auth/token',
  /** OAuth's authorization endpoint, named because SMART's oauth-uris requires it: it grants nothing (client credentials only). */
  authorize: '/fhir/auth/authorize',
  smartConfiguration: '/fhir/.well-known/smart-configuration',
  /** A Bulk Data export's status URL (the kick-off's Content-Location): /fhir/bulk-status/{exportId}. */
  bulkStatus: '/fhir/bulk-status',
  /** An export's NDJSON files: /fhir/bulk-files/{exportId}/{Type}-{part}.ndjson. */
  bulkFiles: '/fhir/bulk-files',
} as const;

/**
 * The scopes a client system may be allowed, as SMART v2 names them (system/<Resource>.<c|r|u|d|s>). A request
 * for SMART v1 names (system/Claim.write, system/*.read, system/*.*) or v2 wildcards (.crud, *) is mapped onto
 * these (`scopesCoveredBy`).
 */
export const clientSystemScopes = [
  'system/Claim.c',
  'system/Claim.r',
  'system/ClaimResponse.r',
  'system/Subscription.c',
  'system/Subscription.r',
  'system/Subscription.u',
  'system/Subscription.d',
  // The Provider Access API (PDex, Bulk Data): $provider-member-match and the Group it answers, then the export of
  // the Group's members, each type its own read scope so a client is granted only the types it exports.
  'system/Group.c',
  'system/Group.r',
  'system/Patient.r',
  'system/Coverage.r',
  'system/ExplanationOfBenefit.r',
  'system/Organization.r',
  'system/Practitioner.r',
  'system/Provenance.r',
] as const;
export type ClientSystemScope = (typeof clientSystemScopes)[number];

export const clientSystemLimits = {
  nameMaxLength: 200,
  organizationIdentifierMaxLength: 100,
  maxNpis: 1000,
  maxUrls: 20,
  urlMaxLength: 500,
  maxKeys: 10,
  /** An access token lives 5 minutes (SMART Backend Services recommends at most 5). */
  accessTokenSeconds: 300,
  /** A client assertion's exp may be at most this far ahead. */
  assertionMaxSeconds: 300,
  /**
   * Subscriptions of one client system that are on (requested or active) at once: an EHR needs one per endpoint; each
   * new one costs a handshake call, so more would let a client make the portal call out at will.
   */
  maxActiveSubscriptions: 10,
} as const;

/**
 * The ids (Patient and Coverage identifiers, subscriber ids) a FHIR request (PAS, CRD) may name its patient by: a
 * patient has a few; a list of guesses tried against one date of birth would find members by their ids (enumeration).
 */
export const fhirMemberIdentifiersMax = 10;

/** The signing algorithms accepted for client assertions (SMART requires RS384 and ES384). */
export const clientAssertionAlgorithms = ['RS384', 'ES384', 'RS256', 'ES256'] as const;
export const clientAssertionType = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';

/** JWK members that only a private or symmetric key has: a registered key set holds public keys only. */
export const privateJwkMembers = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k', 'oth'] as const;

const v1Permissions: Record<string, string> = { read: 'rs', write: 'cud', '*': 'cruds' };
const scopePattern = /^system\/([A-Za-z]+|\*)\.([a-z*]+)(\?.*)?$/;

/** A scope's resource and permission letters (c r u d s), SMART v1 names mapped onto v2; null when it is not one. */
export function parseScope(scope: string): { resource: string; permissions: string } | null {
  const match = scopePattern.exec(scope);
  if (!match) return null;
  const [, resource = '', permissions = ''] = match;
  const mapped = v1Permissions[permissions] ?? permissions;
  if (!/^c?r?u?d?s?$/.test(mapped) || mapped === '') return null;
  return { resource, permissions: mapped };
}

/** Whether a held scope grants a required one: same resource (or *), every required permission held. */
export function scopeGrants(held: string, required: string): boolean {
  const have = parseScope(held);
  const want = parseScope(required);
  if (!have || !want) return false;
  if (have.resource !== '*' && have.resource !== want.resource) return false;
  return [...want.permissions].every((permission) => have.permissions.includes(permission));
}

/** The API's scopes a requested scope stands for (v1 names and wildcards expanded). */
export const scopesCoveredBy = (requested: string): ClientSystemScope[] => clientSystemScopes.filter((scope) => scopeGrants(requested, scope));

/** A list typed as text: one item a line or separated by commas (or spaces), trimmed, without repeats. */
export function splitList(value: string): string[] {
  return [
    ...new Set(
      value
        .split(/[\s,]+/)
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ];
}

// URL is a global of browsers and Node alike; the contracts compile with neither's type library.
declare const URL: new (input: string) => { protocol: string; username: string; password: string; hash: string };

/** An absolute http(s) URL without credentials or fragment. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === '' && url.hash === '';
  } catch {
    return false;
  }
}

const NpiListSchema = z
  .array(z.string().trim().regex(/^\d+$/, text.npisRequired))
  .min(1, text.npisRequired)
  .max(clientSystemLimits.maxNpis, text.tooMany(clientSystemLimits.maxNpis))
  .superRefine((npis, context) => {
    for (const npi of npis) if (!/^\d{10}$/.test(npi)) context.addIssue({ code: 'custom', message: text.npiShape(npi) });
  });

const UrlListSchema = z
  .array(z.string().trim().max(clientSystemLimits.urlMaxLength, text.tooLong(clientSystemLimits.urlMaxLength)))
  .max(clientSystemLimits.maxUrls, text.tooMany(clientSystemLimits.maxUrls))
  .superRefine((urls, context) => {
    for (const url of urls) if (!isHttpUrl(url)) context.addIssue({ code: 'custom', message: text.url(url) });
  });

/** A registered key set: RSA or EC signing keys, each with a kid, none with private parts. */
export const JwksSchema = z
  .object(
    {
      keys: z
        .array(z.record(z.string(), z.unknown()), text.jwksShape)
        .min(1, text.jwksShape)
        .max(clientSystemLimits.maxKeys, text.tooMany(clientSystemLimits.maxKeys)),
    },
    text.jwksShape,
  )
  .superRefine((jwks, context) => {
    const kids = new Set<string>();
    jwks.keys.forEach((key, index) => {
      const issue = (message: string) => context.addIssue({ code: 'custom', message });
      if (typeof key.kty !== 'string' || key.kty === '') return issue(text.jwkKty(index));
      if (privateJwkMembers.some((member) => member in key)) return issue(text.jwkPrivate(index));
      if (key.kty !== 'RSA' && key.kty !== 'EC') return issue(text.jwkKtyUnsupported(index));
      if (typeof key.kid !== 'string' || key.kid.trim() === '') return issue(text.jwkKid(index));
      if (key.use !== undefined && key.use !== 'sig') return issue(text.jwkUse(index));
      if (kids.has(key.kid)) return issue(text.jwkKidRepeated(key.kid));
      kids.add(key.kid);
      return undefined;
    });
  });
export type Jwks = z.infer<typeof JwksSchema>;

/** A key set pasted as text: its JSON, then the key-set rules. */
export const JwksTextSchema = z
  .string()
  .transform((value, context) => {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: text.jwksJson });
      return z.NEVER;
    }
  })
  .pipe(JwksSchema);

export const SaveClientSystemRequestSchema = z.object({
  name: z.string().trim().min(1, text.required).max(clientSystemLimits.nameMaxLength, text.tooLong(clientSystemLimits.nameMaxLength)),
  organizationIdentifier: z
    .string()
    .trim()
    .min(1, text.required)
    .max(clientSystemLimits.organizationIdentifierMaxLength, text.tooLong(clientSystemLimits.organizationIdentifierMaxLength)),
  npis: NpiListSchema,
  jwks: JwksSchema,
  scopes: z.array(z.enum(clientSystemScopes, { error: (issue) => text.scopeUnknown(String(issue.input)) })).min(1, text.scopesRequired),
  endpointUrls: UrlListSchema,
  fhirServerUrls: UrlListSchema,
});
export type SaveClientSystemRequest = z.infer<typeof SaveClientSystemRequestSchema>;

/** The registration form: lists typed as text, the key set pasted as JSON; the same rules as the request. */
export const ClientSystemFormSchema = z.object({
  name: SaveClientSystemRequestSchema.shape.name,
  organizationIdentifier: SaveClientSystemRequestSchema.shape.organizationIdentifier,
  npis: z.string().transform(splitList).pipe(NpiListSchema),
  jwks: JwksTextSchema,
  scopes: SaveClientSystemRequestSchema.shape.scopes,
  endpointUrls: z.string().transform(splitList).pipe(UrlListSchema),
  fhirServerUrls: z.string().transform(splitList).pipe(UrlListSchema),
});
export type ClientSystemFormValues = z.input<typeof ClientSystemFormSchema>;

export const ClientSystemParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const clientSystemStatuses = ['active', 'revoked'] as const;

export const ClientSystemSchema = z.object({
  id: z.number().int(),
  clientId: z.string(),
  name: z.string(),
  organizationIdentifier: z.string(),
  npis: z.array(z.string()),
  jwks: z.object({ keys: z.array(z.record(z.string(), z.unknown())) }),
  scopes: z.array(z.string()),
  endpointUrls: z.array(z.string()),
  fhirServerUrls: z.array(z.string()),
  status: z.enum(clientSystemStatuses),
  createdAt: z.string(),
  updatedAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type ClientSystem = z.infer<typeof ClientSystemSchema>;

export const ClientSystemsResponseSchema = z.object({ clientSystems: z.array(ClientSystemSchema) });
export type ClientSystemsResponse = z.infer<typeof ClientSystemsResponseSchema>;

/** The form's values of a registered system (editing it). */
export function clientSystemFormValues(system?: ClientSystem): ClientSystemFormValues {
  return {
    name: system?.name ?? '',
    organizationIdentifier: system?.organizationIdentifier ?? '',
    npis: system?.npis.join('\n') ?? '',
    jwks: system ? JSON.stringify(system.jwks, null, 2) : '',
    scopes: (system?.scopes ?? []) as ClientSystemScope[],
    endpointUrls: system?.endpointUrls.join('\n') ?? '',
    fhirServerUrls: system?.fhirServerUrls.join('\n') ?? '',
  };
}

/** The token endpoint's answer (SMART Backend Services). */
export const ClientAccessTokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  scope: z.string(),
});
export type ClientAccessTokenResponse = z.infer<typeof ClientAccessTokenResponseSchema>;
