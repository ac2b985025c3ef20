// The demo's signed subscriptions with their agreements signed and sealed (npm start's first run and npm run db:seed):
// the seeded investor's signed cards then offer the signed agreement, its certificate and its check, as a subscription
// signed in the portal does. Each agreement is filled from the subscription's answers and signed by every signer it
// needs, at the seeded signing time, through the built-in provider, like the demo's syndication NDA. Not part of the
// tests' seed (seedDemoData): signing a PDF is the slow part of a seed, and the signing tests sign their own.
import { and, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { transactions } from '../../db/schema/transactions';
import type { DataCipher } from '../../security/data-cipher';
import type { SigningIdentity } from '../../security/signing-identity';
import { findUserById } from '../auth-and-accounts/public-api';
import { findFund } from '../funds/public-api';
import { findOwnedTransaction, patchTransaction } from '../investment-flow/public-api';
import { createBuiltinProvider } from './builtin-provider';
import { ESIGN_DISCLOSURE } from './esign-disclosure';
import { agreementFill } from './investor-signing';

/** Signs the seeded subscriptions that are signed but have no agreement yet; answers how many it signed. */
export const signDemoAgreements = async ({
  db,
  cipher,
  identity,
}: {
  db: Db;
  cipher: DataCipher;
  identity: SigningIdentity;
}): Promise<number> => {
  const provider = createBuiltinProvider({ db, cipher, identity });
  const unsigned = await db
    .select({ id: transactions.id, userId: transactions.userId })
    .from(transactions)
    .where(
      and(isNotNull(transactions.subscriptionAgreementDate), isNull(transactions.subscriptionAgreementDocusignId)),
    );
  let signed = 0;
  for (const { id, userId } of unsigned) {
    const [record, user] = await Promise.all([
      findOwnedTransaction({ db, cipher }, id, userId),
      findUserById(db, userId),
    ]);
    const found = record && (await findFund(db, record.transaction.portalFundSlug));
    const signedAt = record?.transaction.subscriptionAgreementDate;
    if (!record || !user || !found || !signedAt) continue;
    const at = new Date(signedAt);
    const state = await provider.prepareEnvelope({
      transactionId: id,
      ownerUserId: userId,
      fund: found.fund,
      ...agreementFill(record, found.fund, { userId, user }),
      at,
    });
    const evidence = { at, ip: null, userAgent: 'Demo data (npm run db:seed)', loginMethod: null };
    for (const signer of state.signers) {
      await provider.recordConsent({
        envelopeId: state.envelopeId,
        signerId: signer.signerId,
        disclosureSha256: ESIGN_DISCLOSURE.sha256,
        evidence,
      });
      await provider.sign({
        envelopeId: state.envelopeId,
        signerId: signer.signerId,
        mark: { kind: 'typed', text: signer.name },
        authMethod: 'Demo data created by the seed',
        evidence,
      });
    }
    const isPatched = await patchTransaction({ db, cipher }, id, userId, record.version, {
      subscriptionAgreementDocusignId: state.envelopeId,
    });
    if (isPatched) signed += 1;
  }
  return signed;
};
