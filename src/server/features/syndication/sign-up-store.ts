// Where the sign-up's progress is kept: the investor's own columns (docs/spec.md §3 UserInvestments) plus the accreditation
// dates of their transactions (docs/spec.md §4 eligibility). Read, and held, inside the step's database transaction.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { VerificationKind } from '../../../shared/api/syndication';
import { pickSyndicationFields, type SyndicationFields } from '../../../shared/domain/syndication';
import type { Db } from '../../db/database';
import { investors } from '../../db/schema/investors';
import { transactions } from '../../db/schema/transactions';
import { toInvestorProfile } from '../auth-and-accounts/public-api';

const NO_PROGRESS: Omit<SyndicationFields, 'transactions'> = {
  proofOfAccreditationDate: null,
  proofOfAccreditationExpirationDate: null,
  proofOfAccreditationStatus: null,
  proofOfAccreditationSubmissionDate: null,
  proofOfIdentityStatus: null,
  proofOfIdentityStatusUpdateDate: null,
  proofOfIdentitySubmissionDate: null,
  syndicationProgramSignUpStartDate: null,
  syndicationProgramSignUpAcknowledgmentsCompletionDate: null,
  syndicationProgramSignUpNDACompletionDate: null,
  syndicationProgramSignUpAcknowledgmentsText: null,
};

export type SignUpRecord = {
  /** False before the investor has a profile (nothing was ever saved). */
  hasProfile: boolean;
  fields: SyndicationFields;
};

/** `lock`: hold the investor's row until the transaction ends, so two steps of one investor never interleave. */
export const loadSignUp = async (db: Db, userId: string, { lock = false } = {}): Promise<SignUpRecord> => {
  const query = db.select().from(investors).where(eq(investors.userId, userId));
  const [row] = lock ? await query.for('update') : await query;
  const accredited = await db
    .select({ proofOfAccreditationDate: transactions.proofOfAccreditationDate })
    .from(transactions)
    .where(and(eq(transactions.userId, userId), isNotNull(transactions.proofOfAccreditationDate)));
  const dated = accredited.map((t) => ({
    proofOfAccreditationDate: t.proofOfAccreditationDate?.toISOString() ?? null,
  }));
  const profile = row ? toInvestorProfile(row) : NO_PROGRESS;
  return {
    hasProfile: row !== undefined,
    fields: pickSyndicationFields({ ...NO_PROGRESS, ...profile, transactions: dated }),
  };
};

/** Creates the investor's profile on their first visit (names from the user), keeping one that exists. */
export const ensureProfile = async (
  db: Db,
  user: { id: string; firstName: string; lastName: string },
): Promise<void> => {
  await db
    .insert(investors)
    .values({ userId: user.id, firstName: user.firstName, lastName: user.lastName })
    .onConflictDoNothing({ target: investors.userId });
};

const instant = (value: string | null): Date | null => (value === null ? null : new Date(value));

/** Writes what the machine recorded (dates and statuses) back to the investor's columns. */
export const saveSignUp = async (db: Db, userId: string, fields: SyndicationFields): Promise<void> => {
  await db
    .update(investors)
    .set({
      proofOfAccreditationDate: instant(fields.proofOfAccreditationDate),
      proofOfAccreditationExpirationDate: instant(fields.proofOfAccreditationExpirationDate),
      proofOfAccreditationStatus: fields.proofOfAccreditationStatus,
      proofOfAccreditationSubmissionDate: instant(fields.proofOfAccreditationSubmissionDate),
      proofOfIdentityStatus: fields.proofOfIdentityStatus,
      proofOfIdentityStatusUpdateDate: instant(fields.proofOfIdentityStatusUpdateDate),
      proofOfIdentitySubmissionDate: instant(fields.proofOfIdentitySubmissionDate),
      syndicationProgramSignUpStartDate: instant(fields.syndicationProgramSignUpStartDate),
      syndicationProgramSignUpAcknowledgmentsCompletionDate: instant(
        fields.syndicationProgramSignUpAcknowledgmentsCompletionDate,
      ),
      syndicationProgramSignUpNDACompletionDate: instant(fields.syndicationProgramSignUpNDACompletionDate),
    })
    .where(eq(investors.userId, userId));
};

/** A reviewer opened the document: the investor's status follows the work item from todo to inProgress. */
export const markReviewStarted = async (db: Db, userId: string, kind: VerificationKind): Promise<void> => {
  const column = kind === 'identity' ? investors.proofOfIdentityStatus : investors.proofOfAccreditationStatus;
  const key = kind === 'identity' ? 'proofOfIdentityStatus' : 'proofOfAccreditationStatus';
  await db
    .update(investors)
    .set({ [key]: 'inProgress' })
    .where(and(eq(investors.userId, userId), eq(column, 'todo')));
};
