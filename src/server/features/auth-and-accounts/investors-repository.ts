// The investor profile (docs/spec.md §3 UserInvestments without accounts and transactions), one per user.
import { eq } from 'drizzle-orm';
import type { UserInvestments } from '../../../shared/domain/entities';
import type { Db } from '../../db/database';
import { investors } from '../../db/schema/investors';

type InvestorRow = typeof investors.$inferSelect;
export type NewInvestor = Omit<typeof investors.$inferInsert, 'id' | 'createdAt'>;
export type InvestorProfile = Omit<UserInvestments, 'accounts' | 'transactions'>;

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

type WorkItem = UserInvestments['proofOfIdentityStatus'];

export const toInvestorProfile = (row: InvestorRow): InvestorProfile => ({
  integrationId: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  proofOfAccreditationDate: iso(row.proofOfAccreditationDate),
  proofOfIdentityStatus: row.proofOfIdentityStatus as WorkItem,
  syndicationProgramSignUpStartDate: iso(row.syndicationProgramSignUpStartDate),
  syndicationProgramSignUpAcknowledgmentsCompletionDate: iso(row.syndicationProgramSignUpAcknowledgmentsCompletionDate),
  syndicationProgramSignUpNDACompletionDate: iso(row.syndicationProgramSignUpNDACompletionDate),
  proofOfIdentityStatusUpdateDate: iso(row.proofOfIdentityStatusUpdateDate),
  mobilePhone: row.mobilePhone,
  homePhone: row.homePhone,
  preferredName: row.preferredName,
  primaryResidence: row.primaryResidence,
  smsOptInDate: iso(row.smsOptInDate),
  proofOfAccreditationSubmissionDate: iso(row.proofOfAccreditationSubmissionDate),
  proofOfAccreditationExpirationDate: iso(row.proofOfAccreditationExpirationDate),
  proofOfAccreditationStatus: row.proofOfAccreditationStatus as WorkItem,
  proofOfIdentitySubmissionDate: iso(row.proofOfIdentitySubmissionDate),
  syndicationProgramSignUpAcknowledgmentsText: row.syndicationProgramSignUpAcknowledgmentsText,
});

export const createInvestorsRepository = (db: Db) => ({
  findByUserId: async (userId: string): Promise<InvestorProfile | undefined> => {
    const [row] = await db.select().from(investors).where(eq(investors.userId, userId));
    return row && toInvestorProfile(row);
  },

  /** Creates the profile once; a second call answers the existing one. */
  create: async (investor: NewInvestor): Promise<InvestorProfile> => {
    await db.insert(investors).values(investor).onConflictDoNothing({ target: investors.userId });
    const [row] = await db.select().from(investors).where(eq(investors.userId, investor.userId));
    if (!row) throw new Error('Investor profile was not saved');
    return toInvestorProfile(row);
  },

  /** Keeps the profile in step with what the flow collected (names, phone, residence). */
  updateProfile: async (
    userId: string,
    profile: Pick<NewInvestor, 'firstName' | 'lastName' | 'mobilePhone' | 'preferredName' | 'primaryResidence'>,
  ): Promise<void> => {
    await db.update(investors).set(profile).where(eq(investors.userId, userId));
  },
});
