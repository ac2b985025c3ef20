import { describe, expect, it } from 'vitest';
import { fieldResult } from '../testing/field-result';
import { checkbox, requiredTrue } from './checkbox';

describe('checkboxes (docs/spec.md §5)', () => {
  it.each([
    [undefined, false],
    [null, false],
    [true, true],
    ['true', true],
    [false, false],
  ])('reads a plain checkbox given %j as %j', async (input, expected) => {
    expect(await fieldResult(checkbox(), input)).toEqual({ ok: true, value: expected });
  });

  it('refuses a plain checkbox value that is not a yes or no', async () => {
    expect(await fieldResult(checkbox(), 'maybe')).toEqual({ ok: false, message: 'Please enter a valid value.' });
  });

  it('accepts a required-true checkbox only when explicitly true', async () => {
    expect(await fieldResult(requiredTrue('Agree first.'), true)).toEqual({ ok: true, value: true });
  });

  it.each([[false], [undefined], [null], ['yes'], ['true'], [1]])(
    'refuses a required-true checkbox given %j',
    async (input) => {
      expect(await fieldResult(requiredTrue('Agree first.'), input)).toEqual({ ok: false, message: 'Agree first.' });
    },
  );
});
