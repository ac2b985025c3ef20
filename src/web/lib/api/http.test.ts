// The app's one HTTP path against a real HTTP server: an investor's failed call counts toward docs/spec.md §8's limit,
// the back office's (isCounted: false) does not; both read the server's message.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserStorage } from '../storage/browser-storage';
import { ApiError } from './api-error';
import { failureCount } from './failure-counter';
import { apiRequest } from './http';

let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    const isFailure = request.url === '/fails';
    response.writeHead(isFailure ? 500 : 200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(isFailure ? { message: 'Something went wrong.' } : { answer: 42 }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const failing = (endpoint: string, isCounted?: boolean) =>
  apiRequest({ endpoint, path: `${base}/fails`, isCounted }).then(
    () => expect.unreachable('the call should fail'),
    (error: unknown) => error,
  );

describe('apiRequest', () => {
  it('answers the JSON of a 2xx', async () => {
    await expect(apiRequest({ endpoint: 'GET /ok', path: `${base}/ok` })).resolves.toEqual({ answer: 42 });
  });

  it("counts an investor's failed call and throws the server's message", async () => {
    const error = await failing('GET /investor-call');
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(500);
    expect((error as ApiError).body.message).toBe('Something went wrong.');
    expect(failureCount(browserStorage(), 'GET /investor-call')).toBe(1);
  });

  it("leaves the back office's failed call out of the counts, with the same message", async () => {
    const error = await failing('GET /admin-call', false);
    expect((error as ApiError).body.message).toBe('Something went wrong.');
    await failing('GET /admin-call', false);
    expect(failureCount(browserStorage(), 'GET /admin-call')).toBe(0);
  });
});
