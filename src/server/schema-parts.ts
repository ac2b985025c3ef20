// JSON-schema pieces shared by the routes. Bodies refuse unknown fields and wrong types (docs/design.md §5).
export const emailSchema = {
  type: 'string',
  minLength: 3,
  maxLength: 254,
  pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
} as const;

export const newPasswordSchema = { type: 'string', minLength: 8, maxLength: 200 } as const;

export const passwordSchema = { type: 'string', minLength: 1, maxLength: 200 } as const;

export const personNameSchema = { type: 'string', minLength: 1, maxLength: 100 } as const;

/** Fund slugs are lower-case (docs/spec.md §7 create-user-portfolio). */
export const fundSlugSchema = {
  type: 'string',
  minLength: 1,
  maxLength: 100,
  pattern: '^[a-z0-9][a-z0-9-]*$',
} as const;

export const idSchema = { type: 'string', minLength: 1, maxLength: 64 } as const;

/** A database id: anything else is refused before a query could fail on it. */
export const uuidSchema = {
  type: 'string',
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
} as const;

export const tokenSchema = { type: 'string', minLength: 16, maxLength: 200 } as const;

export const objectSchema = <P extends Record<string, unknown>, R extends readonly (keyof P & string)[]>(
  properties: P,
  required: R,
) => ({ type: 'object', additionalProperties: false, properties, required }) as const;

/** A state-changing call that carries nothing still sends a JSON body (docs/design.md §5): `{}`. */
export const emptyBodySchema = objectSchema({}, []);
