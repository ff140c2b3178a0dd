import { describe, expect, it } from 'vitest';
import { brandContrast, contrastRatio, contrastWithWhite, meetsBrandContrast, pageSurfaceColour, relativeLuminance } from './brand-contrast.js';
import { defaultBrand } from './brand-defaults.js';

describe('brand contrast (WCAG 2.2)', () => {
  it('measures luminance from black 0 to white 1', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
  });

  it('gives 21:1 for black on white whichever comes first', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
  });

  it('matches published ratios', () => {
    // #767676 is the lightest grey that passes AA on white (4.54:1); #777777 fails (4.48:1).
    expect(contrastWithWhite('#767676')).toBeCloseTo(4.54, 2);
    expect(contrastWithWhite('#777777')).toBeCloseTo(4.48, 2);
    expect(meetsBrandContrast('#777777')).toBe(false);
  });

  it('judges the colour against the page’s grey surface as well as against white', () => {
    // #767676 passes on white (4.54:1) but not as a link on the page's grey panels (4.35:1).
    expect(brandContrast('#767676').withWhite).toBeCloseTo(4.54, 2);
    expect(brandContrast('#767676').withPage).toBeCloseTo(contrastRatio('#767676', pageSurfaceColour), 10);
    expect(brandContrast('#767676').withPage).toBeLessThan(4.5);
    expect(meetsBrandContrast('#767676')).toBe(false);
    // A shade darker passes both.
    expect(brandContrast('#707070').lowest).toBeGreaterThanOrEqual(4.5);
    expect(meetsBrandContrast('#707070')).toBe(true);
  });

  it('refuses light colours and malformed values', () => {
    expect(meetsBrandContrast('#ffcc00')).toBe(false);
    expect(meetsBrandContrast('#1b6b3a0')).toBe(false);
    expect(meetsBrandContrast('green')).toBe(false);
  });

  it('keeps the demo plan above AA', () => {
    expect(brandContrast(defaultBrand.primaryColour).lowest).toBeGreaterThan(6);
  });
});
