import { describe, expect, it } from 'vitest';
import { chars, fieldResult } from '../testing/field-result';
import { entityName } from './entity-name';

describe('entity names (docs/spec.md §5)', () => {
  it.each([
    ['Acme Holdings, LLC'],
    ['Smith & Sons (2024) Family Trust'],
    ['Société Générale S.A.'],
    ['Fund #3: "Growth"'],
    ['A+B Partners'],
    ['1st Street Ventures'],
    [chars(300)],
  ])('accepts %j', async (name) => {
    expect((await fieldResult(entityName(), name)).ok).toBe(true);
  });

  it.each([[''], ['   '], ['<script>'], ['Acme = 1'], ['Acme | Co']])('refuses %j', async (name) => {
    expect(await fieldResult(entityName(), name)).toEqual({
      ok: false,
      message: 'Please enter the legal entity name.',
    });
  });

  it('refuses a name of 301 characters', async () => {
    expect(await fieldResult(entityName(), chars(301))).toEqual({
      ok: false,
      message: 'Please use 300 characters or fewer.',
    });
  });
});
