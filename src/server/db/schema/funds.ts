// Funds and their portal settings (docs/spec.md §3 Fund, FundPortalSettings). Money in integer cents.
import { bigint, boolean, doublePrecision, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { FundTypeCode, PortalType, ScreeningStage } from '../../../shared/domain/codes';
import type { FundType, SyndicationAssetType } from '../../../shared/domain/entities';
import { bytea, createdAt, id, instant } from './columns';

const cents = (name: string) => bigint(name, { mode: 'number' });

export const funds = pgTable('funds', {
  id: id(),
  slug: text('slug').notNull().unique(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  legalName: text('legal_name').notNull(),
  finalSubscriptionAgreementDeadline: instant('final_subscription_agreement_deadline'),
  accreditedQualified: boolean('accredited_qualified').notNull().default(true),
  type: text('type').$type<FundType>().notNull().default('default'),
  fundTypeCode: text('fund_type_code').$type<FundTypeCode>().notNull(),
  minimumInvestmentAmount: cents('minimum_investment_amount').notNull(),
  maximumInvestmentAmount: cents('maximum_investment_amount'),
  closeDate: instant('close_date'),
  marketingLaunchDate: instant('marketing_launch_date'),
  commitmentDeadline: instant('commitment_deadline'),
  initialCloseDate: instant('initial_close_date'),
  reservationStartDate: instant('reservation_start_date'),
  reservationEndDate: instant('reservation_end_date'),
  hexColor: text('hex_color').notNull().default('#1f4e79'),
  carryType: text('carry_type'),
  syndicationAssetType: text('syndication_asset_type').$type<SyndicationAssetType>(),
  pricePerShare: doublePrecision('price_per_share').notNull().default(0),
  fundMaxExceeded: boolean('fund_max_exceeded').notNull().default(false),
  // Key terms of the fund page (docs/admin.md 'The fund page'): percentages as numbers (20 = 20%).
  carryPercentage: doublePrecision('carry_percentage'),
  managementFeePercentage: doublePrecision('management_fee_percentage'),
  termYears: integer('term_years'),
  vintageYear: integer('vintage_year'),
  /** The raise's target in cents; its progress is shown only when `isProgressShown`. */
  targetAmount: cents('target_amount'),
  isProgressShown: boolean('is_progress_shown').notNull().default(false),
  /** The subscription asks for a tax form (W-9, W-8BEN or W-8BEN-E) before the signature and signs it with the agreement. */
  collectTaxForms: boolean('collect_tax_forms').notNull().default(false),
  /** Identity checks (docs/kyc.md): everyone on a subscription screened when the investor signs, reviewed before approval. */
  identityChecks: boolean('identity_checks').notNull().default(false),
  /** When they screen: as the investor signs, or once every signer has signed (SCREENING_STAGES). */
  screeningStage: text('screening_stage').$type<ScreeningStage>().notNull().default('investorSigned'),
  /** Markdown, rendered to sanitised HTML on the server; never sent to the browser as source but to the back office. */
  overviewMarkdown: text('overview_markdown').notNull().default(''),
  createdAt: createdAt(),
});

/** The people behind a fund, in the order the fund page shows them; the photo is judged by its bytes on upload. */
export const fundTeamMembers = pgTable('fund_team_members', {
  id: id(),
  fundId: uuid('fund_id')
    .notNull()
    .references(() => funds.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  name: text('name').notNull(),
  role: text('role').notNull(),
  bioMarkdown: text('bio_markdown').notNull(),
  photo: bytea('photo'),
  photoContentType: text('photo_content_type').$type<'image/png' | 'image/jpeg'>(),
  photoSha256: text('photo_sha256'),
  createdAt: createdAt(),
});

/** The fund page's questions and answers, in order; answers are Markdown. */
export const fundFaqEntries = pgTable('fund_faq_entries', {
  id: id(),
  fundId: uuid('fund_id')
    .notNull()
    .references(() => funds.id, { onDelete: 'cascade' }),
  position: integer('position').notNull(),
  question: text('question').notNull(),
  answerMarkdown: text('answer_markdown').notNull(),
});

export const fundPortalSettings = pgTable('fund_portal_settings', {
  fundId: uuid('fund_id')
    .primaryKey()
    .references(() => funds.id, { onDelete: 'cascade' }),
  portalType: text('portal_type').$type<PortalType>().notNull().default('fullQcp'),
  startDatetime: instant('start_datetime'),
  endDatetime: instant('end_datetime'),
  closeDatetime: instant('close_datetime'),
  reservationStartDatetime: instant('reservation_start_datetime'),
  reservationEndDatetime: instant('reservation_end_datetime'),
  requiresReservationInAdvance: boolean('requires_reservation_in_advance').notNull().default(false),
});
