import { z } from 'zod';
import { brandMessages as text } from './brand-messages.js';
import { brandContrast, hexColourPattern, minimumContrastRatio } from './brand-contrast.js';
import { brandLimits } from './brand-defaults.js';

const requiredText = (max: number) => z.string().trim().min(1, text.required).max(max, text.tooLong(max));

/** The colour rule, with the measured ratio in its message so the employee sees how far off the colour is. */
export const BrandColourSchema = z
  .string()
  .trim()
  .regex(hexColourPattern, text.colourFormat)
  .superRefine((value, context) => {
    if (!hexColourPattern.test(value)) return;
    const { withWhite, withPage, lowest } = brandContrast(value);
    const shown = (ratio: number) => (Math.floor(ratio * 100) / 100).toFixed(2);
    if (lowest < minimumContrastRatio) context.addIssue({ code: 'custom', message: text.contrastTooLow(shown(withWhite), shown(withPage)) });
  })
  .transform((value) => value.toLowerCase());

/** PUT brand: the names and the colour (the logo has its own calls). */
export const SaveBrandRequestSchema = z.object({
  planName: requiredText(brandLimits.planNameMaxLength),
  productName: requiredText(brandLimits.productNameMaxLength),
  primaryColour: BrandColourSchema,
});
export type SaveBrandRequest = z.infer<typeof SaveBrandRequestSchema>;

/** The brand every page reads (public: the Login page shows it). `logoUrl` is null without a logo. */
export const BrandSchema = z.object({
  planName: z.string(),
  productName: z.string(),
  primaryColour: z.string(),
  logoUrl: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type Brand = z.infer<typeof BrandSchema>;

/** The base64 length of the largest logo, so an oversized body is refused before it is decoded. */
const logoMaxBase64Length = Math.ceil(brandLimits.logoMaxBytes / 3) * 4;

/** PUT brand logo: the file's name (its extension decides the type) and its bytes, base64. */
export const UploadBrandLogoRequestSchema = z.object({
  fileName: z
    .string()
    .trim()
    .min(1, text.required)
    .max(255)
    .refine((name) => /\.(png|svg)$/i.test(name), text.logoType),
  contentBase64: z
    .string()
    .min(1, text.required)
    .max(logoMaxBase64Length, text.logoTooLarge)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, text.logoContentMismatch),
});
export type UploadBrandLogoRequest = z.infer<typeof UploadBrandLogoRequestSchema>;

/** The logo's URL carries its version, so browsers may cache each version for long. */
export const BrandLogoQuerySchema = z.object({ v: z.string().max(40).optional() });
