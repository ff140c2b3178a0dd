import { describe, expect, it } from 'vitest';
import { SaveBrandRequestSchema, UploadBrandLogoRequestSchema } from './brand.js';
import { brandLimits, defaultBrand } from './brand-defaults.js';
import { brandMessages } from './brand-messages.js';

describe('SaveBrandRequestSchema', () => {
  it('accepts the default brand and lowers the colour', () => {
    const parsed = SaveBrandRequestSchema.parse({ ...defaultBrand, primaryColour: '#1B6B3A' });
    expect(parsed.primaryColour).toBe('#1b6b3a');
  });

  it('refuses a colour that fails AA with the measured ratio in the message', () => {
    const result = SaveBrandRequestSchema.safeParse({ ...defaultBrand, primaryColour: '#ffcc00' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['primaryColour']);
    expect(result.error?.issues[0]?.message).toBe(brandMessages.contrastTooLow('1.51', '1.43'));
  });

  it('refuses a colour that is not six hex digits', () => {
    const result = SaveBrandRequestSchema.safeParse({ ...defaultBrand, primaryColour: 'green' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([brandMessages.colourFormat]);
  });

  it('requires the names and limits the product name', () => {
    const result = SaveBrandRequestSchema.safeParse({ ...defaultBrand, planName: ' ', productName: 'x'.repeat(brandLimits.productNameMaxLength + 1) });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([brandMessages.required, brandMessages.tooLong(brandLimits.productNameMaxLength)]);
  });
});

describe('UploadBrandLogoRequestSchema', () => {
  it('takes PNG and SVG names only', () => {
    expect(UploadBrandLogoRequestSchema.safeParse({ fileName: 'logo.PNG', contentBase64: 'iVBO' }).success).toBe(true);
    expect(UploadBrandLogoRequestSchema.safeParse({ fileName: 'logo.svg', contentBase64: 'PHN2' }).success).toBe(true);
    expect(UploadBrandLogoRequestSchema.safeParse({ fileName: 'logo.gif', contentBase64: 'R0lG' }).error?.issues[0]?.message).toBe(brandMessages.logoType);
  });

  it('refuses a logo over the size limit before decoding it', () => {
    const contentBase64 = 'A'.repeat(Math.ceil(brandLimits.logoMaxBytes / 3) * 4 + 4);
    expect(UploadBrandLogoRequestSchema.safeParse({ fileName: 'logo.png', contentBase64 }).error?.issues[0]?.message).toBe(brandMessages.logoTooLarge);
  });
});
