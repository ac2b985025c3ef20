import { describe, expect, it } from 'vitest';
import { serializeError } from './logger-options';

describe('error log serializer', () => {
  it("drops a failed query's parameters from the logged error", () => {
    const error = Object.assign(
      new Error('Failed query: insert into users values ($1)\nparams: someone@example.com,secret'),
      {
        params: ['someone@example.com', 'secret'],
      },
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain('Failed query: insert into users');
    expect(logged).not.toContain('secret');
    expect(logged).not.toContain('someone@example.com');
  });

  it('keeps an ordinary error whole', () => {
    expect(serializeError(new Error('disk full'))).toMatchObject({ type: 'Error', message: 'disk full' });
  });
});
