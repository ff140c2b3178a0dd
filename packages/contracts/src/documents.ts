import { z } from 'zod';
import { MemberQhidSchema } from './member-search.js';

/** Clinical documents (spec 2 §2.7, §5; spec 3 §5, §9): at most 10 files an upload, 50 MB each, the types spec 3 §5 lists. */
export const clinicalUploadLimits = {
  maxFiles: 10,
  maxMegabytes: 50,
  maxBytes: 50 * 1024 * 1024,
  extensions: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'txt', 'jpg', 'jpeg', 'tif', 'tiff'],
} as const;

/**
 * Files uploaded but not saved yet, per account (the wizard's staged files and Manage Authorizations' uploads before
 * their save): at most this many, and this many bytes as declared when the upload location was asked for (a file
 * declared without a size counts as the 50 MB maximum). Those never saved are deleted after retentionHours, longer
 * than any session (12 hours), so no file a user is still working with goes away.
 */
export const pendingUploadLimits = {
  maxFiles: 100,
  maxBytes: 2 * 1024 * 1024 * 1024,
  retentionHours: 24,
} as const;

/** The content type of each allowed extension: what a file is stored and served as, and what file dialogs offer. */
export const clinicalFileTypes: Readonly<Record<(typeof clinicalUploadLimits.extensions)[number], string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  txt: 'text/plain',
};

/** Spec 2 §3: document status and direction enums. */
export const documentStatuses = { pending: 0, available: 1, deleted: 2 } as const;
export const documentDirections = { inbound: 0, outbound: 1 } as const;

/** The lower-cased extension of a file name, without the dot; '' when it has none. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function isAllowedClinicalFile(fileName: string): boolean {
  return (clinicalUploadLimits.extensions as readonly string[]).includes(fileExtension(fileName));
}

const clinicalPrefix = 'Online Referral-Clinical ';

/**
 * The stored name of an uploaded clinical (spec 3 §9): "Online Referral-Clinical :number:_{trackingKey}_:date:.:ext:"
 * with the date as yyyy_MM_DD; Manage Authorizations uses the authorization number as the tracking key.
 */
export function clinicalFileName(number: number, trackingKey: string, dateIso: string, extension: string): string {
  return `${clinicalPrefix}${number}_${trackingKey}_${dateIso.slice(0, 10).replaceAll('-', '_')}.${extension}`;
}

/** The number of a clinical file name of this tracking key ("Online Referral-Clinical 3_{key}_…" → 3), or undefined. */
export function clinicalFileNumber(name: string, trackingKey: string): number | undefined {
  if (!name.startsWith(clinicalPrefix)) return undefined;
  const [number, key] = name.slice(clinicalPrefix.length).split('_');
  return key === trackingKey && /^[1-9]\d{0,5}$/.test(number ?? '') ? Number(number) : undefined;
}

/** The lowest number from 1 that no existing clinical name of this tracking key uses (numbers are reused). */
export function lowestFreeClinicalNumber(existingNames: readonly string[], trackingKey: string): number {
  return lowestFreeFileNumber(existingNames.flatMap((name) => clinicalFileNumber(name, trackingKey) ?? []));
}

/** The lowest number from 1 that is not among these: numbers of removed files are reused (spec 3 §9). */
export function lowestFreeFileNumber(numbers: readonly number[]): number {
  const used = new Set(numbers);
  let candidate = 1;
  while (used.has(candidate)) candidate += 1;
  return candidate;
}

const FileNameSchema = z
  .string()
  .trim()
  .min(1, 'A file name is required.')
  .max(255, 'A file name has at most 255 characters.')
  .refine(
    (name) => !/[\\/]/.test(name) && [...name].every((character) => character.charCodeAt(0) >= 32),
    'A file name cannot contain slashes or control characters.',
  );
const AuthorizationNumberSchema = z.string().regex(/^[A-Za-z0-9-]{1,30}$/, 'An authorization number has 1 to 30 letters, digits or dashes.');
/**
 * Storage keys the server made: 'clinicals/{authorization id}/{uuid}', or, for a file uploaded in the wizard before
 * its authorization exists, 'clinicals/staged/{account id}/{qhid}/{uuid}'.
 */
export const DocumentKeySchema = z.string().regex(/^clinicals\/(\d{1,10}|staged\/\d{1,10}\/\d{1,10})\/[0-9a-f-]{36}$/, 'The document key is not valid.');
export const stagedDocumentKeyPrefix = (accountId: number, qhid: number) => `clinicals/staged/${accountId}/${qhid}/`;

/**
 * POST auth/clinicals/: where to PUT one file's bytes. `fileSize` lets the server refuse a file that is too large at
 * once. Without an authorizationId the file is staged for a request not yet submitted (spec 3 Clinicals step).
 */
export const UploadLocationRequestSchema = z.object({
  qhid: MemberQhidSchema,
  groupId: z.string().max(20),
  fileName: FileNameSchema,
  authorizationId: AuthorizationNumberSchema.optional(),
  fileSize: z.number().int().min(0).optional(),
});
export type UploadLocationRequest = z.input<typeof UploadLocationRequestSchema>;
export const UploadLocationResponseSchema = z.object({
  documentKey: DocumentKeySchema,
  documentPutUrl: z.string(),
  documentPutHeaders: z.record(z.string(), z.string()),
});
export type UploadLocationResponse = z.infer<typeof UploadLocationResponseSchema>;

/**
 * POST auth/clinicals/save (spec 2 §3 Clinical upload payload): the uploaded files become the authorization's
 * documents. The wizard may name a linked or baby authorization by its number alone (its save response has no id).
 */
export const SaveClinicalsRequestSchema = z.object({
  qhid: MemberQhidSchema,
  authId: z.number().int().positive().optional(),
  clinicals: z
    .array(z.object({ documentKey: DocumentKeySchema, fileName: FileNameSchema }))
    .min(1, 'Choose at least one file.')
    .max(clinicalUploadLimits.maxFiles, `Choose at most ${clinicalUploadLimits.maxFiles} files at a time.`),
  authorizationId: AuthorizationNumberSchema,
  owner: z.string().max(50).default(''),
});
export type SaveClinicalsRequest = z.input<typeof SaveClinicalsRequestSchema>;

/** A document of an authorization (spec 2 §3); addTimestamp is an ISO date-time. */
export const DocumentSchema = z.object({ filename: z.string(), addTimestamp: z.string(), qhid: z.number().int(), documentKey: z.string() });
export type Document = z.infer<typeof DocumentSchema>;
export const DocumentsResponseSchema = z.array(DocumentSchema);
export const SaveClinicalsResponseSchema = z.object({ documents: z.array(DocumentSchema) });
export const DocumentUrlResponseSchema = z.object({ documentGetUrl: z.string() });

export const DocumentsParamsSchema = z.object({ qhid: MemberQhidSchema, authId: z.coerce.number().int().positive().max(2_147_483_647) });
/** The key travels in the path with its slashes encoded. */
export const DocumentParamsSchema = z.object({ qhid: MemberQhidSchema, documentKey: DocumentKeySchema });

/** A view link's token (GET auth/clinicals/file/{token}): 32 random bytes, base64url. The link is its own credential. */
export const DocumentFileParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'The link is not valid.') });
