import { describe, expect, it } from 'vitest';
import { internationalPhoneNumber } from '../../domain/phone-numbers';
import { fieldResult } from '../testing/field-result';
import { hasTollFreePrefix, phone } from './phone';

const refused = { ok: false, message: 'Please enter a valid phone number.' };

describe('phone numbers (docs/spec.md §5)', () => {
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

describe('a phone number typed beside its country (docs/spec.md §5: valid for its country, default US)', () => {
  /** What the page sends for the number typed beside the country, checked by the schema the server uses. */
  const checked = (typed: string, country: string) => fieldResult(phone(), internationalPhoneNumber(typed, country));

  it.each([
    ['07400 123456', 'GB', '+44 7400 123456'],
    ['020 7946 0958', 'GB', '+44 20 7946 0958'],
    ['06 12 34 56 78', 'FR', '+33 6 12 34 56 78'],
    ['030 123456', 'DE', '+49 30 123456'],
    ['(415) 555-0123', 'US', '+1 415 555 0123'],
  ])('accepts %j as a number of %s, sent as %j', async (typed, country, sent) => {
    expect(internationalPhoneNumber(typed, country)).toBe(sent);
    expect(await checked(typed, country)).toEqual({ ok: true, value: sent });
  });

  it.each([
    ['07400 123456', 'US'],
    ['020 7946 0958', 'US'],
    ['(415) 555-0123', 'GB'],
    ['06 12 34 56 78', 'US'],
  ])('refuses %j as a number of %s', async (typed, country) => {
    expect(await checked(typed, country)).toEqual(refused);
  });

  it.each(['US', 'GB', 'FR', 'JP'])('accepts a number typed with its country code beside %s', async (country) => {
    expect(await checked('+44 7400 123456', country)).toEqual({ ok: true, value: '+44 7400 123456' });
    expect(await checked('+1 212 555 0142', country)).toEqual({ ok: true, value: '+1 212 555 0142' });
  });

  it('refuses a toll-free US number beside the United States, as without a country', async () => {
    expect(await checked('(800) 555-1234', 'US')).toEqual(refused);
  });

  it.each(['', '   '])('refuses an empty number (docs/spec.md §5 required) whatever the country: %j', async (typed) => {
    expect(internationalPhoneNumber(typed, 'GB')).toBe('');
    expect(await checked(typed, 'GB')).toEqual(refused);
    expect(await checked(typed, 'US')).toEqual(refused);
  });

  it.each([['not a phone'], ['1'], ['+']])(
    'refuses %j beside any country, never reading it as a US number',
    async (typed) => {
      expect(await checked(typed, 'GB')).toEqual(refused);
      expect(await checked(typed, 'US')).toEqual(refused);
    },
  );

  it('reads a country it does not know as the default, the United States', async () => {
    expect(internationalPhoneNumber('(415) 555-0123', 'XX')).toBe('+1 415 555 0123');
  });
});
