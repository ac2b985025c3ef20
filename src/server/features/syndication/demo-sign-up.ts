// The demo investor whose syndication sign-up waits for review (docs/syndication.md): started and acknowledged six
// days ago, the NDA really signed and sealed through the built-in provider, then both proofs submitted with small
// sample documents. Every date goes through the sign-up machine, as the API would record it.
import type { SyndicationSignUpEvent } from '../../../../machines/syndication-sign-up.machine.types';
import type { Db } from '../../db/database';
import { sampleAccreditationLetterPdf, sampleIdCardPng } from '../../db/seed/demo-documents';
import { signingDay } from '../../pdf/signing-day';
import type { DataCipher } from '../../security/data-cipher';
import { sha256Hex } from '../../security/sha256';
import type { SigningIdentity } from '../../security/signing-identity';
import type { UserRecord } from '../auth-and-accounts/public-api';
import { createBuiltinProvider } from '../signing/public-api';
import { NDA_DISCLOSURE } from './nda-disclosure';
import { buildNdaPdf } from './nda-pdf';
import { loadSignUp, saveSignUp } from './sign-up-store';
import { advanceSignUp } from './sign-up-transition';
import { createSyndicationRepositories } from './syndication-repositories';

const DAY = 24 * 60 * 60 * 1000;

export const seedSyndicationUnderReview = async (
  { db, cipher, identity }: { db: Db; cipher: DataCipher; identity: SigningIdentity },
  user: UserRecord,
  now: Date,
) => {
  const name = `${user.firstName} ${user.lastName}`;
  const at = (daysAgo: number, hour = 0) => new Date(now.getTime() - daysAgo * DAY + hour * 3_600_000);
  let { fields } = await loadSignUp(db, user.id);
  const apply = (moment: Date, event: SyndicationSignUpEvent) => {
    fields = advanceSignUp(fields, moment, event).context.investments;
  };
  apply(at(6), { type: 'START' });
  apply(at(6), { type: 'ACKNOWLEDGE', at: at(6).toISOString() });

  const provider = createBuiltinProvider({ db, cipher, identity });
  const signedAt = at(6, 1);
  const nda = await buildNdaPdf(
    { recipientName: name, recipientEmail: user.email, effectiveDate: signingDay(signedAt) },
    signedAt,
  );
  const envelope = await provider.prepareDocumentEnvelope({
    purpose: 'syndicationNda',
    ownerUserId: user.id,
    fileName: 'syndication-program-nda.pdf',
    pdf: nda.pdf,
    placements: nda.placements,
    signers: [{ role: 'investor', routingOrder: 1, name, email: user.email, userId: user.id }],
    at: signedAt,
  });
  const signer = envelope.signers[0];
  if (!signer) throw new Error('The demo NDA has no signer');
  const evidence = { at: signedAt, ip: null, userAgent: 'Demo data (npm run db:seed)', loginMethod: null };
  await provider.recordConsent({
    envelopeId: envelope.envelopeId,
    signerId: signer.signerId,
    disclosureSha256: NDA_DISCLOSURE.sha256,
    evidence,
  });
  await provider.signDocument({
    envelopeId: envelope.envelopeId,
    signerId: signer.signerId,
    mark: { kind: 'typed', text: name },
    authMethod: 'Demo data created by the seed',
    evidence,
  });
  apply(signedAt, { type: 'NDA_SIGNED', at: signedAt.toISOString() });

  const repos = createSyndicationRepositories(db, cipher);
  const submittedAt = at(5);
  const proofs = [
    {
      event: { type: 'IDENTITY_SUBMITTED', at: submittedAt.toISOString() } as const,
      upload: { kind: 'identity', fileName: 'drivers-licence-sample.png', bytes: sampleIdCardPng() } as const,
      details: {
        kind: 'identity',
        legalName: 'Grace Brewster Hopper',
        dateOfBirth: '1976-12-09',
        residence: {
          country: 'US',
          state: 'NY',
          city: 'New York',
          addressLine1: '350 Fifth Avenue',
          postalCode: '10118',
        },
      } as const,
      contentType: 'image/png',
    },
    {
      event: { type: 'ACCREDITATION_SUBMITTED', at: submittedAt.toISOString() } as const,
      upload: {
        kind: 'accreditation',
        fileName: 'cpa-letter-sample.pdf',
        bytes: await sampleAccreditationLetterPdf(name),
      } as const,
      details: { kind: 'accreditation', basis: 'income' } as const,
      contentType: 'application/pdf',
    },
  ] as const;
  for (const { event, upload, details, contentType } of proofs) {
    apply(submittedAt, event);
    const stored = await repos.uploads.create({
      ownerUserId: user.id,
      kind: upload.kind,
      fileName: upload.fileName,
      contentType,
      bytes: upload.bytes,
      sha256: sha256Hex(upload.bytes),
    });
    await repos.verifications.create({ userId: user.id, uploadId: stored.id, details, submittedAt });
  }
  await saveSignUp(db, user.id, fields);
};
