import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { brand } from '../db/schema.js';

export const brandRowId = 1;

/** The stored brand, as the service reads it. */
export interface BrandRecord {
  planName: string;
  productName: string;
  primaryColour: string;
  logo: { bytes: Buffer; contentType: string; version: string } | null;
  updatedAt: Date | null;
  /** Set by the service: what a document that cannot draw the logo calls (it logs it). */
  onLogoFailure?: (error: unknown) => void;
}

export interface BrandValues {
  planName: string;
  productName: string;
  primaryColour: string;
  logo: { bytes: Buffer; contentType: string; version: string } | null;
  updatedByAccountId: number;
  updatedAt: Date;
}

export function createBrandRepository(db: Executor) {
  return {
    /** The brand row, or undefined while the plan keeps the default brand. */
    async find(): Promise<BrandRecord | undefined> {
      const rows = await db.select().from(brand).where(eq(brand.id, brandRowId)).limit(1);
      const row = rows[0];
      if (!row) return undefined;
      const hasLogo = row.logo !== null && row.logoContentType !== null && row.logoVersion !== null;
      return {
        planName: row.planName,
        productName: row.productName,
        primaryColour: row.primaryColour,
        logo: hasLogo ? { bytes: Buffer.from(row.logo as Uint8Array), contentType: row.logoContentType as string, version: row.logoVersion as string } : null,
        updatedAt: row.updatedAt,
      };
    },

    /** Writes the whole brand (the row is created on the first change). */
    async upsert(values: BrandValues): Promise<void> {
      const columns = {
        planName: values.planName,
        productName: values.productName,
        primaryColour: values.primaryColour,
        logo: values.logo?.bytes ?? null,
        logoContentType: values.logo?.contentType ?? null,
        logoVersion: values.logo?.version ?? null,
        updatedByAccountId: values.updatedByAccountId,
        updatedAt: values.updatedAt,
      };
      await db
        .insert(brand)
        .values({ id: brandRowId, ...columns })
        .onConflictDoUpdate({ target: brand.id, set: columns });
    },
  };
}
export type BrandRepository = ReturnType<typeof createBrandRepository>;
