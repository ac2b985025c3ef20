// Who gave each answer (docs/design.md §7a 'Who acted'): the investor, a delegate filling in for them, or an admin acting
// as the investor. Kept per field with the transaction's answers and shown in the back office's detail.
export const ANSWER_AUTHOR_KINDS = ['investor', 'delegate', 'admin'] as const;
export type AnswerAuthorKind = (typeof ANSWER_AUTHOR_KINDS)[number];

/** `at`: when they answered, so that each write's authors differ from the last (the audit trigger reads them). */
export type AnswerAuthor = { by: AnswerAuthorKind; userId: string; email: string; at: string };

/** The author of each answered field, by the field's name. */
export type AnswerAuthors = Partial<Record<string, AnswerAuthor>>;

/** The author in words, as the back office shows them beside an answer. */
export const answerAuthorWords = ({ by, email }: AnswerAuthor): string => {
  if (by === 'delegate') return `Delegate ${email}`;
  if (by === 'admin') return `Administrator ${email}, acting as the investor`;
  return 'Investor';
};

type Json = Record<string, unknown>;

const definedKeys = (value: Json): string[] => Object.keys(value).filter((key) => value[key] !== undefined);

/**
 * Equal as stored answers: the same primitives, arrays item by item, objects key by key in any order (the database
 * gives an address's parts back in its own order). Compared in place, without writing either side out as JSON: every
 * submit compares all of a form's answers.
 */
const isSameAnswer = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => isSameAnswer(x, b[i]));
  }
  const keys = definedKeys(a as Json);
  return (
    keys.length === definedKeys(b as Json).length &&
    keys.every((key) => isSameAnswer((a as Json)[key], (b as Json)[key]))
  );
};

/** The fields whose stored value a step changed: those are the author's answers. */
export const changedFields = (before: Json, after: Json): string[] =>
  Object.keys(after).filter((field) => after[field] !== undefined && !isSameAnswer(after[field], before[field]));
