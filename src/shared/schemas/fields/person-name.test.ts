import { describe, expect, it } from 'vitest';
import { fieldResult } from '../testing/field-result';
import { NAME_MESSAGES, personName } from './person-name';

describe('person names (docs/spec.md §5)', () => {
  const legalFirstName = personName(NAME_MESSAGES.legalFirstName);

  it.each([
    ['Zoë'],
    ['José-María'],
    ["O'Brien"],
    ['D’Angelo'],
    ['St. John, Jr.'],
    ['Anne Marie'],
    ['Zoe\u0308'],
    ['Łukasz'],
  ])('accepts %j', async (name) => {
    expect((await fieldResult(legalFirstName, name)).ok).toBe(true);
  });

  it.each([['R2D2'], ['<script>'], [''], ['   '], ['Jane!'], ['Jane_Doe'], ['Jane@home']])(
    'refuses %j',
    async (name) => {
      expect(await fieldResult(legalFirstName, name)).toEqual({
        ok: false,
        message: 'Please enter your legal first name.',
      });
    },
  );

  it('keeps the name with its whitespace normalised', async () => {
    expect(await fieldResult(legalFirstName, '  Mary   Ann ')).toEqual({ ok: true, value: 'Mary Ann' });
  });

  it.each([
    [NAME_MESSAGES.legalFirstName, 'Please enter your legal first name.'],
    [NAME_MESSAGES.legalLastName, 'Please enter your legal last name.'],
  ])('speaks the spec message %j', async (message, expected) => {
    expect(await fieldResult(personName(message), '')).toEqual({ ok: false, message: expected });
  });
});
