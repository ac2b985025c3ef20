// The built web app (dist/web) served by the API process: files as they are, and index.html for every other GET
// outside /api, so that the browser router handles the portal's routes (SPEC §2). Text files go out compressed.
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
    setHeaders: (res, path) => {
      res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
};

/** True when a request that matched no route is a page of the web app rather than an API call. */
export const isPageRequest = (request: FastifyRequest): boolean =>
  (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api');

export const sendWebPage = (reply: FastifyReply) =>
  reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
