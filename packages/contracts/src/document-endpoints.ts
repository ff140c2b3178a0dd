import { OkResponseSchema } from './common.js';
import {
  DocumentFileParamsSchema,
  DocumentParamsSchema,
  DocumentsParamsSchema,
  DocumentsResponseSchema,
  DocumentUrlResponseSchema,
  SaveClinicalsRequestSchema,
  SaveClinicalsResponseSchema,
  UploadLocationRequestSchema,
  UploadLocationResponseSchema,
} from './documents.js';
import { access, endpoint } from './endpoint.js';

const tag = 'documents';
/**
 * Clinicals: Manage Authorizations' Submit Clinicals tab, open to an employee impersonating the account (spec 2 §4),
 * and the wizard's Clinicals step, which uses the same calls.
 */
const providerOrImpersonating = access.provider({ impersonation: true });

/** Clinical documents of authorizations (spec 2 §2.7, §7; spec 3 §7); the bytes go to and come from the BlobStore's URLs. */
export const documentEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/auth/getDocumentsMetaData/:qhid/:authId',
    access: providerOrImpersonating,
    params: DocumentsParamsSchema,
    response: DocumentsResponseSchema,
    tag,
  }),
  viewLink: endpoint({
    method: 'GET',
    path: '/auth/clinicals/:qhid/:documentKey',
    access: providerOrImpersonating,
    params: DocumentParamsSchema,
    response: DocumentUrlResponseSchema,
    tag,
    summary: 'A link to the document (documentGetUrl), valid for one minute.',
  }),
  /** No session: the link is the credential (a tab opened on it sends no bearer token); each download is audited. */
  file: endpoint({
    method: 'GET',
    path: '/auth/clinicals/file/:token',
    access: access.public,
    params: DocumentFileParamsSchema,
    response: 'file',
    tag,
    summary: 'The document itself, for whoever holds its view link (one minute).',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/auth/clinicals/:qhid/:documentKey',
    access: providerOrImpersonating,
    params: DocumentParamsSchema,
    response: OkResponseSchema,
    tag,
  }),
  uploadLocation: endpoint({
    method: 'POST',
    path: '/auth/clinicals/',
    access: providerOrImpersonating,
    body: UploadLocationRequestSchema,
    response: UploadLocationResponseSchema,
    tag,
    summary: 'Where to PUT one file’s bytes (documentPutUrl, with documentPutHeaders).',
  }),
  save: endpoint({
    method: 'POST',
    path: '/auth/clinicals/save',
    access: providerOrImpersonating,
    body: SaveClinicalsRequestSchema,
    response: SaveClinicalsResponseSchema,
    tag,
    summary: 'The uploaded files become the authorization’s documents.',
  }),
  /**
   * The embedded BlobStore's upload URL (served only when the store is the local one; with S3 the bytes go to the
   * bucket). Public: the signature in its query (expires, type, size, signature) is the grant, checked by the route,
   * and one PUT is taken per URL. The body is the raw file, never parsed. No client builds this path: it PUTs to the
   * documentPutUrl an upload location answered.
   */
  embeddedStoreUpload: endpoint({
    method: 'PUT',
    path: '/blobs/*',
    access: access.public,
    response: OkResponseSchema,
    tag,
    summary: 'The file bytes of one upload, to the signed URL an upload location answered (embedded store only).',
  }),
} as const;
