// Who gave each answer (DESIGN.md §7a 'Who acted'): the investor, a delegate filling in for them, or an admin acting
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

/** The fields whose stored value a step changed: those are the author's answers. */
export const changedFields = (before: Record<string, unknown>, after: Record<string, unknown>): string[] =>
  Object.keys(after).filter(
    (field) => after[field] !== undefined && JSON.stringify(after[field]) !== JSON.stringify(before[field]),
  );
