// The built web app as the API process serves it: compressed files for browsers that accept them, a year of caching
// for hashed assets, index.html for the portal's routes, and no caching of API answers.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { testBackends, useTestApp } from '../test/test-app';

const webRoot = mkdtempSync(join(tmpdir(), 'portal-web-'));
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(200))};\n`;
const PAGE =
  '<!doctype html><html><head><title>Investor Portal</title></head><body><div id="root"></div></body></html>';

const writeCompressed = (path: string, content: string) => {
  writeFileSync(path, content);
  writeFileSync(`${path}.br`, brotliCompressSync(content));
  writeFileSync(`${path}.gz`, gzipSync(content));
};
mkdirSync(join(webRoot, 'assets'));
writeCompressed(join(webRoot, 'assets', 'app-1a2b3c.js'), SCRIPT);
writeCompressed(join(webRoot, 'index.html'), PAGE);

afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

describe.each(testBackends())('the web app served by the API on %s', (backend) => {
  const t = useTestApp(backend, { webRoot });
  const get = (url: string, encoding?: string) =>
    t().app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends a hashed script brotli-compressed, cached for a year', async () => {
    const response = await get('/assets/app-1a2b3c.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a browser without brotli, and the file as it is to one that accepts neither', async () => {
    const gzipped = await get('/assets/app-1a2b3c.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get('/assets/app-1a2b3c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('answers a portal route with index.html, revalidated on every visit', async () => {
    const response = await get('/fund/venture-fund-iv/invest/initial/some-id', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    const body =
      response.headers['content-encoding'] === 'br' ? brotliDecompressSync(response.rawPayload) : response.rawPayload;
    expect(body.toString()).toBe(PAGE);
  });

  it('answers 404 for a code file the build does not have, as for a page of a release that replaced it', async () => {
    const response = await get('/assets/fund-page-0ld0ld.js');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('lets no browser or proxy keep an API answer', async () => {
    const response = await get('/api/me');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
