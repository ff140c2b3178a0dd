import { contrastRatio, defaultBrand } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { brandColours } from './brand-colours';

describe('brandColours', () => {
  it('keeps the brand colour as shade 8 and orders the shades light to dark', () => {
    const shades = brandColours('#0B4F8A');
    expect(shades).toHaveLength(10);
    expect(shades[8]).toBe('#0b4f8a');
    for (let shade = 1; shade < 10; shade += 1) {
      expect(contrastRatio(shades[shade] as string, '#ffffff')).toBeGreaterThan(contrastRatio(shades[shade - 1] as string, '#ffffff'));
    }
  });

  it('gives light-variant text (shade 9) AA contrast on the pale shades of the default brand', () => {
    const shades = brandColours(defaultBrand.primaryColour);
    expect(contrastRatio(shades[9] as string, shades[1] as string)).toBeGreaterThanOrEqual(4.5);
  });
});
