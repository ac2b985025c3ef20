import { describe, expect, it } from 'vitest';
import { preparedOnce } from './prepared';

describe('a prepared statement', () => {
  it('is built on first use and reused afterwards', () => {
    let builds = 0;
    const statement = preparedOnce(() => ({ build: ++builds }));
    expect(builds).toBe(0);
    expect(statement()).toBe(statement());
    expect(builds).toBe(1);
  });
});
