// For the syndication API tests: documents of each accepted kind (and some that are not), the step bodies, and
// investors walked through the sign-up to a given step over the real API.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type {
  AccreditationRequest,
  IdentityRequest,
  NdaView,
  SyndicationStatusAnswer,
} from '../../../../shared/api/syndication';
import type { AccreditationBasis } from '../../../../shared/domain/accreditation-basis';
import { sampleAccreditationLetterPdf, sampleIdCardPng } from '../../../db/seed/demo-documents';
import { getJson, postJson, signUp } from '../../../test/test-app';

/** A caller of the API: a session cookie. */
export type Investor = { cookie: string };
export type SignedUpInvestor = { cookie: string; userId: string; email: string };

/** JPEG's start-of-image and JFIF header, a body, end of image. */
export const sampleJpeg = (): Buffer =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0', 'latin1'),
    Buffer.alloc(64, 0x42),
    Buffer.from([0xff, 0xd9]),
  ]);

export const samplePdf = (): Promise<Uint8Array> => sampleAccreditationLetterPdf('Ada Lovelace');
export const samplePng = (): Buffer => sampleIdCardPng();

export const fileOf = (bytes: Uint8Array, fileName: string) => ({
  fileName,
  dataBase64: Buffer.from(bytes).toString('base64'),
});

export const IDENTITY_VALUES = {
  legalName: 'Ada King Lovelace',
  dateOfBirth: '1980-12-10',
  residence: { country: 'US', state: 'NY', city: 'New York', addressLine1: '350 Fifth Avenue', postalCode: '10118' },
};

export const identityBody = (document = fileOf(samplePng(), 'passport.png')): IdentityRequest => ({
  ...IDENTITY_VALUES,
  document,
});

export const accreditationBody = async (
  basis: AccreditationBasis = 'income',
  document?: IdentityRequest['document'],
): Promise<AccreditationRequest> => ({ basis, document: document ?? fileOf(await samplePdf(), 'cpa-letter.pdf') });

export const statusOf = async (app: FastifyInstance, investor: Investor): Promise<SyndicationStatusAnswer> => {
  const response = await getJson(app, '/api/syndication', investor);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const ok = (response: LightMyRequestResponse, status = 200) => {
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
};

export const TYPED = { kind: 'typed', text: 'Ada Lovelace' } as const;

export const start = async (app: FastifyInstance, investor: Investor): Promise<SyndicationStatusAnswer> =>
  ok(await postJson(app, '/api/syndication/start', {}, investor));

export const acknowledge = async (app: FastifyInstance, investor: Investor): Promise<SyndicationStatusAnswer> => {
  const { acknowledgmentsTextSha256 } = await statusOf(app, investor);
  return ok(
    await postJson(app, '/api/syndication/acknowledgments', { accepted: true, acknowledgmentsTextSha256 }, investor),
  );
};

export const signTheNda = async (app: FastifyInstance, investor: Investor): Promise<SyndicationStatusAnswer> => {
  const view: NdaView = ok(await postJson(app, '/api/syndication/nda/open', {}, investor));
  ok(await postJson(app, '/api/syndication/nda/consent', { disclosureSha256: view.disclosure.sha256 }, investor));
  return ok(await postJson(app, '/api/syndication/nda/sign', { intentToSign: true, signature: TYPED }, investor));
};

export const submitIdentity = async (app: FastifyInstance, investor: Investor, body?: IdentityRequest) =>
  ok(await postJson(app, '/api/syndication/identity', body ?? identityBody(), investor)) as SyndicationStatusAnswer;

export const submitAccreditation = async (
  app: FastifyInstance,
  investor: Investor,
  basis: AccreditationBasis = 'income',
): Promise<SyndicationStatusAnswer> =>
  ok(await postJson(app, '/api/syndication/accreditation', await accreditationBody(basis), investor));

export type SignUpStage = 'started' | 'acknowledged' | 'ndaSigned' | 'identitySubmitted' | 'underReview';

/** A new investor whose sign-up went as far as `stage` through the API. */
export const investorAt = async (
  app: FastifyInstance,
  stage: SignUpStage,
  { basis = 'income' as AccreditationBasis } = {},
): Promise<SignedUpInvestor> => {
  const investor = await signUp(app);
  const order: SignUpStage[] = ['started', 'acknowledged', 'ndaSigned', 'identitySubmitted', 'underReview'];
  const steps = order.slice(0, order.indexOf(stage) + 1);
  for (const step of steps) {
    if (step === 'started') await start(app, investor);
    if (step === 'acknowledged') await acknowledge(app, investor);
    if (step === 'ndaSigned') await signTheNda(app, investor);
    if (step === 'identitySubmitted') await submitIdentity(app, investor);
    if (step === 'underReview') await submitAccreditation(app, investor, basis);
  }
  return investor;
};
