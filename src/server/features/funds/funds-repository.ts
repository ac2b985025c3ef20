// Funds and their portal settings, mapped to docs/spec.md §3 Fund and FundPortalSettings.
import { eq } from 'drizzle-orm';
import type { Fund, FundPortalSettings } from '../../../shared/domain/entities';
import { formatFundDate as formatDate } from '../../../shared/domain/fund-state';
import type { Db } from '../../db/database';
import { fundPortalSettings, funds } from '../../db/schema/funds';

type FundRow = typeof funds.$inferSelect;

/** docs/spec.md §4: fund dates travel as 'month/day/year hour:minute am/pm' in US Eastern time. */
const formatFundDate = (date: Date | null): string | null => (date === null ? null : formatDate(date));
type SettingsRow = typeof fundPortalSettings.$inferSelect;
export type NewFund = typeof funds.$inferInsert;
export type NewFundPortalSettings = Omit<typeof fundPortalSettings.$inferInsert, 'fundId'>;

export type FundWithSettings = { fund: Fund; portalSettings: FundPortalSettings };

/** What the investment flow reads of a fund (the machine's environment): no dates, so nothing to format. */
export type FundForFlow = {
  fund: Pick<Fund, 'slug' | 'type' | 'carryType' | 'syndicationAssetType' | 'collectTaxForms' | 'identityChecks'>;
  portalSettings: Pick<FundPortalSettings, 'portalType'>;
};

/** The portal type of a fund without a settings row. */
export const DEFAULT_PORTAL_TYPE: FundPortalSettings['portalType'] = 'fullQcp';

export const toFund = (row: FundRow): Fund => ({
  slug: row.slug,
  code: row.code,
  name: row.name,
  legalName: row.legalName,
  finalSubscriptionAgreementDeadline: formatFundDate(row.finalSubscriptionAgreementDeadline),
  accreditedQualified: row.accreditedQualified,
  type: row.type,
  fundTypeCode: row.fundTypeCode,
  minimumInvestmentAmount: row.minimumInvestmentAmount,
  maximumInvestmentAmount: row.maximumInvestmentAmount,
  integrationId: row.id,
  closeDate: formatFundDate(row.closeDate),
  marketingLaunchDate: formatFundDate(row.marketingLaunchDate),
  commitmentDeadline: formatFundDate(row.commitmentDeadline),
  initialCloseDate: formatFundDate(row.initialCloseDate),
  reservationStartDate: formatFundDate(row.reservationStartDate),
  reservationEndDate: formatFundDate(row.reservationEndDate),
  hexColor: row.hexColor,
  carryType: row.carryType,
  syndicationAssetType: row.syndicationAssetType,
  pricePerShare: row.pricePerShare,
  fundMaxExceeded: row.fundMaxExceeded,
  carryPercentage: row.carryPercentage,
  managementFeePercentage: row.managementFeePercentage,
  termYears: row.termYears,
  vintageYear: row.vintageYear,
  targetAmount: row.targetAmount,
  isProgressShown: row.isProgressShown,
  collectTaxForms: row.collectTaxForms,
  identityChecks: row.identityChecks,
  screeningStage: row.screeningStage,
});

/** A fund without a settings row is a plain full-QCP portal. */
export const toPortalSettings = (row: SettingsRow | null): FundPortalSettings => ({
  portalType: row?.portalType ?? DEFAULT_PORTAL_TYPE,
  startDatetime: formatFundDate(row?.startDatetime ?? null),
  endDatetime: formatFundDate(row?.endDatetime ?? null),
  closeDatetime: formatFundDate(row?.closeDatetime ?? null),
  reservationStartDatetime: formatFundDate(row?.reservationStartDatetime ?? null),
  reservationEndDatetime: formatFundDate(row?.reservationEndDatetime ?? null),
  requiresReservationInAdvance: row?.requiresReservationInAdvance ?? false,
});

export const createFundsRepository = (db: Db) => ({
  findBySlug: async (slug: string): Promise<FundWithSettings | undefined> => {
    const [row] = await db
      .select({ fund: funds, settings: fundPortalSettings })
      .from(funds)
      .leftJoin(fundPortalSettings, eq(fundPortalSettings.fundId, funds.id))
      .where(eq(funds.slug, slug));
    return row && { fund: toFund(row.fund), portalSettings: toPortalSettings(row.settings) };
  },

  /** Every fund with its portal settings, by name (the home page's list). */
  list: async (): Promise<FundWithSettings[]> => {
    const rows = await db
      .select({ fund: funds, settings: fundPortalSettings })
      .from(funds)
      .leftJoin(fundPortalSettings, eq(fundPortalSettings.fundId, funds.id))
      .orderBy(funds.name, funds.slug);
    return rows.map((row) => ({ fund: toFund(row.fund), portalSettings: toPortalSettings(row.settings) }));
  },

  /** Inserts or replaces a fund by slug (demo data, back office). */
  upsert: async (fund: NewFund, settings: NewFundPortalSettings): Promise<string> => {
    const { id: _ignored, ...fields } = fund;
    const [saved] = await db
      .insert(funds)
      .values(fields)
      .onConflictDoUpdate({ target: funds.slug, set: fields })
      .returning({ id: funds.id });
    if (!saved) throw new Error(`Fund ${fund.slug} was not saved`);
    await db
      .insert(fundPortalSettings)
      .values({ ...settings, fundId: saved.id })
      .onConflictDoUpdate({ target: fundPortalSettings.fundId, set: settings });
    return saved.id;
  },
});
