// One log line per request, when its answer is sent: method, path, status and time (docs/operations.md 'Logs'),
// in place of Fastify's two (incoming, completed). On a terminal in development the lines are drawn readable
// (terminalLogStream); elsewhere they stay pino's JSON.
import type { FastifyInstance } from 'fastify';
import pretty from 'pino-pretty';

/**
 * The path as the log may show it: without the query string (reset, e-mail change and invitation links carry their
 * token there) and with a co-signer link's token (`/sign/{token}`, docs/security.md 'E-signature') left out.
 */
export const loggedPath = (url: string): string => (url.split('?')[0] ?? url).replace(/^\/sign\/[^/]+/, '/sign/…');

export const registerRequestLog = (app: FastifyInstance): void => {
  app.addHook('onResponse', async (request, reply) => {
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    const path = loggedPath(request.url);
    request.log.info(
      { method: request.method, path, statusCode: reply.statusCode, ms },
      `${request.method} ${path} ${reply.statusCode} ${ms} ms`,
    );
  });
};

/** Readable lines for a person at a terminal: time, level and message, colours when the terminal has them. */
export const terminalLogStream = (destination: NodeJS.WritableStream = process.stdout) =>
  pretty({
    destination,
    colorize: destination === process.stdout && process.stdout.isTTY,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,method,path,statusCode,ms',
  });
