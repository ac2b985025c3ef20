// The tax form signed with the agreement (docs/signing.md 'The tax form'), through the API on both databases: a fund
// that collects tax forms gives the investor a W-9 or W-8BEN in the same envelope and ceremony, sealed and digitally
// signed with the agreement, stored encrypted, listed on the record, the admin's detail and the ZIP; an IRA gets the
// note instead; a fund that does not collect them is unchanged.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignAnswer, SigningStatusAnswer, SigningView } from '../../../shared/api/signing';
import type { Address } from '../../../shared/domain/entities';
import type { FlowValues } from '../../../shared/domain/flow-values';
import type { StepId } from '../../../shared/domain/steps';
import { IRA_TAX_FORM_NOTE } from '../../../shared/domain/tax-forms';
import { selectRows } from '../../db/select-rows';
import { getJson, testBackends, useTestApp } from '../../test/test-app';
import { logInAdmin } from '../back-office/testing/admin-fixtures';
import { readZip } from '../back-office/testing/read-zip';
import {
  FUNDS,
  type InvestorOnFund,
  investorOnFund,
  SSN,
  SSN_DIGITS,
  seedFunds,
  submit,
} from '../investment-flow/testing/flow-fixtures';
import { pdfsig } from './testing/pdfsig';
import { pdftotext, pdftotextLayout, valueUnder } from './testing/pdftotext';
import {
  coSignerConsentAndSign,
  individualAtSigning,
  jointAtSigning,
  NEW_YORK,
  openSigning,
  SECONDARY_SSN,
  signAsInvestor,
  verifiedCoSigner,
} from './testing/signing-fixtures';

const FUND = FUNDS.promotedVenture;
const FOREIGN_TAX_ID = 'GB1234567';

const LONDON: Address = {
  address1: '221B Baker Street',
  address2: '',
  city: 'London',
  state: '',
  province: 'Greater London',
  postalCode: 'NW1 6XE',
  country: 'GB',
};

const NAME_PHONE = {
  legalFirstName: 'Ada',
  legalLastName: 'Lovelace',
  mobilePhone: '+1 212 555 0142',
  preferredFirstName: '',
};

/** Answers by step for the IRA and global direct paths on the promoted-interest fund. */
const ANSWERS: Partial<Record<StepId, Partial<FlowValues>>> = {
  INITIAL: {},
  SDIRA_CUSTODIAN: { iraCustodian: 'strata' },
  STRATA_SSN: { ssn: SSN },
  INTL_TAX_ID: { intlTaxId: FOREIGN_TAX_ID, noTaxId: false },
  NAME_PHONE,
  RESIDENCE_ADDRESS: { residenceAddress: NEW_YORK },
  INTL_RESIDENCE_ADDRESS: { residenceAddress: LONDON },
  INTL_INVESTMENT_ADDRESS: { isInvestmentAddressSameAsResidence: true, investmentAddress: LONDON },
  PROMOTED_INTEREST: { agreedToPromotedInterest: true },
  QUALIFIED_PURCHASER: { accreditation: '' },
  ACCREDITED_INVESTOR: { accreditation: '0' },
};

/** Walks the flow from INITIAL, answering each step the server moves to, until DOCUMENT_SIGNED. */
const walkAnswering = async (
  app: FastifyInstance,
  investor: InvestorOnFund,
  first: Partial<Record<StepId, Partial<FlowValues>>>,
) => {
  let step: StepId = 'INITIAL';
  for (let guard = 0; step !== 'DOCUMENT_SIGNED'; guard += 1) {
    const values = first[step] ?? ANSWERS[step];
    if (!values || guard > 20) throw new Error(`No answer for ${step}`);
    const response = await submit(app, investor, step, values);
    if (response.statusCode !== 200)
      throw new Error(`At ${step}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    step = response.json().currentStep as StepId;
  }
};

describe.each(testBackends())('the tax form signed with the agreement on %s', (backend) => {
  const t = useTestApp(backend);
  let admin: { cookie: string };
  beforeAll(async () => {
    await seedFunds(t().app);
    admin = await logInAdmin(t().app);
  });

  const collectTaxForms = (isOn: boolean, slug: string = FUND) =>
    t().database.db.execute(sql`update funds set collect_tax_forms = ${isOn} where slug = ${slug}`);

  const envelopeRow = async (transactionId: string) => {
    const [row] = await selectRows<{ tax_form_kind: string | null; tax_form_sealed_sha256: string | null }>(
      t().database.db,
      sql`select tax_form_kind, tax_form_sealed_sha256 from envelopes where transaction_id = ${transactionId}`,
    );
    return row;
  };

  const storedTaxForms = (transactionId: string) =>
    selectRows<{ kind: string; is_encrypted: boolean; content: Uint8Array }>(
      t().database.db,
      sql`select d.kind, d.is_encrypted, d.content from documents d join envelopes e
          on d.id in (e.tax_form_filled_document_id, e.tax_form_sealed_document_id) where e.transaction_id = ${transactionId}`,
    );

  it('has the investor read and sign a W-9 with the agreement, sealed, digitally signed and stored encrypted', async () => {
    const { app } = t();
    await collectTaxForms(true);
    const investor = await individualAtSigning(app, { w9SubjectToBackupWithholding: true });

    const opened = await openSigning(app, investor);
    expect(opened.statusCode).toBe(200);
    const view = opened.json() as SigningView;
    expect(view.taxForm).toMatchObject({ kind: 'W-9', title: 'Form W-9 (substitute)' });
    expect(view.taxForm?.lines).toContainEqual({ label: 'Social security number', value: '•••-••-6789' });
    expect(view.taxForm?.lines).toContainEqual({ label: 'Name', value: 'Ada Lovelace' });
    expect(opened.body).not.toContain(SSN);
    expect(opened.body).not.toContain(SSN_DIGITS);

    const filled = await getJson(app, view.taxForm?.documentUrl ?? '', investor);
    expect(filled.statusCode).toBe(200);
    expect(filled.headers['content-disposition']).toBe(`inline; filename="form-w-9-${FUND}.pdf"`);
    const filledText = await pdftotext(filled.rawPayload);
    expect(filledText).toContain('Form W-9');
    expect(filledText).toContain(SSN);
    expect(filledText).toContain('Item 2 is crossed out');

    const { view: signedView, isComplete } = (await signAsInvestor(app, investor)).json() as SignAnswer;
    expect(isComplete).toBe(true);
    expect(signedView.taxForm?.kind).toBe('W-9');

    const status = await getJson(app, `/api/signing/transactions/${investor.transactionId}/status`, investor);
    const answer = status.json() as SigningStatusAnswer;
    expect(answer.taxForm).toEqual({
      kind: 'W-9',
      title: 'Form W-9 (substitute)',
      downloadUrl: `/api/signing/transactions/${investor.transactionId}/tax-form?download=true`,
    });
    expect(answer.taxFormNote).toBeNull();
    expect(status.body).not.toContain(SSN_DIGITS);

    const sealed = await getJson(app, answer.taxForm?.downloadUrl ?? '', investor);
    expect(sealed.statusCode).toBe(200);
    expect(sealed.headers['content-disposition']).toBe(`attachment; filename="form-w-9-${FUND}-signed.pdf"`);
    const signatures = await pdfsig(sealed.rawPayload);
    expect(signatures).toHaveLength(1);
    expect(signatures[0]).toMatchObject({
      fieldName: 'Portal seal',
      validation: 'Signature is Valid.',
      coversWholeFile: true,
    });
    const text = await pdftotext(sealed.rawPayload);
    expect(text).toContain('1 Name of entity/individual Ada Lovelace');
    expect(text).toContain(SSN);
    expect(text).toContain('350 Fifth Avenue');
    expect(text).toContain('Under penalties of perjury, I certify that:');
    expect(text).toContain('Certificate of completion');

    const row = await envelopeRow(investor.transactionId);
    expect(row?.tax_form_kind).toBe('W-9');
    expect(row?.tax_form_sealed_sha256).toMatch(/^[0-9a-f]{64}$/);
    const stored = await storedTaxForms(investor.transactionId);
    expect(stored.map((d) => d.kind).sort()).toEqual(['filled', 'sealed']);
    for (const document of stored) {
      expect(document.is_encrypted).toBe(true);
      const content = Buffer.from(document.content);
      expect(content.subarray(0, 5).toString()).not.toBe('%PDF-');
      expect(content.includes(SSN)).toBe(false);
    }

    // Another investor may not read it; an admin reads it from the transaction's detail.
    const stranger = await individualAtSigning(app, { w9SubjectToBackupWithholding: false });
    const refused = await getJson(app, `/api/signing/transactions/${investor.transactionId}/tax-form`, stranger);
    expect(refused.statusCode).toBe(404);
    const detail = await getJson(app, `/api/admin/transactions/${investor.transactionId}`, admin);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().signing.taxForm).toMatchObject({
      kind: 'W-9',
      downloadUrl: `/api/admin/signing/transactions/${investor.transactionId}/tax-form`,
      sealedSha256: row?.tax_form_sealed_sha256,
    });
    expect(detail.json().taxFormNote).toBeNull();
    expect(detail.body).not.toContain(SSN_DIGITS);
    const adminCopy = await getJson(app, detail.json().signing.taxForm.downloadUrl, admin);
    expect(adminCopy.statusCode).toBe(200);
    expect((await pdfsig(adminCopy.rawPayload))[0]?.validation).toBe('Signature is Valid.');
  });

  it('gives a global direct investor a W-8BEN with the full foreign tax id inside only, and puts it in the ZIP', async () => {
    const { app } = t();
    await collectTaxForms(true);
    const investor = await investorOnFund(app, FUND);
    await walkAnswering(app, investor, {
      INTL_INVESTOR: { isGlobalInvestor: true },
      INTL_MOI_TYPE: { methodOfInvestment: 'direct', accountNickname: '' },
      TAX_FORM: {
        w8Country: 'GB',
        w8DateOfBirth: '1980-04-12',
        treatyClaim: true,
        treatyCountry: 'GB',
        treatyArticle: '10(2)(b)',
        treatyRate: '15',
        treatyIncomeType: 'Dividends',
      },
    });
    const opened = await openSigning(app, investor);
    expect((opened.json() as SigningView).taxForm?.kind).toBe('W-8BEN');
    expect(opened.body).not.toContain(FOREIGN_TAX_ID);
    await signAsInvestor(app, investor);

    const zip = await getJson(app, `/api/admin/funds/${FUND}/agreements.zip`, admin);
    expect(zip.statusCode).toBe(200);
    const files = readZip(zip.rawPayload);
    const stem = `ada-lovelace-${investor.transactionId.slice(0, 8)}`;
    expect(files.map((f) => f.name)).toEqual(expect.arrayContaining([`${stem}.pdf`, `${stem}-form-w-8ben.pdf`]));
    const form = files.find((f) => f.name === `${stem}-form-w-8ben.pdf`);
    expect((await pdfsig(form?.bytes ?? Buffer.alloc(0)))[0]).toMatchObject({ validation: 'Signature is Valid.' });
    const text = await pdftotext(form?.bytes ?? Buffer.alloc(0));
    expect(text).toContain('Form W-8BEN');
    expect(text).toContain('Certificate of completion');
    const layout = await pdftotextLayout(form?.bytes ?? Buffer.alloc(0));
    expect(valueUnder(layout, 'Name of individual who is the beneficial owner')).toBe('Ada Lovelace');
    expect(valueUnder(layout, 'Country of citizenship')).toBe('United Kingdom');
    expect(valueUnder(layout, 'Permanent residence address')).toBe('221B Baker Street');
    expect(valueUnder(layout, 'Foreign tax identifying number')).toBe(FOREIGN_TAX_ID);
    expect(valueUnder(layout, 'Date of birth (MM-DD-YYYY)')).toBe('04-12-1980');
    expect(valueUnder(layout, 'Article and paragraph')).toBe('10(2)(b)');
  });

  it('gives joint tenants the primary subscriber’s W-9, signed by the investor alone, sealed once the joint subscriber signs the agreement', async () => {
    const { app, smtp } = t();
    await collectTaxForms(true, FUNDS.bondRaise);
    const investor = await jointAtSigning(app, undefined, { w9SubjectToBackupWithholding: false });
    const opened = (await openSigning(app, investor)).json() as SigningView;
    expect(opened.taxForm?.kind).toBe('W-9');
    expect(opened.taxForm?.lines).toContainEqual({ label: 'Name', value: 'Ada Lovelace' });
    expect((await signAsInvestor(app, investor)).json()).toMatchObject({ isComplete: false });
    const midway = (await getJson(app, `/api/signing/transactions/${investor.transactionId}/status`, investor)).json();
    expect(midway.taxForm).toMatchObject({ kind: 'W-9', downloadUrl: null });

    const coSigner = await verifiedCoSigner(app, smtp, investor.coSignerEmail ?? '');
    const view = (await getJson(app, `/api/signing/co-signer/${coSigner.signerId}`, coSigner)).json() as SigningView;
    expect(view.me.role).toBe('coInvestor');
    expect(view.taxForm).toBeNull();
    const done = await coSignerConsentAndSign(app, coSigner, { kind: 'typed', text: 'Charles Babbage' });
    expect(done.statusCode).toBe(200);

    const sealed = await getJson(app, `/api/signing/transactions/${investor.transactionId}/tax-form`, investor);
    expect((await pdfsig(sealed.rawPayload))[0]).toMatchObject({ validation: 'Signature is Valid.' });
    const text = await pdftotext(sealed.rawPayload);
    expect(text).toContain('1 Name of entity/individual Ada Lovelace');
    expect(text).toContain(SSN);
    expect(text).not.toContain(SECONDARY_SSN);
    expect(text).not.toContain(SECONDARY_SSN.replaceAll('-', ''));
    await collectTaxForms(false, FUNDS.bondRaise);
  });

  it('gives an IRA no tax form and says why on the record and the admin’s detail', async () => {
    const { app } = t();
    await collectTaxForms(true);
    const investor = await investorOnFund(app, FUND);
    await walkAnswering(app, investor, {
      INTL_INVESTOR: { isGlobalInvestor: false },
      MOI_TYPE: { methodOfInvestment: 'ira', accountNickname: '' },
    });
    const view = (await openSigning(app, investor)).json() as SigningView;
    expect(view.taxForm).toBeNull();
    await signAsInvestor(app, investor);
    const status = (await getJson(app, `/api/signing/transactions/${investor.transactionId}/status`, investor)).json();
    expect(status).toMatchObject({ status: 'completed', taxForm: null, taxFormNote: IRA_TAX_FORM_NOTE });
    const detail = (await getJson(app, `/api/admin/transactions/${investor.transactionId}`, admin)).json();
    expect(detail.taxFormNote).toBe(IRA_TAX_FORM_NOTE);
    expect(detail.signing.taxForm).toBeNull();
    expect((await envelopeRow(investor.transactionId))?.tax_form_kind).toBeNull();
    const none = await getJson(app, `/api/signing/transactions/${investor.transactionId}/tax-form`, investor);
    expect(none.statusCode).toBe(404);
  });

  it('changes nothing when the fund does not collect tax forms: the envelope holds the agreement alone', async () => {
    const { app } = t();
    await collectTaxForms(false);
    const investor = await individualAtSigning(app);
    const view = (await openSigning(app, investor)).json() as SigningView;
    expect(view.taxForm).toBeNull();
    await signAsInvestor(app, investor);
    const status = (await getJson(app, `/api/signing/transactions/${investor.transactionId}/status`, investor)).json();
    expect(status).toMatchObject({ status: 'completed', taxForm: null, taxFormNote: null });
    expect(await envelopeRow(investor.transactionId)).toEqual({ tax_form_kind: null, tax_form_sealed_sha256: null });
    expect(await storedTaxForms(investor.transactionId)).toEqual([]);
    const none = await getJson(app, `/api/signing/transactions/${investor.transactionId}/tax-form`, investor);
    expect(none.statusCode).toBe(404);
  });
});
