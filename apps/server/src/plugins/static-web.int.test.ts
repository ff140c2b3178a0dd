import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { defaultBrand } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

const webDistDir = mkdtempSync(join(tmpdir(), 'web-dist-'));
const indexHtml = '<!doctype html><html><head><title>Portal</title><script type="module" src="/assets/index-abc123.js"></script></head><body></body></html>';
/** The served page: the built one with the brand's title and theme colour (the demo plan's until one is saved). */
const servedIndexHtml = `<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script><title>${defaultBrand.productName}</title><meta name="theme-color" content="${defaultBrand.primaryColour}" /></head><body></body></html>`;
const appScript = 'console.log("app")';
let testApp: TestApp;
beforeAll(async () => {
  mkdirSync(join(webDistDir, 'assets'));
  writeFileSync(join(webDistDir, 'index.html'), indexHtml);
  writeFileSync(join(webDistDir, 'assets', 'index-abc123.js'), appScript);
  writeFileSync(join(webDistDir, 'assets', 'index-abc123.js.br'), brotliCompressSync(appScript));
  writeFileSync(join(webDistDir, 'assets', 'index-abc123.js.gz'), gzipSync(appScript));
  writeFileSync(join(webDistDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  testApp = await createTestApp({ env: { WEB_DIST_DIR: webDistDir } });
});
afterAll(async () => {
  await testApp.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

const get = (url: string) => testApp.app.inject({ method: 'GET', url });

describe('the web app', () => {
  it('serves index.html at / and for deep links, never cached without revalidation', async () => {
    for (const url of ['/', '/home', '/view-claims', '/admin/accounts/new/12', '/home?redirect=%2Fview-claims']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(servedIndexHtml);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('serves hashed assets as immutable and other files as they are', async () => {
    const asset = await get('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it("sends the build's compressed copy of an asset to a browser that accepts it", async () => {
    const request = (acceptEncoding: string) =>
      testApp.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': acceptEncoding } });
    const brotli = await request('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(appScript);
    const gzip = await request('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(appScript);
    const plain = await request('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(appScript);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await get('/api/nothing-here/');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});
