// Pages as HTML (docs/design.md §7a 'Server rendering', docs/performance.md): for a page the web app's server build can
// draw (dist/ssr/entry-server.js), the server asks its own API for the page's data as the visitor (same cookie), has
// the web app draw the first screen from those answers, and sends the HTML with the answers beside it, so that the
// browser hydrates the same screen without fetching them again. docs/spec.md §2's redirects are sent before any HTML. Any
// other page, or a page the server could not draw, is the plain index.html the browser draws alone.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_ANSWERS_ELEMENT_ID, type ServerAnswer, type ServerRenderer } from '../../shared/api/server-render';
import { sendWebPage } from './web-assets';

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** What a page request carries that its API calls need: who is asking, and from where. */
const FORWARDED_HEADERS = ['cookie', 'user-agent', 'accept-language', 'x-forwarded-for', 'x-forwarded-proto'];

export const SSR_ENTRY_FILE = 'entry-server.js';

export const hasServerBuild = (ssrRoot: string): boolean => existsSync(join(ssrRoot, SSR_ENTRY_FILE));

/**
 * The chunks a module pulls in with it, each once, imports before the chunk that imports them: the order in which
 * Vite's loader adds their style sheets in the browser, so that a page's own rules come after the shared ones they
 * override (`.room` after `.page`, of equal specificity) in the server's HTML as after hydration.
 */
const chunksOf = (manifest: Manifest, key: string, seen = new Set<string>()): ManifestChunk[] => {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.imports ?? []).flatMap((imported) => chunksOf(manifest, imported, seen)), chunk];
};

/** The style sheets of `modules` that the page's own entry does not load already. */
export const pageStyles = (manifest: Manifest, modules: readonly string[]): string[] => {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  const inEntry = new Set((entry ? chunksOf(manifest, entry) : []).flatMap((chunk) => chunk.css ?? []));
  const styles = new Set<string>();
  for (const chunk of modules.flatMap((module) => chunksOf(manifest, module))) {
    for (const css of chunk.css ?? []) if (!inEntry.has(css)) styles.add(css);
  }
  return [...styles];
};

const STYLE_LINK = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g;

/** JSON that cannot end the script element it travels in. */
const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const parseBody = (text: string): unknown => {
  try {
    return text === '' ? null : JSON.parse(text);
  } catch {
    return null;
  }
};

/** The page compressed as the browser accepts it (brotli at a quality quick enough for every request, else gzip). */
const sendCompressed = (request: FastifyRequest, reply: FastifyReply, html: string) => {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepted)) {
    const body = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(gzipSync(html, { level: 6 }));
  return reply.send(html);
};

export type WebPages = { send: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> };

export const createWebPages = async (
  app: FastifyInstance,
  { webRoot, ssrRoot }: { webRoot: string; ssrRoot: string },
): Promise<WebPages> => {
  const { renderer } = (await import(pathToFileURL(join(ssrRoot, SSR_ENTRY_FILE)).href)) as {
    renderer: ServerRenderer;
  };
  // Style sheets go inside the page: on a slow network every sheet in the head is one more round trip before the
  // first paint, and the portal's are small (about 10 KB compressed in all). Each comes with a disabled link to its
  // file, which the browser neither fetches nor applies: Vite's loader, seeing the sheet named, does not add it again
  // as the page's code loads. Added again, the sheets would arrive one at a time after all the inline ones, and a
  // shared sheet arriving before the page's own would for a moment outrank the page's rules over it.
  const styleOf = (file: string): string =>
    `<style>${readFileSync(join(webRoot, file), 'utf8').replace(/<\/style/gi, '<\\/style')}</style>` +
    `<link rel="stylesheet" href="/${file}" disabled>`;
  // A drawn page paints from its HTML alone: its scripts are fetched by the entry as it runs, instead of being named
  // up front, where on a slow network they would share the bandwidth the first paint needs.
  const template = readFileSync(join(webRoot, 'index.html'), 'utf8')
    .replace(STYLE_LINK, (_link, file: string) => styleOf(file))
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  const manifest = JSON.parse(readFileSync(join(webRoot, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const [beforeRoot, afterRoot] = template.split('<div id="root"></div>');
  if (afterRoot === undefined || beforeRoot === undefined) throw new Error('index.html has no empty #root element');

  const askApi = async (request: FastifyRequest, path: string): Promise<[string, ServerAnswer]> => {
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const answer = await app.inject({ method: 'GET', url: path, headers });
    return [path, { status: answer.statusCode, body: parseBody(answer.body) }];
  };

  const draw = async (request: FastifyRequest, reply: FastifyReply) => {
    const apiPaths = renderer.apiPathsFor(new URL(request.url, 'http://portal').pathname);
    if (!apiPaths) return sendWebPage(reply);
    const answers = Object.fromEntries(await Promise.all(apiPaths.map((path) => askApi(request, path))));
    const page = await renderer.render({ url: request.url, answers, cookies: request.headers.cookie });
    // What a page shows may be personal: no shared cache keeps it, and the browser asks again each time.
    reply.header('cache-control', 'private, no-store');
    if (page.kind === 'redirect') return reply.redirect(page.location, 302);
    if (page.kind === 'client') return sendWebPage(reply);
    const head = pageStyles(manifest, page.modules).map(styleOf).join('');
    const html =
      `${beforeRoot.replace('</head>', `${head}</head>`)}<div id="root">${page.html}</div>` +
      `<script id="${SERVER_ANSWERS_ELEMENT_ID}" type="application/json">${scriptJson(answers)}</script>${afterRoot}`;
    return sendCompressed(request, reply.type('text/html; charset=utf-8'), html);
  };

  return {
    send: async (request, reply) => {
      try {
        return await draw(request, reply);
      } catch (error) {
        // The browser can still draw the page: a failure here costs speed, never the page.
        request.log.error({ err: error }, 'server rendering failed');
        return sendWebPage(reply);
      }
    },
  };
};
