import { describe, expect, it } from 'vitest';
import { fieldResult } from '../testing/field-result';
import { hasTollFreePrefix, phone } from './phone';

const refused = { ok: false, message: 'Please enter a valid phone number.' };

describe('phone numbers (SPEC §5)', () => {
  it.each([
    ['(415) 555-0123', 'a US number without country code'],
    ['415-555-2671', 'a US number with dashes'],
    ['+1 212 555 0199', 'a US number with country code'],
    ['+1 416 555 0199', 'a Canadian number'],
    ['+44 20 7946 0958', 'a UK landline'],
    ['+44 7911 123456', 'a UK mobile'],
  ])('accepts %j (%s)', async (number) => {
    expect((await fieldResult(phone(), number)).ok).toBe(true);
  });

  it.each(['800', '888', '877', '866', '855', '844', '833', '822'])(
    'refuses US toll-free numbers on the %s prefix',
    async (prefix) => {
      expect(await fieldResult(phone(), `(${prefix}) 555-1234`)).toEqual(refused);
      expect(await fieldResult(phone(), `+1 ${prefix} 555 1234`)).toEqual(refused);
    },
  );

  it.each(['800', '888', '877', '866', '855', '844', '833', '822'])(
    'treats %s as a toll-free prefix even where the numbering plan has not assigned it yet',
    (prefix) => {
      expect(hasTollFreePrefix(`${prefix}5551234`)).toBe(true);
    },
  );

  it.each(['415', '212', '811', '899', '823'])('does not treat %s as toll-free', (prefix) => {
    expect(hasTollFreePrefix(`${prefix}5551234`)).toBe(false);
  });

  it.each([[''], ['123'], ['(415) 555-012'], ['not a phone'], ['+44 20 7946']])('refuses %j', async (number) => {
    expect(await fieldResult(phone(), number)).toEqual(refused);
  });
});
