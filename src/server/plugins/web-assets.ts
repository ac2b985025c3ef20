// The built web app (dist/web) served by the API process: files as they are, and index.html for every other GET
// outside /api, so that the browser router handles the portal's routes (docs/spec.md §2). Text files go out compressed.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const hasWebBuild = (root: string): boolean => existsSync(join(root, 'index.html'));

export const registerWebAssets = async (app: FastifyInstance, root: string): Promise<void> => {
  // Hashed assets never change; index.html always revalidates. The build writes each text file brotli- and
  // gzip-compressed beside it (vite.config.ts), sent to browsers that accept either.
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The build manifest (.vite/) is for the server's HTML (web-pages.ts), not for browsers.
    allowedPath: (pathName) => !pathName.startsWith('/.vite/'),
    setHeaders: (res, path) => {
      res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
};

/**
 * True when a request that matched no route is a page of the web app: not an API call, nor a code file the build
 * does not have (a page of an earlier release asking for an old build's file gets 404, not a page).
 */
export const isPageRequest = (request: FastifyRequest): boolean =>
  (request.method === 'GET' || request.method === 'HEAD') && !/^\/(?:api(?:\/|$|\?)|assets\/)/.test(request.url);

export const sendWebPage = (reply: FastifyReply) =>
  reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
