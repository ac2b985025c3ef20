import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { schemaCompilers } from './schema-compilers';

const options = { customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: false } };
const body = { type: 'object', properties: { amount: { type: 'number' } }, required: ['amount'] };

describe('route schemas compiled once per process', () => {
  it('gives a second app the validator compiled for the same schema and part, and compiles another afresh', () => {
    const first = schemaCompilers.buildValidator({}, options);
    const second = schemaCompilers.buildValidator({}, options);
    const validate = first({ schema: body, httpPart: 'body' }) as (value: unknown) => boolean;
    expect(second({ schema: structuredClone(body), httpPart: 'body' })).toBe(validate);
    expect(second({ schema: { ...body, required: [] }, httpPart: 'body' })).not.toBe(validate);
    expect(
      schemaCompilers.buildValidator({}, { customOptions: { coerceTypes: true } })({ schema: body, httpPart: 'body' }),
    ).not.toBe(validate);
    expect([validate({ amount: 5 }), validate({ amount: '5' }), validate({})]).toEqual([true, false, false]);
  });

  it('validates and serialises in an app as Fastify does by itself', async () => {
    const app = Fastify({ ajv: options, schemaController: { compilersFactory: schemaCompilers as never } });
    app.post('/', { schema: { body, response: { 200: body } } }, async (request) => ({
      ...(request.body as object),
      extra: 1,
    }));
    const ok = await app.inject({ method: 'POST', url: '/', payload: { amount: 5 } });
    expect([ok.statusCode, ok.json()]).toEqual([200, { amount: 5 }]);
    const refused = await app.inject({ method: 'POST', url: '/', payload: { amount: '5' } });
    expect(refused.statusCode).toBe(400);
    await app.close();
  });
});
