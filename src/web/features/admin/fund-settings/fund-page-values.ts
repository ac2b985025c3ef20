// The fund page form (docs/admin.md 'The fund page'): what the admin edits, the body the API takes, and the shared
// schema's messages placed on the fields ('team[0].name' becomes the form's nested error).
import { setIn } from 'formik';
import { type AdminFundPageAnswer, type FundPageInput, TEAM_PHOTO_MAX_BYTES } from '../../../../shared/api/fund-page';
import { FUND_PAGE_MESSAGES } from '../../../../shared/schemas/admin/fund-page.schema';
import { fundPageErrors } from '../../../../shared/schemas/admin/fund-page-input';
import { sniffContentType } from '../../../../shared/schemas/fields/upload-kind';

export type TeamMemberValues = {
  id: string | null;
  name: string;
  role: string;
  bioMarkdown: string;
  photoUrl: string | null;
};
export type FundPageValues = {
  overviewMarkdown: string;
  team: TeamMemberValues[];
  faq: { question: string; answerMarkdown: string }[];
};

export const toFundPageValues = (answer: AdminFundPageAnswer): FundPageValues => ({
  overviewMarkdown: answer.overviewMarkdown,
  team: answer.team.map((member) => ({ ...member })),
  faq: answer.faq.map((entry) => ({ ...entry })),
});

export const toFundPageInput = ({ overviewMarkdown, team, faq }: FundPageValues): FundPageInput => ({
  overviewMarkdown,
  team: team.map(({ id, name, role, bioMarkdown }) => ({ id, name, role, bioMarkdown })),
  faq,
});

/** Flat paths of the API and the shared schema as Formik's nested errors. */
export const nestErrors = (fields: Record<string, string>): Record<string, unknown> =>
  Object.entries(fields).reduce<Record<string, unknown>>((errors, [path, message]) => setIn(errors, path, message), {});

export const validateFundPage = (values: FundPageValues) => nestErrors(fundPageErrors(toFundPageInput(values)));

export const newMember = (): TeamMemberValues => ({ id: null, name: '', role: '', bioMarkdown: '', photoUrl: null });
export const newQuestion = () => ({ question: '', answerMarkdown: '' });

/** The browser's own check of a chosen photo before sending it; the server judges the bytes again. */
export const photoProblem = (bytes: Uint8Array): string | null => {
  if (bytes.length > TEAM_PHOTO_MAX_BYTES) return FUND_PAGE_MESSAGES.photoTooLarge;
  const kind = sniffContentType(bytes.subarray(0, 8));
  return kind === 'image/png' || kind === 'image/jpeg' ? null : FUND_PAGE_MESSAGES.photoKind;
};
