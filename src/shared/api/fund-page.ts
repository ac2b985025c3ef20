// The fund page's selling content (docs/admin.md 'The fund page'): the overview, the team and the FAQ. Investors get
// them as sanitised HTML rendered on the server; the back office edits their Markdown.

export type TeamMemberView = {
  id: string;
  name: string;
  role: string;
  bioHtml: string;
  /** A public, cacheable image (its version in the query); null when no photo was uploaded. */
  photoUrl: string | null;
};

export type FaqEntryView = { id: string; question: string; answerHtml: string };

export type FundPageContent = { overviewHtml: string; team: TeamMemberView[]; faq: FaqEntryView[] };

/** Committed of target, in USD cents: only when the admin shows it (docs/admin.md 'Progress to target'). */
export type FundProgress = { committedAmount: number; targetAmount: number };

/** What the back office saves: members keep their id (and photo) across saves; a new one has id null. */
export type TeamMemberInput = { id: string | null; name: string; role: string; bioMarkdown: string };
export type FaqEntryInput = { question: string; answerMarkdown: string };
export type FundPageInput = { overviewMarkdown: string; team: TeamMemberInput[]; faq: FaqEntryInput[] };

export type AdminTeamMember = TeamMemberInput & { id: string; photoUrl: string | null };
export type AdminFundPageAnswer = { overviewMarkdown: string; team: AdminTeamMember[]; faq: FaqEntryInput[] };

/** A team photo: PNG or JPEG by its bytes, at most 2 MB. */
export const TEAM_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export type TeamPhotoUpload = { fileName: string; dataBase64: string };
