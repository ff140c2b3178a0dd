import { brandLimits, brandMessages } from '@portal/contracts';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { type LogoResult, readLogo, readUploadedLogo } from './brand-logo-content.js';
import { cleanSvg, onePixelPngBase64, pngChunk, pngHeaderThen, solidPng, withChunkAfterHeader } from '../test/brand-test-files.js';

const png = Buffer.from(onePixelPngBase64, 'base64');
const svg = (markup: string) => Buffer.from(markup, 'utf8');
const problemOf = (result: LogoResult) => ('problem' in result ? result.problem : null);
const keptOf = (result: LogoResult) => {
  if ('problem' in result) throw new Error(result.problem);
  return result.logo.bytes.toString('utf8');
};
const svgNs = 'xmlns="http://www.w3.org/2000/svg"';

describe('a PNG logo', () => {
  it('is decoded and written again: the pixels kept, anything else left behind', () => {
    const uploaded = withChunkAfterHeader(solidPng(8, 4), pngChunk('tEXt', Buffer.from('Comment\0<script>alert(1)</script>', 'latin1')));
    const result = readLogo('png', uploaded);
    if ('problem' in result) throw new Error(result.problem);
    expect(result.logo.contentType).toBe('image/png');
    expect(result.logo.bytes.includes('tEXt')).toBe(false);
    expect(result.logo.bytes.includes('<script>')).toBe(false);
    const kept = PNG.sync.read(result.logo.bytes);
    expect([kept.width, kept.height]).toEqual([8, 4]);
    expect(kept.data.equals(PNG.sync.read(uploaded).data)).toBe(true);
  });

  it('is refused when it does not decode: a PNG signature and header with garbage after it', () => {
    expect(problemOf(readLogo('png', pngHeaderThen(16, 16, Buffer.from('garbage after the header, no image data at all'))))).toBe(brandMessages.logoUnreadable);
    expect(problemOf(readLogo('png', png.subarray(0, png.length - 20)))).toBe(brandMessages.logoUnreadable);
    // Bytes after the image's end (a file that is also another file) are not a PNG this decoder accepts.
    expect(problemOf(readLogo('png', Buffer.concat([png, Buffer.from('<html><script>alert(1)</script>')])))).toBe(brandMessages.logoUnreadable);
  });

  it('is refused from its header alone when it declares more pixels than the cap, before any decoding', () => {
    const started = performance.now();
    expect(problemOf(readLogo('png', pngHeaderThen(6000, 6000, Buffer.alloc(136 * 1024))))).toBe(brandMessages.logoTooManyPixels(6000, 6000));
    expect(performance.now() - started).toBeLessThan(50);
    const side = brandLimits.logoMaxPixelSide;
    expect(problemOf(readLogo('png', solidPng(side + 1, 1)))).toBe(brandMessages.logoTooManyPixels(side + 1, 1));
    expect(problemOf(readLogo('png', solidPng(1, side + 1)))).toBe(brandMessages.logoTooManyPixels(1, side + 1));
    expect(problemOf(readLogo('png', solidPng(513, 512)))).toBe(brandMessages.logoTooManyPixels(513, 512));
    expect(problemOf(readLogo('png', solidPng(side, brandLimits.logoMaxPixels / side)))).toBeNull();
    expect(problemOf(readLogo('png', solidPng(512, 512)))).toBeNull();
  });

  it('is refused when interlaced (its decoder inflates those without a bound) or empty of pixels', () => {
    expect(problemOf(readLogo('png', pngHeaderThen(16, 16, Buffer.alloc(64), 1)))).toBe(brandMessages.logoInterlaced);
    expect(problemOf(readLogo('png', pngHeaderThen(0, 16, Buffer.alloc(64))))).toBe(brandMessages.logoUnreadable);
  });

  it('is refused when it is not a PNG at all, empty, or over the upload limit', () => {
    expect(problemOf(readLogo('png', svg('hello, this is not an image at all, only words in a file')))).toBe(brandMessages.logoContentMismatch);
    expect(problemOf(readLogo('png', Buffer.alloc(0)))).toBe(brandMessages.logoContentMismatch);
    expect(problemOf(readUploadedLogo('logo.png', Buffer.concat([png, Buffer.alloc(brandLimits.logoMaxBytes)])))).toBe(brandMessages.logoTooLarge);
  });
});

describe('an SVG logo', () => {
  it('is parsed and written again from the allow-list', () => {
    expect(keptOf(readLogo('svg', svg(cleanSvg)))).toBe(
      `<svg ${svgNs} viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="#1b6b3a"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)"/></svg>`,
    );
  });

  it('resolves prefixes: an SVG root under a prefix is kept unprefixed, an editor’s data and comments are left out', () => {
    const markup = `<s:svg xmlns:s="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" inkscape:version="1.3"><!-- made by hand --><s:metadata><x/></s:metadata><inkscape:grid/><s:circle r="2" inkscape:label="dot"/></s:svg>`;
    expect(keptOf(readLogo('svg', svg(markup)))).toBe(`<svg ${svgNs}><circle r="2"/></svg>`);
  });

  it('escapes what it writes: text and attribute values', () => {
    const markup = `<svg ${svgNs}><text x="1">Smith &amp; Sons &lt;Health&gt;</text><title>a "quoted" name</title></svg>`;
    expect(keptOf(readLogo('svg', svg(markup)))).toBe(`<svg ${svgNs}><text x="1">Smith &amp; Sons &lt;Health&gt;</text><title>a "quoted" name</title></svg>`);
  });

  it.each([
    [
      'a script under a prefix bound to SVG (issue 30)',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:x="http://www.w3.org/2000/svg"><x:script>alert(1)</x:script></svg>',
    ],
    [
      'a foreign object under a prefix (issue 30)',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:x="http://www.w3.org/2000/svg"><x:foreignObject><div/></x:foreignObject></svg>',
    ],
    ['a CSS escape spelling url( (issue 30)', '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="u\\72l(https://evil.example/x)"/></svg>'],
    ['a character reference spelling url(', '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="&#x75;rl(https://evil.example/x)"/></svg>'],
    ['a script', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['an XHTML script', '<svg xmlns="http://www.w3.org/2000/svg" xmlns:h="http://www.w3.org/1999/xhtml"><h:script>alert(1)</h:script></svg>'],
    ['an event handler', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>'],
    ['an event handler in capitals under a prefix', '<svg xmlns="http://www.w3.org/2000/svg" xmlns:x="http://www.w3.org/2000/svg" x:ONLOAD="alert(1)"/>'],
    ['an external image', '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/x.png"/></svg>'],
    ['a link', '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><rect/></a></svg>'],
    ['a use of another file', '<svg xmlns="http://www.w3.org/2000/svg"><use href="https://evil.example/a.svg#x"/></svg>'],
    [
      'an xlink:href to another file',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:l="http://www.w3.org/1999/xlink"><linearGradient l:href="https://evil.example/g.svg#g"/></svg>',
    ],
    ['a style element', '<svg xmlns="http://www.w3.org/2000/svg"><style>@import "https://evil.example/a.css";</style></svg>'],
    ['a style attribute', '<svg xmlns="http://www.w3.org/2000/svg"><rect style="fill:red"/></svg>'],
    ['an animation', '<svg xmlns="http://www.w3.org/2000/svg"><rect><set attributeName="fill" to="red"/></rect></svg>'],
    ['an entity', '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>'],
  ])('is refused with %s', (_what, markup) => {
    expect(problemOf(readLogo('svg', svg(markup)))).toBe(brandMessages.logoActiveContent);
  });

  it('is refused by name for what the allow-list does not hold', () => {
    expect(problemOf(readLogo('svg', svg(`<svg ${svgNs}><filter id="f"/></svg>`)))).toBe(brandMessages.logoSvgUnsupported('<filter>'));
    expect(problemOf(readLogo('svg', svg(`<svg ${svgNs}><rect class="a"/></svg>`)))).toBe(brandMessages.logoSvgUnsupported('the attribute class'));
    expect(problemOf(readLogo('svg', svg(`<svg ${svgNs}><rect fill="var(--x)"/></svg>`)))).toBe(brandMessages.logoSvgUnsupported('var() in fill'));
    const deep = `<svg ${svgNs}>${'<g>'.repeat(100)}${'</g>'.repeat(100)}</svg>`;
    expect(problemOf(readLogo('svg', svg(deep)))).toBe(brandMessages.logoSvgUnsupported('elements nested more than 64 deep'));
  });

  it('is refused when it is not an SVG document or not well-formed', () => {
    expect(problemOf(readLogo('svg', png))).toBe(brandMessages.logoContentMismatch);
    expect(problemOf(readLogo('svg', svg('<html><body>hi</body></html>')))).toBe(brandMessages.logoContentMismatch);
    expect(problemOf(readLogo('svg', svg('<svg><rect/></svg>')))).toBe(brandMessages.logoContentMismatch);
    expect(problemOf(readLogo('svg', svg(`<svg ${svgNs}><rect></svg>`)))).toBe(brandMessages.logoUnreadable);
  });
});
