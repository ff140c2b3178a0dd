import { createHash } from 'node:crypto';
import { type Brand, type SaveBrandRequest, type UploadBrandLogoRequest, apiPrefix, brandEndpoints } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import { NotFoundError, ValidationError } from '../errors.js';
import { defaultPdfBrand } from '../pdf/pdf-brand.js';
import type { AdminActor } from '../audit/admin-changes.js';
import { type AuditLog, auditOutcomes } from '../audit/audit-log.js';
import { type LogoFile, logoExtensionOfType, readLogo, readUploadedLogo } from './brand-logo-content.js';
import type { BrandRecord, BrandRepository } from './brand.repository.js';

/** An employee's change reaches every instance within this time; meanwhile no request reads the table. */
const cacheTtlMs = 30_000;

export const brandAuditActions = {
  saved: 'brand-saved',
  logoUploaded: 'brand-logo-uploaded',
  logoRemoved: 'brand-logo-removed',
} as const;

const defaultRecord: BrandRecord = { ...defaultPdfBrand, logo: null, updatedAt: null };

/** The logo's URL, its version in the query so a new logo is a new URL. */
export function logoUrlOf(record: BrandRecord): string | null {
  return record.logo ? `${apiPrefix}${brandEndpoints.logo.path}?v=${record.logo.version}` : null;
}

export function toBrand(record: BrandRecord): Brand {
  return {
    planName: record.planName,
    productName: record.productName,
    primaryColour: record.primaryColour,
    logoUrl: logoUrlOf(record),
    updatedAt: record.updatedAt?.toISOString() ?? null,
  };
}

/** How other features read the brand (e-mails, letters): the cached brand service's getBrand. */
export type GetBrand = () => Promise<BrandRecord>;

export interface BrandService {
  /** The brand (the default one until an employee saves another), cached briefly. */
  getBrand(): Promise<BrandRecord>;
  save(actor: AdminActor, request: SaveBrandRequest): Promise<BrandRecord>;
  uploadLogo(actor: AdminActor, request: UploadBrandLogoRequest): Promise<BrandRecord>;
  removeLogo(actor: AdminActor): Promise<BrandRecord>;
  /** The logo's bytes and type; NotFound without one. */
  getLogo(): Promise<NonNullable<BrandRecord['logo']>>;
}

export function createBrandService(deps: {
  brandRepository: BrandRepository;
  audit: AuditLog;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'warn'>;
}): BrandService {
  const { brandRepository, audit, clock, log } = deps;
  let cached: { value: BrandRecord; expiresAt: number } | undefined;
  let checkedLogo: { version: string; logo: LogoFile | null } | undefined;

  /**
   * The stored logo as the portal may show it: read again as an upload is (once per version on each instance), so a
   * logo kept before uploads were decoded, or damaged since, is left out of every page and document, and logged.
   */
  function usableLogo(stored: BrandRecord['logo']): BrandRecord['logo'] {
    if (!stored) return null;
    if (checkedLogo?.version !== stored.version) {
      const result = readLogo(logoExtensionOfType(stored.contentType), stored.bytes);
      if ('problem' in result)
        log.warn({ logoVersion: stored.version, problem: result.problem }, 'the stored brand logo cannot be read: the portal shows none');
      checkedLogo = { version: stored.version, logo: 'problem' in result ? null : result.logo };
    }
    return checkedLogo.logo ? { ...checkedLogo.logo, version: stored.version } : null;
  }

  /** A document that cannot draw the logo goes on without it (render-pdf.ts); this says so in the log. */
  const onLogoFailure = (error: unknown) => log.warn({ err: error }, 'a document could not draw the brand logo and was made without it');

  async function getBrand(): Promise<BrandRecord> {
    const now = clock.now().getTime();
    if (cached && cached.expiresAt > now) return cached.value;
    const stored = await brandRepository.find();
    const value = stored ? { ...stored, logo: usableLogo(stored.logo), onLogoFailure } : defaultRecord;
    cached = { value, expiresAt: now + cacheTtlMs };
    return value;
  }

  /** Writes the brand, audits what changed, and drops this instance's cache so the employee sees the change at once. */
  async function write(actor: AdminActor, next: Omit<BrandRecord, 'updatedAt'>, action: string, details: Record<string, unknown>): Promise<BrandRecord> {
    const updatedAt = clock.now();
    await brandRepository.upsert({ ...next, updatedByAccountId: actor.accountId, updatedAt });
    await audit.record({
      actorAccountId: actor.accountId,
      userName: actor.userName,
      action,
      outcome: auditOutcomes.success,
      clientAddress: actor.clientAddress,
      details,
    });
    cached = undefined;
    return getBrand();
  }

  return {
    getBrand,

    async save(actor, request) {
      const current = (await brandRepository.find()) ?? defaultRecord;
      const fields = ['planName', 'productName', 'primaryColour'] as const;
      const changes = fields
        .filter((field) => current[field] !== request[field])
        .map((field) => ({ what: field, before: current[field], after: request[field] }));
      return write(actor, { ...current, ...request }, brandAuditActions.saved, { changes });
    },

    async uploadLogo(actor, request) {
      const uploaded = Buffer.from(request.contentBase64, 'base64');
      const result = readUploadedLogo(request.fileName, uploaded);
      if ('problem' in result) throw new ValidationError(result.problem, { file: [result.problem] });
      const { bytes, contentType } = result.logo;
      const current = (await brandRepository.find()) ?? defaultRecord;
      const version = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
      return write(actor, { ...current, logo: { bytes, contentType, version } }, brandAuditActions.logoUploaded, {
        fileName: request.fileName,
        contentType,
        uploadedSize: uploaded.length,
        size: bytes.length,
        version,
      });
    },

    async removeLogo(actor) {
      const current = (await brandRepository.find()) ?? defaultRecord;
      return write(actor, { ...current, logo: null }, brandAuditActions.logoRemoved, { version: current.logo?.version ?? null });
    },

    async getLogo() {
      const { logo } = await getBrand();
      if (!logo) throw new NotFoundError();
      return logo;
    },
  };
}
