// The fund page's content as investors get it: Markdown rendered to sanitised HTML here on the server, and each photo
// as a public address carrying its version, so a browser may keep it for a year and a new photo is a new address.
import type { FundPageContent } from '../../../shared/api/fund-page';
import type { StoredFundPage } from './fund-page-repository';
import { renderSafeMarkdown } from './safe-markdown';

export const teamPhotoPath = (slug: string, memberId: string, sha256: string | null): string | null =>
  sha256 === null ? null : `/api/fund/${slug}/team/${memberId}/photo?v=${sha256.slice(0, 16)}`;

export const toFundPageContent = (slug: string, page: StoredFundPage): FundPageContent => ({
  overviewHtml: renderSafeMarkdown(page.overviewMarkdown),
  team: page.team.map((member) => ({
    id: member.id,
    name: member.name,
    role: member.role,
    bioHtml: renderSafeMarkdown(member.bioMarkdown),
    photoUrl: teamPhotoPath(slug, member.id, member.photoSha256),
  })),
  faq: page.faq.map((entry) => ({
    id: entry.id,
    question: entry.question,
    answerHtml: renderSafeMarkdown(entry.answerMarkdown),
  })),
});
