import { brandLimits, brandMessages } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { logoProblemOf } from './brand-logo-content.js';
import { cleanSvg, onePixelPngBase64 } from '../../test/brand-test-files.js';

const png = Buffer.from(onePixelPngBase64, 'base64');
const svg = (markup: string) => Buffer.from(markup, 'utf8');

describe('logoProblemOf', () => {
  it('accepts a real PNG and a plain SVG drawing', () => {
    expect(logoProblemOf('logo.png', png)).toBeNull();
    expect(logoProblemOf('logo.SVG', svg(cleanSvg))).toBeNull();
  });

  it('refuses text named .png, a PNG named .svg, and an empty or oversized file', () => {
    expect(logoProblemOf('logo.png', svg('hello, this is not an image at all, only words in a file'))).toBe(brandMessages.logoContentMismatch);
    expect(logoProblemOf('logo.svg', png)).toBe(brandMessages.logoContentMismatch);
    expect(logoProblemOf('logo.png', Buffer.alloc(0))).toBe(brandMessages.logoContentMismatch);
    expect(logoProblemOf('logo.png', Buffer.concat([png, Buffer.alloc(brandLimits.logoMaxBytes)]))).toBe(brandMessages.logoTooLarge);
  });

  it.each([
    ['a script', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['an event handler', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>'],
    ['an external image', '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/x.png"/></svg>'],
    ['an external link', '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><rect/></a></svg>'],
    ['an external style', '<svg xmlns="http://www.w3.org/2000/svg"><style>@import "https://evil.example/a.css";</style></svg>'],
    ['a foreign object', '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div/></foreignObject></svg>'],
    ['an entity', '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>'],
  ])('refuses an SVG with %s', (_what, markup) => {
    expect(logoProblemOf('logo.svg', svg(markup))).toBe(brandMessages.logoActiveContent);
  });

  it('refuses an SVG-named file that is not an SVG document', () => {
    expect(logoProblemOf('logo.svg', svg('<html><body>hi</body></html>'))).toBe(brandMessages.logoContentMismatch);
  });
});
