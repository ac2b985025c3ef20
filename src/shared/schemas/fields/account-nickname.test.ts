import { describe, expect, it } from 'vitest';
import { chars, fieldResult } from '../testing/field-result';
import { accountNickname } from './account-nickname';

describe('account nicknames (docs/spec.md §5)', () => {
  it.each([[''], ['Family trust #2'], ["Émile's IRA"], ['Kids (college)'], [chars(80)]])(
    'accepts %j',
    async (nickname) => {
      expect((await fieldResult(accountNickname(), nickname)).ok).toBe(true);
    },
  );

  it.each([['<b>'], ['a = b'], ['50% > 40%']])('refuses %j', async (nickname) => {
    expect(await fieldResult(accountNickname(), nickname)).toEqual({
      ok: false,
      message: 'Please use only letters, numbers and punctuation in the nickname.',
    });
  });

  it('refuses a nickname of 81 characters', async () => {
    expect(await fieldResult(accountNickname(), chars(81))).toEqual({
      ok: false,
      message: 'Please use 80 characters or fewer.',
    });
  });
});
