// One log line per request, when its answer is sent: method, path, status and time (docs/operations.md 'Logs'),
// in place of Fastify's two (incoming, completed). On a terminal in development the lines are drawn readable
// (terminalLogStream); elsewhere they stay pino's JSON.
import type { FastifyInstance } from 'fastify';
import pretty from 'pino-pretty';

export const registerRequestLog = (app: FastifyInstance): void => {
  app.addHook('onResponse', async (request, reply) => {
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    const path = request.url.split('?')[0] ?? request.url;
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
