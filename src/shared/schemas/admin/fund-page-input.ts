// Checking the fund page's content before it is saved: field messages keyed by path ('team[0].name'), the same in the
// browser and on the server, and the trimmed form of what passed.
import { ValidationError } from 'yup';
import type { FundPageInput } from '../../api/fund-page';
import { fundPageSchema } from './fund-page.schema';

export const fundPageErrors = (input: unknown): Record<string, string> => {
  try {
    fundPageSchema.validateSync(input, { abortEarly: false, strict: false });
    return {};
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const errors: Record<string, string> = {};
    for (const issue of error.inner.length > 0 ? error.inner : [error]) errors[issue.path ?? 'page'] ??= issue.message;
    return errors;
  }
};

export const normalizeFundPageInput = ({ overviewMarkdown, team, faq }: FundPageInput): FundPageInput => ({
  overviewMarkdown: overviewMarkdown.trim(),
  team: team.map((member) => ({
    id: member.id,
    name: member.name.trim(),
    role: member.role.trim(),
    bioMarkdown: member.bioMarkdown.trim(),
  })),
  faq: faq.map((entry) => ({ question: entry.question.trim(), answerMarkdown: entry.answerMarkdown.trim() })),
});
