// Every failure answers JSON `{ message, fields? }` (docs/design.md §5). Client mistakes get a 4xx with a plain message;
// anything else is logged and answered with docs/spec.md §8's generic message, never a stack trace.
import type { FastifyError, FastifyInstance } from 'fastify';
import { GENERIC_ERROR_MESSAGE, HttpError } from '../http-error';
import { isPageRequest, sendWebPage } from './web-assets';
import type { WebPages } from './web-pages';

type ValidationIssue = { instancePath?: string; message?: string; params?: Record<string, unknown> };

/** Field name → message, from the schema validator's issues. */
const fieldsOf = (issues: readonly ValidationIssue[]): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const missing = issue.params?.missingProperty ?? issue.params?.additionalProperty;
    const path = [issue.instancePath?.replace(/^\//, '').replace(/\//g, '.'), missing].filter(Boolean).join('.');
    const name = path === '' ? 'body' : path;
    fields[name] ??= issue.params?.additionalProperty ? 'is not an accepted field' : (issue.message ?? 'is invalid');
  }
  return fields;
};

/**
 * `webRoot`: the built web app, whose index.html answers page requests that match no route; `pages`, when the web
 * app's server build is there, draws the pages it can as HTML first.
 */
export const registerErrorHandler = (app: FastifyInstance, webRoot?: string, pages?: () => WebPages | null): void => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message, ...error.extra });
    }
    if (error.validation) {
      return reply.status(400).send({ message: 'The request is not valid.', fields: fieldsOf(error.validation) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429) return reply.status(429).send({ message: 'Too many attempts. Please wait and try again.' });
      return reply.status(status).send({ message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: GENERIC_ERROR_MESSAGE });
  });

  app.setNotFoundHandler((request, reply) => {
    if (webRoot && isPageRequest(request)) return pages?.()?.send(request, reply) ?? sendWebPage(reply);
    return reply.status(404).send({ message: 'Not found.' });
  });
};
