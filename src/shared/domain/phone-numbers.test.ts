import { describe, expect, it } from 'vitest';
import { internationalPhoneNumber, phoneNumberParts } from './phone-numbers';

describe('a stored phone number as the page shows it (docs/spec.md §5: its country, default US)', () => {
  it.each([
    ['+44 20 7946 0958', 'GB', '020 7946 0958'],
    ['+447400123456', 'GB', '07400 123456'],
    ['+33 6 12 34 56 78', 'FR', '06 12 34 56 78'],
    ['+1 416 555 0199', 'CA', '(416) 555-0199'],
    ['+1 212 555 0142', 'US', '(212) 555-0142'],
  ])('shows %j beside %s as %j', (stored, country, national) => {
    expect(phoneNumberParts(stored)).toEqual({ country, national });
  });

  it('reads a number stored without a country code, before the page asked for one, as a US number', () => {
    expect(phoneNumberParts('(415) 555-0123')).toEqual({ country: 'US', national: '(415) 555-0123' });
  });

  it.each(['', '+800 1234 5678', '+44 20 7946', 'not a phone'])(
    'keeps %j as it is beside the default country: empty, invalid, or a code of no single country',
    (stored) => {
      expect(phoneNumberParts(stored)).toEqual({ country: 'US', national: stored });
    },
  );

  it.each(['+44 20 7946 0958', '+1 416 555 0199', '+33 6 12 34 56 78', '+81 3-1234-5678', '(415) 555-0123'])(
    'sends %j back as the same number when the investor changes nothing',
    (stored) => {
      const { country, national } = phoneNumberParts(stored);
      expect(internationalPhoneNumber(national, country).replace(/\D/g, '')).toBe(
        internationalPhoneNumber(stored, 'US').replace(/\D/g, ''),
      );
    },
  );
});
