// `npm run db:seed` and the first `npm start` on an empty database: demo funds and people. Idempotent: funds are
// upserted by slug (their dates refreshed), people are created only when their e-mail is not taken yet; each fund gets
// confirmed wire instructions once, and its page (overview, team with photos, FAQ) while it has none.
import { eq } from 'drizzle-orm';
import { accountFromValues } from '../../../shared/domain/account-values';
import {
  createAccount,
  createInvestor,
  createUser,
  findUserByEmail,
} from '../../features/auth-and-accounts/public-api';
import { seedDemoDataRoom } from '../../features/data-room/public-api';
import { findFundPage, replaceFundPage, saveFund, setTeamPhoto } from '../../features/funds/public-api';
import { createTransaction } from '../../features/investment-flow/public-api';
import { seedDemoScreening } from '../../features/screening/public-api';
import { signDemoAgreements } from '../../features/signing/public-api';
import { seedSyndicationUnderReview } from '../../features/syndication/public-api';
import type { DataCipher } from '../../security/data-cipher';
import { hashPassword } from '../../security/password';
import { sha256Hex } from '../../security/sha256';
import { ephemeralSigningIdentity, type SigningIdentity } from '../../security/signing-identity';
import type { Db } from '../database';
import { fundWireInstructions } from '../schema/back-office';
import { funds } from '../schema/funds';
import { users } from '../schema/users';
import { seedDemoDelegations } from './demo-delegations';
import { DEMO_FUND_PAGES } from './demo-fund-pages';
import { DEMO_FUND_SLUGS, demoFunds } from './demo-funds';
import { DEMO_PEOPLE, type DemoPerson } from './demo-people';
import { initialsAvatarPng } from './initials-avatar';

const DAY = 24 * 60 * 60 * 1000;
const SIGNED_AMOUNT_CENTS = 50_000 * 100;

export type SeedSummary = {
  funds: string[];
  people: { email: string; password: string; role: string; isNew: boolean }[];
};

/** A demo fund's page once: an admin's later edits (and their photos) are kept on every later seed. */
const seedFundPage = async (db: Db, slug: string) => {
  const demo = DEMO_FUND_PAGES[slug];
  const existing = await findFundPage(db, slug);
  if (!demo || !existing || existing.team.length > 0 || existing.faq.length > 0) return;
  const { photoColours, ...page } = demo;
  await replaceFundPage(db, slug, page);
  const saved = await findFundPage(db, slug);
  for (const [index, member] of (saved?.team ?? []).entries()) {
    const bytes = initialsAvatarPng(member.name, photoColours[index] ?? '#1f4e79');
    await setTeamPhoto(db, slug, member.id, { bytes, contentType: 'image/png', sha256: sha256Hex(bytes) });
  }
};

export const isDatabaseEmpty = async (db: Db): Promise<boolean> => {
  const rows = await db.select({ id: funds.id }).from(funds).limit(1);
  return rows.length === 0;
};

/** Every demo fund's wire instructions: entered by the demo admin, confirmed by the second one; kept when present. */
const seedWireInstructions = async (db: Db, cipher: DataCipher, slugs: readonly string[], now: Date) => {
  const [enteredBy, confirmedBy] = await Promise.all(
    ['admin@investor-portal.local', 'controller@investor-portal.local'].map(async (email) => {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return user?.id ?? null;
    }),
  );
  for (const [index, fundSlug] of slugs.entries()) {
    const details = {
      bankName: 'First Metropolitan Trust Company',
      bankAddress: '1 Market Street, San Francisco, CA 94105',
      beneficiaryName: `Demo fund account ${index + 1}`,
      beneficiaryAddress: '350 Fifth Avenue, New York, NY 10118',
      accountNumber: `00098765${String(4321 + index)}`,
      routingNumber: '021000021',
      swiftCode: 'FMTCUS33',
    };
    await db
      .insert(fundWireInstructions)
      .values({
        fundSlug,
        confirmedSealed: cipher.encrypt(JSON.stringify(details)),
        confirmedProposedBy: enteredBy,
        confirmedBy,
        confirmedAt: now,
      })
      .onConflictDoNothing({ target: fundWireInstructions.fundSlug });
  }
};

const seedPerson = async (
  db: Db,
  cipher: DataCipher,
  identity: SigningIdentity,
  person: DemoPerson,
  now: Date,
): Promise<boolean> => {
  if (await findUserByEmail(db, person.email)) return false;
  const user = await createUser(db, {
    email: person.email,
    passwordHash: await hashPassword(person.password),
    role: person.role,
    firstName: person.firstName,
    lastName: person.lastName,
  });
  if (!user) return false;
  if (!person.profile) return true;
  await createInvestor(db, {
    userId: user.id,
    firstName: person.firstName,
    lastName: person.lastName,
    ...person.profile,
    ...(person.signedAccounts.length > 0 && { proofOfAccreditationDate: new Date(now.getTime() - 180 * DAY) }),
  });
  if (person.isSyndicationUnderReview) await seedSyndicationUnderReview({ db, cipher, identity }, user, now);
  for (const [index, { values, isCompleted }] of person.signedAccounts.entries()) {
    const account = await createAccount({ db, cipher }, user.id, accountFromValues(values, ''));
    const signedAt = new Date(now.getTime() - (200 - index) * DAY).toISOString();
    const completedAt = new Date(now.getTime() - 150 * DAY).toISOString();
    await createTransaction(
      { db, cipher },
      user.id,
      DEMO_FUND_SLUGS.closed,
      { ...values, accountIntegrationId: account.integrationId },
      {
        amount: SIGNED_AMOUNT_CENTS,
        accountIntegrationId: account.integrationId,
        subscriptionAgreementDate: signedAt,
        proofOfAccreditationDate: signedAt,
        ...(isCompleted && { fundsTransferDate: completedAt, completionDate: completedAt }),
      },
      'MID_CLOSING',
    );
  }
  return true;
};

export const seedDemoData = async ({
  db,
  cipher,
  signingIdentity = ephemeralSigningIdentity(),
  now = new Date(),
}: {
  db: Db;
  cipher: DataCipher;
  /** Signs the demo's sealed documents; the server passes its own. */
  signingIdentity?: SigningIdentity;
  now?: Date;
}): Promise<SeedSummary> =>
  db.transaction(async (tx) => {
    const seededFunds: string[] = [];
    for (const [index, { fund, settings }] of demoFunds(now).entries()) {
      const fundId = await saveFund(tx, fund, settings);
      await seedFundPage(tx, fund.slug);
      seededFunds.push(fund.slug);
      // The first fund's data room asks for the NDA before its confidential documents.
      await seedDemoDataRoom(
        { db: tx, cipher },
        { id: fundId, name: fund.name, legalName: fund.legalName },
        {
          requireNda: index === 0,
          now,
        },
      );
    }
    const people: SeedSummary['people'] = [];
    for (const person of DEMO_PEOPLE) {
      const isNew = await seedPerson(tx, cipher, signingIdentity, person, now);
      people.push({ email: person.email, password: person.password, role: person.role, isNew });
    }
    await seedDemoDelegations(tx, now);
    await seedWireInstructions(tx, cipher, seededFunds, now);
    return { funds: seededFunds, people };
  });

/**
 * The demo as `npm start` and `npm run db:seed` make it: the data, then the seeded signed subscriptions' agreements
 * signed and sealed (signDemoAgreements), which the tests' seed leaves out because signing is its slow part, and
 * the sample sanctions list with the growth equity raise screening its investors (docs/kyc.md).
 */
export const seedDemo = async (options: Parameters<typeof seedDemoData>[0]): Promise<SeedSummary> => {
  const signingIdentity = options.signingIdentity ?? ephemeralSigningIdentity();
  const summary = await seedDemoData({ ...options, signingIdentity });
  await signDemoAgreements({ db: options.db, cipher: options.cipher, identity: signingIdentity });
  // The sample sanctions list, and one fund that screens its investors (docs/kyc.md).
  await seedDemoScreening(options.db, DEMO_FUND_SLUGS.equityRaise);
  return summary;
};
