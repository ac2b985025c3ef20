// Pages drawn on the server, as the API process sends them: the page's data read from its own API as the visitor, the
// HTML with the page's styles inside it and the answers beside it, compressed, docs/spec.md §2's redirects before any HTML,
// nothing a shared cache may keep, and the plain index.html whenever the server cannot draw the page. The web app's server build is stood in
// for by a small renderer with the same contract (src/shared/api/server-render.ts); the real one is drawn in
// Chromium (e2e/specs/server-rendering.test.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_ANSWERS_ELEMENT_ID } from '../../shared/api/server-render';
import { postJson, sessionCookieOf, testBackends, useTestApp } from '../test/test-app';
import { pageStyles, SSR_ENTRY_FILE } from './web-pages';

const buildRoot = mkdtempSync(join(tmpdir(), 'portal-pages-'));
const webRoot = join(buildRoot, 'web');
const ssrRoot = join(buildRoot, 'ssr');
const PAGE =
  '<!doctype html><html><head><title>Investor Portal</title><link rel="stylesheet" href="/assets/index.css"></head>' +
  '<body><div id="root"></div></body></html>';
const MANIFEST = {
  'index.html': { file: 'assets/index.js', css: ['assets/index.css'], imports: ['_shared.js'], isEntry: true },
  '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
  'features/greeting-page.tsx': {
    file: 'assets/greeting-page.js',
    css: ['assets/greeting-page.css'],
    imports: ['_shared.js', '_words.js'],
  },
  '_words.js': { file: 'assets/words.js' },
};
// The renderer's contract, in plain JavaScript: '/greeting' is drawn from GET /api/me, '/old-greeting' moved,
// '/broken' fails while drawing; any other page is the browser's alone.
const RENDERER = `
export const renderer = {
  apiPathsFor: (pathname) => (['/greeting', '/old-greeting', '/broken'].includes(pathname) ? ['/api/me'] : null),
  render: async ({ url, answers }) => {
    if (url.startsWith('/broken')) throw new Error('The page could not be drawn');
    if (url.startsWith('/old-greeting')) return { kind: 'redirect', location: '/greeting' };
    const me = answers['/api/me'].body;
    return { kind: 'page', html: '<h1>' + (me.isLoggedIn ? 'Hello, ' + me.user.firstName.length + ' letters' : 'Hello') + '</h1>', modules: ['features/greeting-page.tsx'] };
  },
};
`;
mkdirSync(join(webRoot, '.vite'), { recursive: true });
mkdirSync(join(webRoot, 'assets'));
writeFileSync(join(webRoot, 'assets', 'index.css'), 'body{margin:0}');
writeFileSync(join(webRoot, 'assets', 'greeting-page.css'), 'h1{color:navy}');
mkdirSync(ssrRoot);
writeFileSync(join(webRoot, 'index.html'), PAGE);
writeFileSync(join(webRoot, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
writeFileSync(join(ssrRoot, SSR_ENTRY_FILE), RENDERER);

afterAll(() => rmSync(buildRoot, { recursive: true, force: true }));

/** The answers a page carries to the browser. */
const answersIn = (html: string): Record<string, { status: number; body: unknown }> => {
  const pattern = new RegExp(`<script id="${SERVER_ANSWERS_ELEMENT_ID}" type="application/json">(.*?)</script>`);
  const json = pattern.exec(html)?.[1];
  if (json === undefined) throw new Error('The page carries no answers');
  return JSON.parse(json) as Record<string, { status: number; body: unknown }>;
};

describe("a page's styles from the build manifest", () => {
  it('names the style sheets of the page and its imports that the entry does not load already', () => {
    expect(pageStyles(MANIFEST, ['features/greeting-page.tsx'])).toEqual(['assets/greeting-page.css']);
    expect(pageStyles(MANIFEST, ['features/unknown-page.tsx'])).toEqual([]);
  });

  it('puts the style sheets a page imports before its own, as the browser adds them, so its rules win as they do there', () => {
    const manifest = {
      ...MANIFEST,
      'features/room-page.tsx': { file: 'assets/room-page.js', css: ['assets/room.css'], imports: ['_page.js'] },
      '_page.js': { file: 'assets/page.js', css: ['assets/page.css'], imports: ['_base.js'] },
      '_base.js': { file: 'assets/base.js', css: ['assets/base.css'] },
    };
    expect(pageStyles(manifest, ['features/room-page.tsx'])).toEqual([
      'assets/base.css',
      'assets/page.css',
      'assets/room.css',
    ]);
  });
});

describe.each(testBackends())('pages drawn by the API on %s', (backend) => {
  const t = useTestApp(backend, { webRoot, ssrRoot });

  it("draws a page from its own API's answers, as the visitor, and sends those answers with it", async () => {
    const signedUp = await postJson(t().app, '/api/signup', {
      email: 'page.reader@example.com',
      password: 'correct-horse-battery',
      firstName: '</script><script>alert(1)</script>',
      lastName: 'Reader',
    });
    const cookie = sessionCookieOf(signedUp);
    const page = await t().app.inject({ method: 'GET', url: '/greeting', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('<div id="root"><h1>Hello, 34 letters</h1></div>');
    // The entry's style sheet and the page's own, inside the page: no request stands before the first paint. Each
    // is named by a disabled link, never fetched, so that the browser's loader does not add it again.
    expect(page.body).toContain(
      '<title>Investor Portal</title>' +
        '<style>body{margin:0}</style><link rel="stylesheet" href="/assets/index.css" disabled>' +
        '<style>h1{color:navy}</style><link rel="stylesheet" href="/assets/greeting-page.css" disabled></head>',
    );
    expect(page.body).not.toMatch(/<link rel="stylesheet" href="[^"]*">/);
    // The visitor's own words cannot close the script element that carries them.
    expect(page.body).not.toContain('</script><script>alert(1)');
    const me = await t().app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(answersIn(page.body)).toEqual({ '/api/me': { status: 200, body: me.json() } });

    const loggedOut = await t().app.inject({ method: 'GET', url: '/greeting' });
    expect(loggedOut.body).toContain('<div id="root"><h1>Hello</h1></div>');
    expect(answersIn(loggedOut.body)['/api/me']?.body).toMatchObject({ isLoggedIn: false });
  });

  it('compresses the page as the browser accepts it', async () => {
    const plain = (await t().app.inject({ method: 'GET', url: '/greeting' })).body;
    const brotli = await t().app.inject({
      method: 'GET',
      url: '/greeting',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain);
    const gzip = await t().app.inject({ method: 'GET', url: '/greeting', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
  });

  it('redirects before any HTML when the page lives elsewhere', async () => {
    const moved = await t().app.inject({ method: 'GET', url: '/old-greeting' });
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe('/greeting');
    expect(moved.headers['cache-control']).toBe('private, no-store');
    expect(moved.body).not.toContain('<html');
  });

  it('sends the plain page for the browser to draw when the page is not drawn here, or could not be', async () => {
    for (const url of ['/account/settings', '/broken']) {
      const page = await t().app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(PAGE);
    }
  });

  it('keeps the build manifest from browsers', async () => {
    const manifest = await t().app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(manifest.body).not.toContain('greeting-page');
  });
});
