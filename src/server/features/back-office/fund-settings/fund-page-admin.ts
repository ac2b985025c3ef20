// The fund page's content in the back office (docs/admin.md 'The fund page'): the overview, the team and the FAQ as
// Markdown, checked with the shared schema and saved whole; a team photo is judged by its bytes (PNG or JPEG, at most
// 2 MB) before it replaces the old one. Every change is in the audit log.
import {
  type AdminFundPageAnswer,
  type FundPageInput,
  TEAM_PHOTO_MAX_BYTES,
  type TeamPhotoUpload,
} from '../../../../shared/api/fund-page';
import { FUND_PAGE_MESSAGES } from '../../../../shared/schemas/admin/fund-page.schema';
import { fundPageErrors, normalizeFundPageInput } from '../../../../shared/schemas/admin/fund-page-input';
import { recordAdminAction } from '../../../audit/record-action';
import { FIELDS_TO_CORRECT, HttpError } from '../../../http-error';
import { checkUpload } from '../../../security/upload-check';
import {
  findFundPage,
  replaceFundPage,
  type StoredFundPage,
  setTeamPhoto,
  teamPhotoPath,
} from '../../funds/public-api';
import type { AdminDeps } from '../admin-deps';
import { FUND_NOT_FOUND } from './fund-admin';

export const MEMBER_NOT_FOUND = 'This person is not on the fund’s team. Please reload the page.';
export const PHOTO_KIND = FUND_PAGE_MESSAGES.photoKind;
export const PHOTO_TOO_LARGE = FUND_PAGE_MESSAGES.photoTooLarge;

const toAnswer = (slug: string, page: StoredFundPage): AdminFundPageAnswer => ({
  overviewMarkdown: page.overviewMarkdown,
  team: page.team.map(({ photoSha256, ...member }) => ({
    ...member,
    photoUrl: teamPhotoPath(slug, member.id, photoSha256),
  })),
  faq: page.faq.map(({ question, answerMarkdown }) => ({ question, answerMarkdown })),
});

export const getFundPage = async (deps: AdminDeps, slug: string): Promise<AdminFundPageAnswer> => {
  const page = await findFundPage(deps.db, slug);
  if (!page) throw new HttpError(404, FUND_NOT_FOUND);
  return toAnswer(slug, page);
};

export const saveFundPage = async (
  deps: AdminDeps,
  adminId: string,
  slug: string,
  input: FundPageInput,
): Promise<AdminFundPageAnswer> => {
  const fields = fundPageErrors(input);
  if (Object.keys(fields).length > 0) throw new HttpError(400, FIELDS_TO_CORRECT, { fields });
  const page = normalizeFundPageInput(input);
  const outcome = await replaceFundPage(deps.db, slug, page);
  if (outcome === 'noFund') throw new HttpError(404, FUND_NOT_FOUND);
  if (outcome === 'unknownMember') throw new HttpError(400, MEMBER_NOT_FOUND);
  await recordAdminAction(deps, {
    actorUserId: adminId,
    action: 'fund.page.updated',
    target: slug,
    details: {
      overviewCharacters: page.overviewMarkdown.length,
      team: page.team.map((member) => member.name),
      faq: page.faq.map((entry) => entry.question),
    },
  });
  return getFundPage(deps, slug);
};

export const saveTeamPhoto = async (
  deps: AdminDeps,
  adminId: string,
  { slug, memberId }: { slug: string; memberId: string },
  file: TeamPhotoUpload,
): Promise<AdminFundPageAnswer> => {
  const checked = checkUpload(file);
  if (!checked.ok) throw new HttpError(400, checked.message);
  const { contentType, bytes, sha256 } = checked.upload;
  if (contentType === 'application/pdf') throw new HttpError(400, PHOTO_KIND);
  if (bytes.length > TEAM_PHOTO_MAX_BYTES) throw new HttpError(400, PHOTO_TOO_LARGE);
  if (!(await setTeamPhoto(deps.db, slug, memberId, { bytes, contentType, sha256 }))) {
    throw new HttpError(404, MEMBER_NOT_FOUND);
  }
  await recordAdminAction(deps, {
    actorUserId: adminId,
    action: 'fund.team.photo',
    target: slug,
    details: { memberId, contentType, bytes: bytes.length, sha256 },
  });
  return getFundPage(deps, slug);
};
