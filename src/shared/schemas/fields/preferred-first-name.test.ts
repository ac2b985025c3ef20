import { describe, expect, it } from 'vitest';
import { chars, fieldResult } from '../testing/field-result';
import { preferredFirstName } from './preferred-first-name';

describe('preferred first name (docs/spec.md §5)', () => {
  it.each([[''], ['Kate'], [chars(50)]])('accepts %j', async (name) => {
    expect((await fieldResult(preferredFirstName(), name)).ok).toBe(true);
  });

  it('refuses a name of 51 characters', async () => {
    expect(await fieldResult(preferredFirstName(), chars(51))).toEqual({
      ok: false,
      message: 'Please use 50 characters or fewer.',
    });
  });
});
