import { describe, expect, it } from 'vitest';
import { brandIndexHtml } from './branded-index.js';

describe('brandIndexHtml', () => {
  const template = '<html><head><meta charset="UTF-8" /><title>Provider Portal</title></head><body></body></html>';

  it('replaces the title and adds the theme colour', () => {
    expect(brandIndexHtml(template, { productName: 'Cedar Hub', primaryColour: '#0b4f8a' })).toBe(
      '<html><head><meta charset="UTF-8" /><title>Cedar Hub</title><meta name="theme-color" content="#0b4f8a" /></head><body></body></html>',
    );
  });

  it('escapes a name so that it cannot become markup', () => {
    expect(brandIndexHtml(template, { productName: '</title><script>x</script>', primaryColour: '#000000' })).toContain(
      '<title>&lt;/title&gt;&lt;script&gt;x&lt;/script&gt;</title>',
    );
  });
});
