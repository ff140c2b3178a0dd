import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeBrandText, escapeHtml } from '@portal/contracts';
import type { FastifyReply } from 'fastify';

/** What the first paint needs of the brand: the tab's title and the browser's theme colour. */
export interface IndexBrand {
  productName: string;
  primaryColour: string;
}

/** The built index.html with the brand's title and theme-color, so the tab shows the plan's name before any script runs. */
export function brandIndexHtml(template: string, brand: IndexBrand): string {
  const title = `<title>${escapeBrandText('html', brand.productName)}</title>`;
  const themeColour = `<meta name="theme-color" content="${escapeHtml(brand.primaryColour)}" />`;
  const withoutOld = template.replace(/<title>[\s\S]*?<\/title>\s*/i, '').replace(/<meta name="theme-color"[^>]*>\s*/i, '');
  return withoutOld.replace(/<\/head>/i, `${title}${themeColour}</head>`);
}

/**
 * Answers index.html in the current brand. The template is read once (a deployment restarts the server); the
 * rendered page is kept until the brand changes, so a page request costs one cached brand read.
 */
export function createBrandedIndex(webDistDir: string, getBrand: () => Promise<IndexBrand>) {
  const template = readFileSync(join(webDistDir, 'index.html'), 'utf8');
  let rendered: { brand: IndexBrand; html: string } | undefined;
  return async function sendIndex(reply: FastifyReply): Promise<FastifyReply> {
    const brand = await getBrand();
    if (rendered?.brand.productName !== brand.productName || rendered.brand.primaryColour !== brand.primaryColour) {
      rendered = { brand, html: brandIndexHtml(template, brand) };
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(rendered.html);
  };
}
export type SendIndex = ReturnType<typeof createBrandedIndex>;
