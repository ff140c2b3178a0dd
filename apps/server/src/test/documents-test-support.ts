import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  documentEndpoints,
  DocumentsResponseSchema,
  DocumentUrlResponseSchema,
  endpointPath,
  type UploadLocationResponse,
  UploadLocationResponseSchema,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { authorizationDocuments } from '../db/schema.js';
import { authorizationCallsOf } from './authorization-test-support.js';
import { auditReaderOf, createMemberAreaApp, type MemberAreaCallers } from './member-test-support.js';
import { tokenOf } from './test-app.js';

export const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

export interface Target {
  id: number;
  authorizationNumber: string;
}

/** An answer of a URL the API handed out: ours through app.inject, another host's (S3) through fetch. */
export interface RawAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * The clinicals tests' calls on an app of the seeded data as provider@example.com: Maria Lopez (M100000001) and her
 * first authorization, upload locations (for an authorization, or staged for the wizard), the PUT of the bytes to
 * the location, the save, the view link and what it answers.
 */
export async function createDocumentsTestContext(env: Record<string, string> = {}) {
  const callers: MemberAreaCallers = await createMemberAreaApp(env);
  const calls = authorizationCallsOf(callers.testApp);
  const audit = auditReaderOf(callers.testApp);
  const maria = await calls.qhidOf('M100000001');
  const [first] = await calls.authorizationsOf(maria);
  const authorization: Target = { id: first?.id as number, authorizationNumber: first?.authorizationNumber as string };
  let token = callers.provider;

  /** A URL handed out by the API: a path on this app (embedded store) or another server's URL (S3). */
  async function send(method: 'PUT' | 'GET', url: string, body?: Buffer, headers: Record<string, string> = {}): Promise<RawAnswer> {
    if (/^https?:\/\//.test(url)) {
      const response = await fetch(url, { method, headers, ...(body ? { body: new Uint8Array(body) } : {}) });
      return { statusCode: response.status, headers: Object.fromEntries(response.headers), body: Buffer.from(await response.arrayBuffer()) };
    }
    const response = await callers.testApp.app.inject({ method, url, headers, ...(body ? { payload: body } : {}) });
    return { statusCode: response.statusCode, headers: response.headers as RawAnswer['headers'], body: response.rawPayload };
  }

  const context = {
    callers,
    calls,
    audit,
    maria,
    authorization,
    send,
    /** Signs in again (after the test clock moved past the session's lifetime). */
    async signInAgain() {
      token = await tokenOf(callers.testApp.app, 'provider@example.com');
    },
    get token() {
      return token;
    },

    requestLocation(fileName: string, options: { fileSize?: number; target?: Target | 'staged'; qhid?: number; as?: string } = {}) {
      const target = options.target ?? authorization;
      return calls.call('POST', endpointPath(documentEndpoints.uploadLocation), options.as ?? token, {
        qhid: options.qhid ?? maria,
        groupId: '',
        fileName,
        ...(target === 'staged' ? {} : { authorizationId: target.authorizationNumber }),
        ...(options.fileSize === undefined ? {} : { fileSize: options.fileSize }),
      });
    },

    async location(fileName: string, options: { fileSize?: number; target?: Target | 'staged'; qhid?: number } = {}): Promise<UploadLocationResponse> {
      const response = await context.requestLocation(fileName, options);
      expect(response.statusCode, response.body).toBe(200);
      return UploadLocationResponseSchema.parse(response.json());
    },

    put(location: UploadLocationResponse, bytes: Buffer, headers: Record<string, string> = location.documentPutHeaders) {
      return send('PUT', location.documentPutUrl, bytes, headers);
    },

    /** Asks where to put the file, PUTs the bytes there, and answers the location. */
    async uploaded(fileName: string, bytes: Buffer, options: { target?: Target | 'staged'; qhid?: number } = {}): Promise<UploadLocationResponse> {
      const location = await context.location(fileName, { ...options, fileSize: bytes.length });
      const put = await context.put(location, bytes);
      expect(put.statusCode, put.body.toString()).toBe(200);
      return location;
    },

    save(clinicals: { documentKey: string; fileName: string }[], target: Target = authorization, qhid = maria) {
      return calls.call('POST', endpointPath(documentEndpoints.save), token, {
        qhid,
        authId: target.id,
        authorizationId: target.authorizationNumber,
        clinicals,
      });
    },

    async documents(target: Target = authorization) {
      const response = await calls.call('GET', endpointPath(documentEndpoints.list, { qhid: maria, authId: target.id }), token);
      expect(response.statusCode, response.body).toBe(200);
      return DocumentsResponseSchema.parse(response.json());
    },

    /** The view link of a saved document. */
    async viewUrl(documentKey: string, as = token): Promise<string> {
      const response = await calls.call('GET', endpointPath(documentEndpoints.viewLink, { qhid: maria, documentKey }), as);
      expect(response.statusCode, response.body).toBe(200);
      return DocumentUrlResponseSchema.parse(response.json()).documentGetUrl;
    },

    /** Where a saved document's bytes are in the BlobStore. */
    async blobKeyOf(documentKey: string): Promise<string> {
      const [row] = await callers.testApp.database.db
        .select({ blobKey: authorizationDocuments.blobKey })
        .from(authorizationDocuments)
        .where(eq(authorizationDocuments.documentKey, documentKey));
      if (!row) throw new Error(`${documentKey} is not saved`);
      return row.blobKey;
    },

    /** Every file under the embedded store's folder, as paths relative to it. */
    async storedFiles(): Promise<string[]> {
      const store = callers.testApp.config.blobStore;
      if (store.kind !== 'local') throw new Error('Only the embedded store keeps files on this disk.');
      const entries = await readdir(store.directory, { recursive: true, withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
        .map((entry) => join(entry.parentPath, entry.name).slice(store.directory.length + 1));
    },
  };
  return context;
}

export type DocumentsTestContext = Awaited<ReturnType<typeof createDocumentsTestContext>>;
