/*
 * The brand's plain data, apart from its schemas (brand.ts): every page reads the default brand, and a module is
 * shipped whole, so keeping zod out of this one keeps it out of the Login page's JavaScript.
 */

/** Limits of the brand's fields and of its logo (a header image, not a document). */
export const brandLimits = {
  planNameMaxLength: 100,
  productNameMaxLength: 28,
  logoMaxBytes: 256 * 1024,
  /**
   * The most pixels a PNG logo may have across or down, and in all (1024 × 256 or 512 × 512). The header shows the
   * logo at most 160 × 40 CSS pixels and documents at most 144 × 36 points, so this is over six times what a screen
   * or a 300 dpi print needs, while its pixels stay within 1 MB to decode, and every document stays small and quick.
   */
  logoMaxPixelSide: 1024,
  logoMaxPixels: 262_144,
} as const;

/** The logo's file types and the content type each is stored and served with. */
export const brandLogoTypes = { png: 'image/png', svg: 'image/svg+xml' } as const;
export type BrandLogoExtension = keyof typeof brandLogoTypes;

/**
 * The demo plan's brand, used until an employee saves another: an evergreen green whose contrast with white is
 * 6.5:1, so white text on it and it as link text on white both pass AA with room to spare.
 */
export const defaultBrand = {
  planName: 'Evergreen Health Plan',
  productName: 'Provider Portal',
  primaryColour: '#1b6b3a',
} as const;
