// JSON schemas of the routes' answers (docs/api.md 'OpenAPI'), tied to the TypeScript types of src/shared/api that
// the web app reads. Fastify serialises an answer by its schema and drops every field the schema does not name, so a
// schema built here must name exactly the fields of its type (a field added to the type alone fails to compile), and
// a field that may be null must allow null. What the server really sends is checked against the schema in every API
// test (plugins/answer-check.ts).

type JsonSchema = { readonly [keyword: string]: unknown };

/** A schema that admits null: a type list ending in 'null', or anyOf a schema and null. */
type NullableSchema =
  | { readonly type: readonly [string, 'null'] }
  | { readonly anyOf: readonly [JsonSchema, { readonly type: 'null' }] };

/** The fields T may leave out. */
type OptionalKeys<T> = { [K in keyof T]-?: Partial<Pick<T, K>> extends Pick<T, K> ? K : never }[keyof T];

/** For each field of T, a schema; one that admits null where T admits null. */
export type PropertiesOf<T> = { readonly [K in keyof T]-?: null extends T[K] ? NullableSchema : JsonSchema };

/**
 * The schema of an answer object of type T: `answerObject<T>()({ … }, ['optionalField'])`. Every field is required
 * but those named as optional (only T's optional fields may be), and no other field is allowed.
 */
export const answerObject =
  <T>() =>
  <const P extends PropertiesOf<T>>(
    properties: P & { readonly [K in Exclude<keyof P, keyof T>]: never },
    optional: readonly OptionalKeys<T>[] = [],
  ) =>
    ({
      type: 'object',
      additionalProperties: false,
      properties,
      required: Object.keys(properties).filter((key) => !(optional as readonly PropertyKey[]).includes(key)),
    }) as const;

export const stringAnswer = { type: 'string' } as const;
export const booleanAnswer = { type: 'boolean' } as const;
export const integerAnswer = { type: 'integer' } as const;
export const numberAnswer = { type: 'number' } as const;
/** An ISO-8601 instant. */
export const instantAnswer = { type: 'string', format: 'date-time' } as const;
export const nullableString = { type: ['string', 'null'] } as const;
export const nullableInteger = { type: ['integer', 'null'] } as const;
export const nullableNumber = { type: ['number', 'null'] } as const;
export const nullableBoolean = { type: ['boolean', 'null'] } as const;
export const nullableInstant = { type: ['string', 'null'], format: 'date-time' } as const;

/** One of a domain's words (the vocabularies of src/shared/domain). */
export const enumAnswer = <const V extends readonly string[]>(values: V) => ({ type: 'string', enum: values }) as const;

/** One of a domain's words, or null. */
export const nullableEnum = <const V extends readonly string[]>(values: V) =>
  ({ type: ['string', 'null'], enum: [...values, null] }) as const;

export const arrayOf = <const S extends JsonSchema>(items: S) => ({ type: 'array', items }) as const;

/** An object, or null in its place. */
export const nullableObject = <const S extends JsonSchema>(schema: S) =>
  ({ anyOf: [schema, { type: 'null' }] }) as const;

/** `{ message }`: the answer of a call that only confirms in words. */
export const messageAnswer = answerObject<{ message: string }>()({ message: stringAnswer });

/** A file the route answers (PDF, CSV, ZIP, image): its content type with a binary string. */
export const fileAnswer = (description: string, contentTypes: readonly string[]) => ({
  description,
  content: Object.fromEntries(contentTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
});
