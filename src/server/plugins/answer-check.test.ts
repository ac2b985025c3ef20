// The answer check that API tests run with: an answer that its route's schema would cut or change fails the request
// instead of reaching the page without a word.
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { answerObject, booleanAnswer, fileAnswer, nullableString, stringAnswer } from '../answer-schema';
import { registerAnswerCheck } from './answer-check';

type Card = { name: string; note: string | null; isOpen: boolean };
const cardAnswer = answerObject<Card>()({ name: stringAnswer, note: nullableString, isOpen: booleanAnswer });

const appAnswering = async (answer: unknown, { isCheckOn = true } = {}): Promise<FastifyInstance> => {
  const app = Fastify({ logger: false });
  if (isCheckOn) registerAnswerCheck(app);
  app.get('/card', { schema: { response: { 200: cardAnswer } } }, async () => answer);
  app.get('/card-text', { schema: { response: { 200: cardAnswer } } }, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(JSON.stringify(answer)),
  );
  app.get('/photo', { schema: { response: { 200: fileAnswer('A photo', ['image/png']) } } }, async (_request, reply) =>
    reply.type('image/png').send(Buffer.from([0x89, 0x50, 0x4e, 0x47])),
  );
  await app.ready();
  return app;
};

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('the answer check', () => {
  it('lets an answer that its schema describes exactly go out unchanged', async () => {
    const card = { name: 'Fund I', note: null, isOpen: true };
    app = await appAnswering(card);
    const response = await app.inject({ method: 'GET', url: '/card' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(card);
  });

  it('fails an answer carrying a field its schema does not name, which serialisation would drop', async () => {
    const card = { name: 'Fund I', note: null, isOpen: true, closeDate: '2026-12-31' };
    const unchecked = await appAnswering(card, { isCheckOn: false });
    expect((await unchecked.inject({ method: 'GET', url: '/card' })).json()).not.toHaveProperty('closeDate');
    await unchecked.close();

    app = await appAnswering(card);
    const response = await app.inject({ method: 'GET', url: '/card' });
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toContain('GET /card');
  });

  it('fails a wrong type and a null the schema does not allow', async () => {
    app = await appAnswering({ name: 'Fund I', note: null, isOpen: 'yes' });
    expect((await app.inject({ method: 'GET', url: '/card' })).statusCode).toBe(500);
    await app.close();
    app = await appAnswering({ name: null, note: null, isOpen: true });
    expect((await app.inject({ method: 'GET', url: '/card' })).statusCode).toBe(500);
  });

  it('fails a missing field', async () => {
    app = await appAnswering({ name: 'Fund I', isOpen: true });
    expect((await app.inject({ method: 'GET', url: '/card' })).statusCode).toBe(500);
  });

  it('checks an answer the route sends as ready JSON text', async () => {
    app = await appAnswering({ name: 'Fund I', note: null, isOpen: true, extra: 1 });
    expect((await app.inject({ method: 'GET', url: '/card-text' })).statusCode).toBe(500);
    await app.close();
    app = await appAnswering({ name: 'Fund I', note: 'soon', isOpen: false });
    expect((await app.inject({ method: 'GET', url: '/card-text' })).json()).toEqual({
      name: 'Fund I',
      note: 'soon',
      isOpen: false,
    });
  });

  it('leaves a file answer alone', async () => {
    app = await appAnswering(null);
    const response = await app.inject({ method: 'GET', url: '/photo' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
  });
});
