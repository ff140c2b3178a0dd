import { shellMessages } from './login-messages.js';
import { brandLimits } from './brand-defaults.js';

/** Strings of the plan's brand: the Site Administration page that changes it, and its refusals. */
export const brandMessages = {
  pageTitle: 'Brand',
  intro: 'The plan name, product name, colour and logo shown on every page, letter, PDF and e-mail of the portal.',
  planName: 'Plan name',
  productName: 'Product name',
  productNameDescription: 'A short name, shown in the header and in page titles.',
  primaryColour: 'Primary colour',
  primaryColourDescription: 'Buttons and links use it. It must reach a contrast of 4.5:1 with white and with the page’s grey panels.',
  logo: 'Logo',
  logoDescription: `A PNG of at most ${brandLimits.logoMaxPixelSide} × 256 or 512 × 512 pixels, or a plain SVG drawing; at most 256 KB.`,
  noLogo: 'No logo: the header shows the product name.',
  uploadLogo: 'Upload logo',
  removeLogo: 'Remove logo',
  logoUploaded: 'The logo has been saved.',
  logoRemoved: 'The logo has been removed.',
  preview: 'Preview',
  contrastRatio: (withWhite: string, withPage: string) =>
    `Contrast with white: ${withWhite}:1; with the page’s grey panels: ${withPage}:1 (at least 4.5:1 is needed with each).`,
  previewButton: 'Submit Authorization',
  previewLink: 'View claims',
  save: 'Save',
  saved: 'The brand has been saved.',
  restoreDefault: 'Use the default brand',
  required: 'Required.',
  tooLong: (max: number) => `Must be ${max} characters or fewer.`,
  colourFormat: 'Enter the colour as # followed by six hexadecimal digits, like #1b6b3a.',
  contrastTooLow: (withWhite: string, withPage: string) =>
    `This colour has a contrast of ${withWhite}:1 with white and ${withPage}:1 with the page’s grey panels; at least 4.5:1 is needed with each so that white text on buttons and links on the page stay readable (WCAG AA). Choose a darker colour.`,
  logoType: 'The logo must be a PNG or SVG image.',
  logoTooLarge: 'The logo must be 256 KB or smaller.',
  logoContentMismatch: 'The file is not the image its name says.',
  logoActiveContent: 'The SVG holds scripts, event handlers, style sheets or references to other files, which a logo may not have.',
  logoUnreadable: 'The image could not be read: the file is damaged or incomplete.',
  logoTooManyPixels: (width: number, height: number) =>
    `The logo is ${width} × ${height} pixels; it may be at most ${brandLimits.logoMaxPixelSide} pixels on a side and ${brandLimits.logoMaxPixels.toLocaleString('en-US')} in all, like ${brandLimits.logoMaxPixelSide} × 256 or 512 × 512.`,
  logoInterlaced: 'The PNG is interlaced: save it again without interlacing.',
  logoSvgUnsupported: (what: string) =>
    `The SVG holds ${what}, which a logo may not have: a logo is drawn with shapes, paths, text, groups and gradients, coloured by plain attributes.`,
  loadFailed: 'The brand could not be loaded.',
  logoAlt: shellMessages.logoAlt,
} as const;
