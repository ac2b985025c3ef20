import { describe, expect, it } from 'vitest';
import { fieldResult } from '../testing/field-result';
import { email } from './email';

describe('e-mail addresses (docs/spec.md §5)', () => {
  it.each([['jane@example.com'], ['jane.doe+fund@mail.example.co.uk'], ['JANE@EXAMPLE.ORG']])(
    'accepts %j',
    async (address) => {
      expect((await fieldResult(email(), address)).ok).toBe(true);
    },
  );

  it('trims the address', async () => {
    expect(await fieldResult(email(), '  jane@example.com ')).toEqual({ ok: true, value: 'jane@example.com' });
  });

  it.each([
    [''],
    ['jane'],
    ['jane@'],
    ['@example.com'],
    ['jane@example'],
    ['jane doe@example.com'],
    ['jane@@example.com'],
    ['jane@example.'],
  ])('refuses %j', async (address) => {
    expect(await fieldResult(email(), address)).toEqual({
      ok: false,
      message: 'Please enter a valid e-mail address.',
    });
  });
});
