// Pages as HTML (DESIGN.md §7a 'Server rendering', docs/performance.md): for a page the web app's server build can
// draw (dist/ssr/entry-server.js), the server asks its own API for the page's data as the visitor (same cookie), has
// the web app draw the first screen from those answers, and sends the HTML with the answers beside it, so that the
// browser hydrates the same screen without fetching them again. SPEC §2's redirects are sent before any HTML. Any
// other page, or a page the server could not draw, is the plain index.html the browser draws alone.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_ANSWERS_ELEMENT_ID, type ServerAnswer, type ServerRenderer } from '../../shared/api/server-render';
import { sendWebPage } from './web-assets';

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** What a page request carries that its API calls need: who is asking, and from where. */
const FORWARDED_HEADERS = ['cookie', 'user-agent', 'accept-language', 'x-forwarded-for', 'x-forwarded-proto'];

export const SSR_ENTRY_FILE = 'entry-server.js';

export const hasServerBuild = (ssrRoot: string): boolean => existsSync(join(ssrRoot, SSR_ENTRY_FILE));

/** The chunks a module pulls in with it (itself first), each once. */
const chunksOf = (manifest: Manifest, key: string, seen = new Set<string>()): ManifestChunk[] => {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk, ...(chunk.imports ?? []).flatMap((imported) => chunksOf(manifest, imported, seen))];
};

/** `<link>`s for the styles and scripts of `modules` that the page's own entry does not load already. */
export const headLinks = (manifest: Manifest, modules: readonly string[]): string => {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  const inEntry = new Set(entry ? chunksOf(manifest, entry) : []);
  const styles = new Set([...inEntry].flatMap((chunk) => chunk.css ?? []));
  const scripts = new Set([...inEntry].map((chunk) => chunk.file));
  const links: string[] = [];
  for (const chunk of modules.flatMap((module) => chunksOf(manifest, module))) {
    for (const css of chunk.css ?? []) {
      if (styles.has(css)) continue;
      styles.add(css);
      links.push(`<link rel="stylesheet" crossorigin href="/${css}">`);
    }
    if (scripts.has(chunk.file)) continue;
    scripts.add(chunk.file);
    links.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
  }
  return links.join('');
};

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

export type WebPages = { send: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> };

export const createWebPages = async (
  app: FastifyInstance,
  { webRoot, ssrRoot }: { webRoot: string; ssrRoot: string },
): Promise<WebPages> => {
  const { renderer } = (await import(pathToFileURL(join(ssrRoot, SSR_ENTRY_FILE)).href)) as {
    renderer: ServerRenderer;
  };
  const template = readFileSync(join(webRoot, 'index.html'), 'utf8');
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
    const page = await renderer.render({ url: request.url, answers });
    // What a page shows may be personal: no shared cache keeps it, and the browser asks again each time.
    reply.header('cache-control', 'private, no-store');
    if (page.kind === 'redirect') return reply.redirect(page.location, 302);
    if (page.kind === 'client') return sendWebPage(reply);
    const head = headLinks(manifest, page.modules);
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `${beforeRoot.replace('</head>', `${head}</head>`)}<div id="root">${page.html}</div>` +
          `<script id="${SERVER_ANSWERS_ELEMENT_ID}" type="application/json">${scriptJson(answers)}</script>${afterRoot}`,
      );
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
