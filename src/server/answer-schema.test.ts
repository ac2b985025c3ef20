// answerObject ties an answer's JSON schema to its TypeScript type: the compiler refuses a schema that misses a field,
// names one the type lacks, or refuses null where the type allows it (the @ts-expect-error lines fail to compile
// once the check is gone); at run time every field is required but those named optional.
import { describe, expect, it } from 'vitest';
import { answerObject, booleanAnswer, nullableObject, nullableString, stringAnswer } from './answer-schema';

type Card = { name: string; note: string | null; isOpen: boolean; badge?: string };

describe('answerObject', () => {
  it('requires every field of the type but the optional ones named, and allows no other', () => {
    const schema = answerObject<Card>()(
      { name: stringAnswer, note: nullableString, isOpen: booleanAnswer, badge: stringAnswer },
      ['badge'],
    );
    expect(schema).toEqual({
      type: 'object',
      additionalProperties: false,
      properties: { name: stringAnswer, note: nullableString, isOpen: booleanAnswer, badge: stringAnswer },
      required: ['name', 'note', 'isOpen'],
    });
  });

  it('does not compile when the schema and the type disagree', () => {
    type Pair = { a: string; b?: string | null };
    // @ts-expect-error a field of the type is missing: serialisation would drop it
    answerObject<Pair>()({ b: nullableString }, ['b']);
    // @ts-expect-error a field the type does not have
    answerObject<Pair>()({ a: stringAnswer, b: nullableString, c: stringAnswer }, ['b']);
    // @ts-expect-error the type allows null here, the schema does not
    answerObject<Pair>()({ a: stringAnswer, b: stringAnswer }, ['b']);
    // @ts-expect-error only an optional field may be left out of the required ones
    answerObject<Pair>()({ a: stringAnswer, b: nullableString }, ['a']);
    const inner = answerObject<{ id: string }>()({ id: stringAnswer });
    const outer = answerObject<{ inner: { id: string } | null }>()({ inner: nullableObject(inner) });
    expect(outer.required).toEqual(['inner']);
  });
});
