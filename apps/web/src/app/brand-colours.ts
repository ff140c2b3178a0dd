import type { MantineColorsTuple } from '@mantine/core';

type Rgb = [number, number, number];

const rgbOf = (hex: string): Rgb => {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
};
const hexOf = (rgb: Rgb) => `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
const mix = (from: Rgb, to: Rgb, share: number): Rgb => from.map((channel, index) => channel + ((to[index] as number) - channel) * share) as Rgb;

/** How far each lighter shade (0–7) is mixed towards white: 0 is a background tint, 7 close to the colour itself. */
const tints = [0.92, 0.84, 0.7, 0.56, 0.42, 0.28, 0.16, 0.06] as const;

/**
 * Mantine's ten shades of the brand's colour. Shade 8 is the colour itself: it is the primary shade (theme.ts), and
 * the contracts' rule has checked it reaches 4.5:1 against white, so white text on filled buttons and links on
 * white pass AA. Shade 9 is a fifth darker, for text of light variants on the pale shades 1 and 2.
 */
export function brandColours(hex: string): MantineColorsTuple {
  const colour = rgbOf(hex);
  const white: Rgb = [255, 255, 255];
  return [...tints.map((share) => hexOf(mix(colour, white, share))), hexOf(colour), hexOf(mix(colour, [0, 0, 0], 0.2))] as unknown as MantineColorsTuple;
}
