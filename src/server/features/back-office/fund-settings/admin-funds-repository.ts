// Funds as the back office reads and writes them: with their transaction counts and agreement template, and saved
// together with their portal settings in one database transaction (nothing saved half).
import { and, count, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { AgreementTemplateInfo, FundCounts, FundInput } from '../../../../shared/api/admin-funds';
import type { FundPortalSettings } from '../../../../shared/domain/entities';
import { parseFundDate } from '../../../../shared/domain/fund-state';
import type { Db } from '../../../db/database';
import { fundPortalSettings, funds } from '../../../db/schema/funds';
import { documents } from '../../../db/schema/signing';
import { transactions } from '../../../db/schema/transactions';
import {
  type FundWithSettings,
  type NewFund,
  type NewFundPortalSettings,
  toFund,
  toPortalSettings,
} from '../../funds/public-api';

export const toFundRow = (fund: FundInput['fund']): NewFund => ({
  slug: fund.slug,
  code: fund.code,
  name: fund.name,
  legalName: fund.legalName,
  finalSubscriptionAgreementDeadline: parseFundDate(fund.finalSubscriptionAgreementDeadline),
  accreditedQualified: fund.accreditedQualified,
  type: fund.type,
  fundTypeCode: fund.fundTypeCode,
  minimumInvestmentAmount: fund.minimumInvestmentAmount,
  maximumInvestmentAmount: fund.maximumInvestmentAmount,
  closeDate: parseFundDate(fund.closeDate),
  marketingLaunchDate: parseFundDate(fund.marketingLaunchDate),
  commitmentDeadline: parseFundDate(fund.commitmentDeadline),
  initialCloseDate: parseFundDate(fund.initialCloseDate),
  reservationStartDate: parseFundDate(fund.reservationStartDate),
  reservationEndDate: parseFundDate(fund.reservationEndDate),
  hexColor: fund.hexColor,
  carryType: fund.carryType,
  syndicationAssetType: fund.syndicationAssetType,
  pricePerShare: fund.pricePerShare,
  fundMaxExceeded: fund.fundMaxExceeded,
  carryPercentage: fund.carryPercentage,
  managementFeePercentage: fund.managementFeePercentage,
  termYears: fund.termYears,
  vintageYear: fund.vintageYear,
  targetAmount: fund.targetAmount,
  isProgressShown: fund.isProgressShown,
  collectTaxForms: fund.collectTaxForms,
  identityChecks: fund.identityChecks,
  screeningStage: fund.screeningStage,
});

export const toSettingsRow = (settings: FundPortalSettings): NewFundPortalSettings => ({
  portalType: settings.portalType,
  startDatetime: parseFundDate(settings.startDatetime),
  endDatetime: parseFundDate(settings.endDatetime),
  closeDatetime: parseFundDate(settings.closeDatetime),
  reservationStartDatetime: parseFundDate(settings.reservationStartDatetime),
  reservationEndDatetime: parseFundDate(settings.reservationEndDatetime),
  requiresReservationInAdvance: settings.requiresReservationInAdvance,
});

const isComplete = or(
  isNotNull(transactions.completionDate),
  and(
    isNotNull(transactions.fundsTransferDate),
    isNotNull(transactions.proofOfAccreditationDate),
    isNotNull(transactions.subscriptionAgreementDate),
  ),
);

export const EMPTY_COUNTS: FundCounts = { transactions: 0, signed: 0, approved: 0, complete: 0 };

export const createAdminFundsRepository = (db: Db) => ({
  listAll: async (): Promise<FundWithSettings[]> => {
    const rows = await db
      .select({ fund: funds, settings: fundPortalSettings })
      .from(funds)
      .leftJoin(fundPortalSettings, eq(fundPortalSettings.fundId, funds.id))
      .orderBy(desc(funds.createdAt), funds.slug);
    return rows.map((row) => ({ fund: toFund(row.fund), portalSettings: toPortalSettings(row.settings) }));
  },

  countsBySlug: async (): Promise<Map<string, FundCounts>> => {
    const rows = await db
      .select({
        slug: transactions.fundSlug,
        transactions: count(),
        signed: count(transactions.subscriptionAgreementDate),
        approved: sql<number>`count(*) filter (where ${transactions.isApproved})`.mapWith(Number),
        complete: sql<number>`count(*) filter (where ${isComplete})`.mapWith(Number),
      })
      .from(transactions)
      .groupBy(transactions.fundSlug);
    return new Map(rows.map(({ slug, ...counts }) => [slug, counts]));
  },

  /** The latest agreement template of each fund that has one (e-signature's documents, read only). */
  templatesBySlug: async (): Promise<Map<string, AgreementTemplateInfo>> => {
    const rows = await db
      .select({
        slug: documents.fundSlug,
        fileName: documents.fileName,
        sha256: documents.sha256,
        createdAt: documents.createdAt,
      })
      .from(documents)
      .where(and(eq(documents.kind, 'template'), isNotNull(documents.fundSlug)))
      .orderBy(desc(documents.createdAt));
    const latest = new Map<string, AgreementTemplateInfo>();
    for (const { slug, fileName, sha256, createdAt } of rows) {
      if (slug && !latest.has(slug)) latest.set(slug, { fileName, sha256, uploadedAt: createdAt.toISOString() });
    }
    return latest;
  },

  /** False when the slug is taken. */
  create: (input: FundInput): Promise<boolean> =>
    db.transaction(async (tx) => {
      const [saved] = await tx
        .insert(funds)
        .values(toFundRow(input.fund))
        .onConflictDoNothing({ target: funds.slug })
        .returning({ id: funds.id });
      if (!saved) return false;
      await tx.insert(fundPortalSettings).values({ ...toSettingsRow(input.portalSettings), fundId: saved.id });
      return true;
    }),

  /** False when there is no such fund. The slug never changes: investors' links and documents carry it. */
  update: (slug: string, input: FundInput): Promise<boolean> =>
    db.transaction(async (tx) => {
      const { slug: _slug, ...fields } = toFundRow(input.fund);
      const [saved] = await tx.update(funds).set(fields).where(eq(funds.slug, slug)).returning({ id: funds.id });
      if (!saved) return false;
      const settings = toSettingsRow(input.portalSettings);
      await tx
        .insert(fundPortalSettings)
        .values({ ...settings, fundId: saved.id })
        .onConflictDoUpdate({ target: fundPortalSettings.fundId, set: settings });
      return true;
    }),
});
