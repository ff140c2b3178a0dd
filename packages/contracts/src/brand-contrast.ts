/**
 * WCAG 2.2 contrast of a colour (success criterion 1.4.3, level AA): the brand's primary colour fills buttons that
 * carry white text, and colours links and text on the page: on white (cards, the body) and on the page's grey
 * surfaces (panels, menus, table stripes: Mantine's gray 0). It must reach 4.5:1 against each (issue 34 §9).
 */

/** A colour written as six hexadecimal digits after '#' ('#1b6b3a'). */
export const hexColourPattern = /^#[0-9a-fA-F]{6}$/;

/** AA for normal text. */
export const minimumContrastRatio = 4.5;

const white = '#ffffff';
/** The page's palest grey surface, behind links and text in the brand's colour (Mantine gray 0). */
export const pageSurfaceColour = '#f8f9fa';

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** Relative luminance (WCAG 2.2 definition, sRGB). */
export function relativeLuminance(hex: string): number {
  const [red, green, blue] = channels(hex).map((channel) => {
    const srgb = channel / 255;
    return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** (L1 + 0.05) / (L2 + 0.05), the lighter over the darker: 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** White on the colour and the colour on white are the same pair, so one ratio decides both uses. */
export function contrastWithWhite(hex: string): number {
  return contrastRatio(hex, white);
}

/** The colour's contrast with white (button text, links on white) and with the page's grey surface (links there). */
export function brandContrast(hex: string): { withWhite: number; withPage: number; lowest: number } {
  const withWhite = contrastWithWhite(hex);
  const withPage = contrastRatio(hex, pageSurfaceColour);
  return { withWhite, withPage, lowest: Math.min(withWhite, withPage) };
}

export function meetsBrandContrast(hex: string): boolean {
  return hexColourPattern.test(hex) && brandContrast(hex).lowest >= minimumContrastRatio;
}
