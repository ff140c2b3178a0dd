import { describe, expect, it } from 'vitest';
import { brandTokens, escapeBrandText, escapeHtml, fillBrandTokens } from './brand-text.js';

const attack = '<img src=x onerror=alert(1)>[x](https://evil.example) ![i](https://evil.example/i.png)';

describe('escapeBrandText', () => {
  it('keeps an ordinary name as it is, for every target', () => {
    for (const target of ['plainText', 'html', 'markdown', 'pdf'] as const)
      expect(escapeBrandText(target, 'Evergreen Health Plan')).toBe('Evergreen Health Plan');
  });

  it('makes plain text one line: control, separator and direction characters become spaces, runs of space one', () => {
    expect(escapeBrandText('plainText', ' Cedar\r\nBcc: x@evil.example\u2028Health\u202eevil\t ')).toBe('Cedar Bcc: x@evil.example Health evil');
  });

  it('escapes HTML’s special characters', () => {
    expect(escapeBrandText('html', `${attack} "a" & 'b'`)).toBe(escapeHtml(`${attack} "a" & 'b'`));
    expect(escapeHtml('<b>"A&B"</b>\'')).toBe('&lt;b&gt;&quot;A&amp;B&quot;&lt;/b&gt;&#39;');
  });

  it('backslash-escapes every ASCII punctuation character for Markdown, so nothing can start a link, image or tag', () => {
    expect(escapeBrandText('markdown', attack)).toBe(
      '\\<img src\\=x onerror\\=alert\\(1\\)\\>\\[x\\]\\(https\\:\\/\\/evil\\.example\\) \\!\\[i\\]\\(https\\:\\/\\/evil\\.example\\/i\\.png\\)',
    );
    expect(escapeBrandText('markdown', 'St. Mary’s *Health* `Plan` www.evil.example')).toBe('St\\. Mary’s \\*Health\\* \\`Plan\\` www\\.evil\\.example');
  });

  it('keeps a PDF’s text to what the standard fonts draw', () => {
    expect(escapeBrandText('pdf', 'Łódź Health 李\nPlan')).toBe('Lódz Health ? Plan');
  });

  it('fills the brand tokens of a stored text with the names, escaped for HTML; other braces stay', () => {
    const stored = `<p>Welcome to the ${brandTokens.planName} ${brandTokens.productName}. {{other}} ${brandTokens.planName}</p>`;
    expect(fillBrandTokens(stored, { planName: 'Cedar & Pine <Health>', productName: 'Portal' })).toBe(
      '<p>Welcome to the Cedar &amp; Pine &lt;Health&gt; Portal. {{other}} Cedar &amp; Pine &lt;Health&gt;</p>',
    );
  });
});
