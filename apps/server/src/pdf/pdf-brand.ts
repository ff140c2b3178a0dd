import { defaultBrand } from '@portal/contracts';
import { type RGB, rgb } from 'pdf-lib';

/**
 * The plan's brand as a document carries it: the names in its metadata and letterhead, the colour of the plan's
 * name, and the logo on the first page when it is a PNG (pdf-lib embeds PNG and JPEG only; an SVG logo is left out
 * of documents rather than rasterised, which would need a native image library).
 */
export interface PdfBrand {
  planName: string;
  productName: string;
  primaryColour: string;
  logo: { bytes: Uint8Array; contentType: string } | null;
  /** Told when the logo cannot be drawn: the document is then made without it (never a failed document). */
  onLogoFailure?: (error: unknown) => void;
}

/** A '#rrggbb' colour as pdf-lib's RGB. */
export function rgbOf(hex: string): RGB {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 0xff) / 255, ((value >> 8) & 0xff) / 255, (value & 0xff) / 255);
}

/** What identifies a rendering: documents cached by brand are rendered again when it changes. */
export const pdfBrandKey = (brand: PdfBrand) =>
  JSON.stringify([brand.planName, brand.productName, brand.primaryColour, brand.logo?.bytes.length ?? 0, brand.logo?.contentType]);

/** The demo plan's brand in a document (contracts' default, no logo): what documents carry until one is saved. */
export const defaultPdfBrand: PdfBrand = { ...defaultBrand, logo: null };
