// Checks every JSON answer against its route's response schema before Fastify serialises it (tests turn it on, see
// AppOptions.isAnswerCheckOn). Serialisation drops each field the schema does not name and may turn a wrong type into
// another without a word; here such an answer fails loudly instead (500, and the mismatch in the log), so a route's
// tests catch a schema that would hide part of its answer from the pages. Answers a route sends as ready JSON text
// (never serialised by the schema) are checked too.
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

type ResponseSchemas = Record<string, unknown>;

/** The schema Fastify would serialise this status with: exact ('200'), by class ('2xx'), or the default. */
const schemaFor = (request: FastifyRequest, statusCode: number): object | undefined => {
  const responses = request.routeOptions.schema?.response as ResponseSchemas | undefined;
  if (!responses) return undefined;
  const schema = responses[String(statusCode)] ?? responses[`${String(statusCode)[0]}xx`] ?? responses.default;
  if (typeof schema !== 'object' || schema === null) return undefined;
  // A file's answer names content types (answer-schema.ts fileAnswer): no JSON to check.
  return 'content' in schema ? undefined : schema;
};

/**
 * `text`: the answer as JSON. A validator may be set to remove unknown fields or coerce types; the copy it checked
 * must then still equal what was sent, so a field it would remove or a value it would change fails too.
 */
const check = (request: FastifyRequest, reply: FastifyReply, schema: object, text: string): void => {
  const validate = request.compileValidationSchema(schema);
  const checked: unknown = JSON.parse(text);
  if (validate(checked) && isDeepStrictEqual(checked, JSON.parse(text))) return;
  const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
  throw new Error(
    `The answer of ${route} (${reply.statusCode}) does not match its schema: ${JSON.stringify(validate.errors ?? 'a field it would drop or change')}`,
  );
};

export const registerAnswerCheck = (app: FastifyInstance): void => {
  const checked = new WeakSet<FastifyRequest>();

  app.addHook('preSerialization', async (request, reply, payload) => {
    const schema = schemaFor(request, reply.statusCode);
    if (!schema) return payload;
    // The JSON the route would send without a schema, as the page would read it.
    check(request, reply, schema, JSON.stringify(payload) ?? 'null');
    checked.add(request);
    return payload;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (checked.has(request) || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const schema = schemaFor(request, reply.statusCode);
    if (schema) check(request, reply, schema, payload);
    return payload;
  });
};
