// The fund page's content as the back office saves it (docs/admin.md 'The fund page'): the form and the API check the
// same rules. Texts are Markdown; the server renders them to sanitised HTML, so the rules here are about size only.
import { array, object, string } from 'yup';

export const FUND_PAGE_LIMITS = {
  overview: 4000,
  teamMembers: 8,
  name: 80,
  role: 80,
  bio: 1200,
  faqEntries: 12,
  question: 200,
  answer: 2000,
} as const;

export const FUND_PAGE_MESSAGES = {
  name: 'Please enter the person’s name.',
  role: 'Please enter the person’s role, e.g. Managing Partner.',
  bio: 'Please write a short bio.',
  question: 'Please enter the question.',
  answer: 'Please enter the answer.',
  teamMembers: `Please show at most ${FUND_PAGE_LIMITS.teamMembers} people.`,
  faqEntries: `Please keep to at most ${FUND_PAGE_LIMITS.faqEntries} questions.`,
  tooLong: (max: number) => `Please use ${max} characters or fewer.`,
  photoKind: 'Please upload the photo as a PNG or JPEG image.',
  photoTooLarge: 'The photo is larger than 2 MB. Please choose a smaller one.',
} as const;

const text = (max: number, requiredMessage?: string) => {
  const trimmed = string()
    .defined()
    .transform((value: unknown) => (typeof value === 'string' ? value.trim() : value))
    .max(max, FUND_PAGE_MESSAGES.tooLong(max));
  return requiredMessage ? trimmed.required(requiredMessage) : trimmed;
};

export const teamMemberSchema = object({
  id: string().nullable().defined(),
  name: text(FUND_PAGE_LIMITS.name, FUND_PAGE_MESSAGES.name),
  role: text(FUND_PAGE_LIMITS.role, FUND_PAGE_MESSAGES.role),
  bioMarkdown: text(FUND_PAGE_LIMITS.bio, FUND_PAGE_MESSAGES.bio),
});

export const faqEntrySchema = object({
  question: text(FUND_PAGE_LIMITS.question, FUND_PAGE_MESSAGES.question),
  answerMarkdown: text(FUND_PAGE_LIMITS.answer, FUND_PAGE_MESSAGES.answer),
});

export const fundPageSchema = object({
  overviewMarkdown: text(FUND_PAGE_LIMITS.overview),
  team: array(teamMemberSchema).defined().max(FUND_PAGE_LIMITS.teamMembers, FUND_PAGE_MESSAGES.teamMembers),
  faq: array(faqEntrySchema).defined().max(FUND_PAGE_LIMITS.faqEntries, FUND_PAGE_MESSAGES.faqEntries),
});
