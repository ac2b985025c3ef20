// Test support: the outcome of validating one value against one field schema, as data a table can compare.
import { type AnySchema, ValidationError } from 'yup';

export type FieldResult = { ok: true; value: unknown } | { ok: false; message: string };

export const fieldResult = async (schema: AnySchema, value: unknown): Promise<FieldResult> => {
  try {
    return { ok: true, value: await schema.validate(value) };
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    return { ok: false, message: error.message };
  }
};

export const chars = (count: number, char = 'a'): string => char.repeat(count);
