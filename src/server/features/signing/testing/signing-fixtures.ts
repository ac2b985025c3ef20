// For the signing API tests: investors walked to DOCUMENT_SIGNED on each signing path (individual, JTWROS, married
// California individual), the signing calls, the mail the SMTP peer received and a co-signer's way through it.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { type AdoptedSignature, type SigningView, signerIdOfLinkToken } from '../../../../shared/api/signing';
import type { Address } from '../../../../shared/domain/entities';
import type { FlowValues } from '../../../../shared/domain/flow-values';
import type { StepId } from '../../../../shared/domain/steps';
import { DEMO_ADMIN_PASSWORD } from '../../../db/seed/demo-people';
import { mailText, type ReceivedMail, type SmtpPeer } from '../../../test/smtp-peer';
import { getJson, postJson, uniqueEmail } from '../../../test/test-app';
import { logInThroughSecondFactor } from '../../../test/two-step';
import {
  FUNDS,
  IDENTITY_DETAILS_ANSWER,
  INDIVIDUAL_ANSWERS,
  type InvestorOnFund,
  investorOnFund,
  SSN,
  submitThroughIdentityDetails,
  walkTo,
} from '../../investment-flow/testing/flow-fixtures';
import { buildDemoAgreementTemplate } from '../pdf/demo-template';

const address = (address1: string, city: string, state: string, postalCode: string): Address => ({
  address1,
  address2: '',
  city,
  state,
  province: '',
  postalCode,
  country: 'US',
});

export const NEW_YORK = address('350 Fifth Avenue', 'New York', 'NY', '10118');
export const SAN_FRANCISCO = address('1 Market Street', 'San Francisco', 'CA', '94105');
export const SECONDARY_SSN = '321-54-4321';

const NAME_PHONE = {
  legalFirstName: 'Ada',
  legalLastName: 'Lovelace',
  mobilePhone: '+1 212 555 0142',
  preferredFirstName: '',
};

/** The income bond portal goes to DOCUMENT_SIGNED without the accreditation steps (docs/spec.md §4 bond/equity/convertible). */
const jointAnswers = (secondaryEmail: string): [StepId, Partial<FlowValues>][] => [
  ['INITIAL', {}],
  ['INTL_INVESTOR', { isGlobalInvestor: false }],
  ['MOI_TYPE', { methodOfInvestment: 'jtwros', accountNickname: '' }],
  ['PRIMARY_TAX_ID', { ssn: SSN }],
  ['NAME_PHONE', NAME_PHONE],
  ['RESIDENCE_ADDRESS', { residenceAddress: NEW_YORK }],
  ['INVESTMENT_ADDRESS', { isInvestmentAddressSameAsResidence: true, investmentAddress: NEW_YORK }],
  ['SECONDARY_TAX_ID', { secondarySsn: SECONDARY_SSN }],
  [
    'SECONDARY_NAME_PHONE',
    {
      secondaryLegalFirstName: 'Charles',
      secondaryLegalLastName: 'Babbage',
      secondaryEmail,
      secondaryMobilePhone: '+1 212 555 0199',
    },
  ],
  ['SECONDARY_RESIDENCE_ADDRESS', { isSecondaryAddressSameAsPrimary: true, secondaryAddress: NEW_YORK }],
];

const marriedAnswers = (spouseEmail: string): [StepId, Partial<FlowValues>][] => [
  ['INITIAL', {}],
  ['INTL_INVESTOR', { isGlobalInvestor: false }],
  ['MOI_TYPE', { methodOfInvestment: 'individual', accountNickname: '' }],
  ['SSN_TAX_ID', { ssn: SSN }],
  ['NAME_PHONE', NAME_PHONE],
  ['RESIDENCE_ADDRESS', { residenceAddress: SAN_FRANCISCO }],
  ['INVESTMENT_ADDRESS', { isInvestmentAddressSameAsResidence: true, investmentAddress: SAN_FRANCISCO }],
  ['MARITAL_STATUS', { maritalStatus: 'married' }],
  ['SPOUSE_NAME_EMAIL', { spouseLegalFirstName: 'William', spouseLegalLastName: 'King', spouseEmail }],
];

const walk = async (app: FastifyInstance, investor: InvestorOnFund, answers: [StepId, Partial<FlowValues>][]) => {
  for (const [index, [step, values]] of answers.entries()) {
    const expected = answers[index + 1]?.[0] ?? 'DOCUMENT_SIGNED';
    const response = await submitThroughIdentityDetails(app, investor, step, values, expected);
    if (response.statusCode !== 200 || response.json().currentStep !== expected) {
      throw new Error(`At ${step}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    }
  }
};

export type SigningCase = InvestorOnFund & { coSignerEmail: string | null };

/** A new investor on the promoted-interest venture fund with a commitment of $25,000. */
const committedOnVenture = async (app: FastifyInstance): Promise<InvestorOnFund> => {
  const investor = await investorOnFund(app, FUNDS.promotedVenture);
  await postJson(
    app,
    '/api/update-investment',
    { transactionIntegrationId: investor.transactionId, amount: 2_500_000 },
    investor,
  );
  return investor;
};

/**
 * A US individual in New York on the promoted-interest venture fund, with a commitment of $25,000; `taxForm`: the
 * answers of the tax-form step, when the fund collects tax forms.
 */
export const individualAtSigning = async (
  app: FastifyInstance,
  taxForm?: Partial<FlowValues>,
): Promise<SigningCase> => {
  const investor = await committedOnVenture(app);
  if (taxForm) await walk(app, investor, [...INDIVIDUAL_ANSWERS, ['TAX_FORM', taxForm]]);
  else await walkTo(app, investor, 'DOCUMENT_SIGNED');
  return { ...investor, coSignerEmail: null };
};

/** The same individual under another legal name (identity checks: a name a sanctions list holds, docs/kyc.md). */
export const individualNamedAtSigning = async (
  app: FastifyInstance,
  names: { legalFirstName: string; legalLastName: string },
  identity?: Partial<FlowValues>,
): Promise<SigningCase> => {
  const investor = await committedOnVenture(app);
  await walk(app, investor, [
    ...INDIVIDUAL_ANSWERS.map(([step, values]): [StepId, Partial<FlowValues>] => [
      step,
      step === 'NAME_PHONE' ? { ...values, ...names } : values,
    ]),
    // The fund runs identity checks: the investor's own answers to them.
    ...(identity
      ? [['IDENTITY_DETAILS', { ...IDENTITY_DETAILS_ANSWER, ...identity }] as [StepId, Partial<FlowValues>]]
      : []),
  ]);
  return { ...investor, coSignerEmail: null };
};

export const jointAtSigning = async (
  app: FastifyInstance,
  secondaryEmail = uniqueEmail('charles'),
  taxForm?: Partial<FlowValues>,
): Promise<SigningCase> => {
  const investor = await investorOnFund(app, FUNDS.bondRaise);
  const taxFormAnswer: [StepId, Partial<FlowValues>][] = taxForm ? [['TAX_FORM', taxForm]] : [];
  await walk(app, investor, [...jointAnswers(secondaryEmail), ...taxFormAnswer]);
  return { ...investor, coSignerEmail: secondaryEmail };
};

/** A married California individual (docs/spec.md §4 marital check); the spouse may share the investor's e-mail address. */
export const marriedAtSigning = async (
  app: FastifyInstance,
  { spouseEmail, isSharingInvestorEmail = false }: { spouseEmail?: string; isSharingInvestorEmail?: boolean } = {},
): Promise<SigningCase> => {
  const investor = await investorOnFund(app, FUNDS.bondRaise);
  const email = isSharingInvestorEmail ? investor.email : (spouseEmail ?? uniqueEmail('william'));
  await walk(app, investor, marriedAnswers(email));
  return { ...investor, coSignerEmail: email };
};

/**
 * An LLC on the income bond portal, its owners and control person given on BENEFICIAL_OWNERS (the fund must run
 * identity checks); `owners` are the step's answers.
 */
export const entityWithOwnersAtSigning = async (
  app: FastifyInstance,
  owners: Partial<FlowValues>,
): Promise<SigningCase> => {
  const investor = await investorOnFund(app, FUNDS.bondRaise);
  await walk(app, investor, [
    ['INITIAL', {}],
    ['INTL_INVESTOR', { isGlobalInvestor: false }],
    ['MOI_TYPE', { methodOfInvestment: 'entity', accountNickname: '' }],
    [
      'ENTITY_TAX_ID',
      { entityTrustName: 'Analytical Engines LLC', isEin: true, ein: '12-3456789', disregardedEntity: false },
    ],
    ['NAME_PHONE', NAME_PHONE],
    ['RESIDENCE_ADDRESS', { residenceAddress: NEW_YORK }],
    ['INVESTMENT_ADDRESS', { isInvestmentAddressSameAsResidence: true, investmentAddress: NEW_YORK }],
    ['BENEFICIAL_OWNERS', owners],
  ]);
  return { ...investor, coSignerEmail: null };
};

export const TYPED: AdoptedSignature = { kind: 'typed', text: 'Ada Lovelace' };

type Caller = Pick<InvestorOnFund, 'cookie' | 'transactionId'>;

export const openSigning = (app: FastifyInstance, { cookie, transactionId }: Caller) =>
  postJson(app, '/api/signing/session', { transactionIntegrationId: transactionId }, { cookie });

/** The investor's consent, with the governing documents acknowledged unless `hasReceivedDocuments` says otherwise. */
export const consent = (
  app: FastifyInstance,
  { cookie, transactionId }: Caller,
  disclosureSha256: string,
  hasReceivedDocuments = true,
) =>
  postJson(
    app,
    '/api/signing/consent',
    { transactionIntegrationId: transactionId, disclosureSha256, hasReceivedDocuments },
    { cookie },
  );

export const sign = (app: FastifyInstance, { cookie, transactionId }: Caller, signature = TYPED, intentToSign = true) =>
  postJson(app, '/api/signing/sign', { transactionIntegrationId: transactionId, intentToSign, signature }, { cookie });

/** Opens the session, accepts the disclosure and signs; throws unless every call answers 200. */
export const signAsInvestor = async (app: FastifyInstance, caller: Caller): Promise<LightMyRequestResponse> => {
  const opened = await openSigning(app, caller);
  if (opened.statusCode !== 200) throw new Error(`Open: ${opened.statusCode} ${opened.body}`);
  const view = opened.json() as SigningView;
  const accepted = await consent(app, caller, view.disclosure.sha256);
  if (accepted.statusCode !== 200) throw new Error(`Consent: ${accepted.statusCode} ${accepted.body}`);
  const signed = await sign(app, caller);
  if (signed.statusCode !== 200) throw new Error(`Sign: ${signed.statusCode} ${signed.body}`);
  return signed;
};

export const transactionOf = async (app: FastifyInstance, { cookie, transactionId }: Caller) => {
  const response = await getJson(app, '/api/user-investments', { cookie });
  const found = response.json().transactions.find((t: { integrationId: string }) => t.integrationId === transactionId);
  if (!found) throw new Error(`Transaction ${transactionId} not found`);
  return found as {
    currentStep: string;
    subscriptionAgreementDate: string | null;
    subscriptionAgreementDocusignId: string | null;
  };
};

/** The first mail to `to` whose subject matches, waiting for it to arrive. */
export const mailTo = async (smtp: SmtpPeer, to: string, subject: RegExp, timeoutMs = 15_000): Promise<string> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = smtp.messages.find((m: ReceivedMail) => m.to.includes(to) && subject.test(mailText(m)));
    if (found) return mailText(found);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`No mail to ${to} matching ${subject} within ${timeoutMs} ms`);
};

/** Every mail to `to` whose subject matches, in the order they arrived. */
export const mailsTo = (smtp: SmtpPeer, to: string, subject: RegExp): string[] =>
  smtp.messages
    .filter((m) => m.to.includes(to))
    .map(mailText)
    .filter((text) => subject.test(text));

export const linkTokenIn = (mail: string): string => {
  const match = /\/sign\/([A-Za-z0-9_.%-]+)/.exec(mail);
  if (!match?.[1]) throw new Error(`No signing link in mail:\n${mail}`);
  return decodeURIComponent(match[1]);
};

export const codeIn = (mail: string): string => {
  const match = /Subject: Your signing code: (\d{6})/.exec(mail);
  if (!match?.[1]) throw new Error(`No code in mail:\n${mail}`);
  return match[1];
};

/** POST …/open for the link's signer, as a browser holding `cookie` (the signer session cookie) or none. */
export const openLink = (app: FastifyInstance, token: string, cookie?: string) =>
  postJson(
    app,
    `/api/signing/co-signer/${signerIdOfLinkToken(token) ?? 'none'}/open`,
    { token },
    cookie ? { cookie } : {},
  );

export const signerCookieOf = (response: LightMyRequestResponse): string => {
  const cookie = response.cookies.find((c) => c.name === 'portal_signer');
  if (!cookie) throw new Error(`No signer cookie in ${response.statusCode}: ${response.body}`);
  return `portal_signer=${cookie.value}`;
};

export type CoSigner = { signerId: string; cookie: string };

/** Follows the latest link mailed to `email`, enters the latest code mailed there: a verified co-signer session. */
export const verifiedCoSigner = async (app: FastifyInstance, smtp: SmtpPeer, email: string): Promise<CoSigner> => {
  await mailTo(smtp, email, /Subject: (Reminder: p|P)lease sign/);
  const token = linkTokenIn(mailsTo(smtp, email, /Subject: (Reminder: p|P)lease sign/).at(-1) ?? '');
  const codesBefore = mailsTo(smtp, email, /Your signing code/).length;
  const opened = await openLink(app, token);
  if (opened.statusCode !== 200) throw new Error(`Open link: ${opened.statusCode} ${opened.body}`);
  const signerId = opened.json().signerId as string;
  const cookie = signerCookieOf(opened);
  const deadline = Date.now() + 5000;
  while (mailsTo(smtp, email, /Your signing code/).length <= codesBefore && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const code = codeIn(mailsTo(smtp, email, /Your signing code/).at(-1) ?? '');
  const verified = await postJson(app, `/api/signing/co-signer/${signerId}/verify`, { code }, { cookie });
  if (verified.statusCode !== 200) throw new Error(`Verify: ${verified.statusCode} ${verified.body}`);
  return { signerId, cookie };
};

export const coSignerConsentAndSign = async (
  app: FastifyInstance,
  { signerId, cookie }: CoSigner,
  signature: AdoptedSignature,
): Promise<LightMyRequestResponse> => {
  const view = (await getJson(app, `/api/signing/co-signer/${signerId}`, { cookie })).json() as SigningView;
  const accepted = await postJson(
    app,
    `/api/signing/co-signer/${signerId}/consent`,
    { disclosureSha256: view.disclosure.sha256 },
    { cookie },
  );
  if (accepted.statusCode !== 200) throw new Error(`Consent: ${accepted.statusCode} ${accepted.body}`);
  return postJson(app, `/api/signing/co-signer/${signerId}/sign`, { intentToSign: true, signature }, { cookie });
};

/** The demo template with one more field that asks for the subscriber's full tax id. */
export const templateAskingFullTaxId = async (): Promise<Buffer> => {
  const doc = await PDFDocument.load(await buildDemoAgreementTemplate());
  const field = doc.getForm().createTextField('investorTaxIdFull');
  field.addToPage(doc.getPage(0), { x: 230, y: 40, width: 200, height: 16 });
  return Buffer.from(await doc.save());
};

/** A session of the demo admin. */
export const adminCookie = async (app: FastifyInstance): Promise<string> => {
  const { cookie } = await logInThroughSecondFactor(app, 'admin@investor-portal.local', DEMO_ADMIN_PASSWORD);
  return cookie;
};

/** A session of the demo admin acting as the investor (read-only, as the back office starts it). */
export const adminActingAs = async (app: FastifyInstance, userId: string): Promise<string> => {
  const cookie = await adminCookie(app);
  const started = await postJson(app, '/api/admin/impersonate', { userId }, { cookie });
  if (started.statusCode !== 200) throw new Error(`Impersonation: ${started.statusCode} ${started.body}`);
  return cookie;
};
