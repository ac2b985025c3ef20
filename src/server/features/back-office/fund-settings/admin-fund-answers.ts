// The answer schemas of the back office's fund calls and of impersonation (docs/admin.md 'Funds', 'The fund page';
// docs/api.md 'Back office'), tied to src/shared/api/admin-funds.ts, fund-page.ts and admin-audit.ts.
import type { ImpersonationStatus } from '../../../../shared/api/admin-audit';
import type {
  AdminFundSummary,
  AdminFundsAnswer,
  AgreementFieldUse,
  AgreementPreviewAnswer,
  AgreementTemplateInfo,
  FundCounts,
} from '../../../../shared/api/admin-funds';
import type { AdminFundPageAnswer, AdminTeamMember, FaqEntryInput } from '../../../../shared/api/fund-page';
import type { PendingWireChange } from '../../../../shared/api/wire-instructions';
import { FUND_STATES } from '../../../../shared/domain/fund-state';
import {
  answerObject,
  arrayOf,
  booleanAnswer,
  enumAnswer,
  instantAnswer,
  integerAnswer,
  nullableObject,
  nullableString,
  stringAnswer,
} from '../../../answer-schema';
import { fundAnswer, portalSettingsAnswer } from '../../../entity-answers';

/** GET /api/admin/funds/:slug, and a fund created or saved. */
export const adminFundAnswer = answerObject<AdminFundSummary>()({
  fund: fundAnswer,
  portalSettings: portalSettingsAnswer,
  state: enumAnswer(FUND_STATES),
  counts: answerObject<FundCounts>()({
    transactions: integerAnswer,
    signed: integerAnswer,
    approved: integerAnswer,
    complete: integerAnswer,
  }),
  template: nullableObject(
    answerObject<AgreementTemplateInfo>()({ fileName: stringAnswer, sha256: stringAnswer, uploadedAt: instantAnswer }),
  ),
});

/** GET /api/admin/funds. */
export const adminFundsAnswer = answerObject<AdminFundsAnswer>()({
  funds: arrayOf(adminFundAnswer),
  pendingWireChanges: arrayOf(
    answerObject<PendingWireChange>()({
      fundSlug: stringAnswer,
      fundName: stringAnswer,
      enteredBy: stringAnswer,
      at: instantAnswer,
      canConfirm: booleanAnswer,
    }),
  ),
});

type FilledField = Extract<AgreementFieldUse, { use: 'filled' }>;
type SignatureField = Extract<AgreementFieldUse, { use: 'signature' | 'signedDate' }>;
type UnknownField = Extract<AgreementFieldUse, { use: 'unknown' }>;

/** POST /api/admin/agreement-preview: what the portal would do with each field of the PDF. */
export const agreementPreviewAnswer = answerObject<AgreementPreviewAnswer>()({
  fields: arrayOf({
    anyOf: [
      answerObject<FilledField>()({
        name: stringAnswer,
        use: enumAnswer(['filled']),
        label: stringAnswer,
        isFullTaxId: booleanAnswer,
      }),
      answerObject<SignatureField>()({
        name: stringAnswer,
        use: enumAnswer(['signature', 'signedDate']),
        label: stringAnswer,
      }),
      answerObject<UnknownField>()({ name: stringAnswer, use: enumAnswer(['unknown']) }),
    ],
  }),
  hasInvestorSignature: booleanAnswer,
  notInTemplate: arrayOf(stringAnswer),
  pageCount: integerAnswer,
});

/** GET and POST /api/admin/funds/:slug/page, and a team photo saved: the page's Markdown as the admin edits it. */
export const adminFundPageAnswer = answerObject<AdminFundPageAnswer>()({
  overviewMarkdown: stringAnswer,
  team: arrayOf(
    answerObject<AdminTeamMember>()({
      id: stringAnswer,
      name: stringAnswer,
      role: stringAnswer,
      bioMarkdown: stringAnswer,
      photoUrl: nullableString,
    }),
  ),
  faq: arrayOf(answerObject<FaqEntryInput>()({ question: stringAnswer, answerMarkdown: stringAnswer })),
});

type InvestorRow = { id: string; email: string; firstName: string; lastName: string };

/** GET /api/admin/investors. */
export const adminInvestorsAnswer = answerObject<{ investors: InvestorRow[] }>()({
  investors: arrayOf(
    answerObject<InvestorRow>()({
      id: stringAnswer,
      email: stringAnswer,
      firstName: stringAnswer,
      lastName: stringAnswer,
    }),
  ),
});

/** GET /api/admin/impersonation and POST /api/admin/impersonate/allow-edits. */
export const impersonationStatusAnswer = answerObject<ImpersonationStatus>()({
  isImpersonating: booleanAnswer,
  allowsEdits: booleanAnswer,
  investorId: nullableString,
});
