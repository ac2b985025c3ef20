// The tax-form step (docs/flow.md 'The tax-form step'): with the fund's setting on, every transition that reaches
// DOCUMENT_SIGNED reaches TAX_FORM first when the method needs a form; with it off, or for an IRA, nothing changes.
import { describe, expect, it } from 'vitest';
import { completeIndividual, investorWith } from '../model-tests/fixtures/accounts';
import { env, funds } from '../model-tests/fixtures/funds';
import { address, answers, taxFormAnswer, values } from '../model-tests/fixtures/values';
import type { PortalType } from '../src/shared/domain/codes';
import type { FlowValues } from '../src/shared/domain/flow-values';
import type { StepId } from '../src/shared/domain/steps';
import { collectsTaxForm, taxFormKindFor } from '../src/shared/domain/tax-forms';
import { type FlowEnvironment, nextSnapshot, snapshotAt, stepOf } from './flow-snapshot';
import type { FlowFund } from './investment-flow.types';
import { previousStep } from './replay';

const individual = { methodOfInvestment: 'individual', isGlobalInvestor: false } as const;
const joint = { methodOfInvestment: 'jtwros', isGlobalInvestor: false } as const;
const entity = { methodOfInvestment: 'entity', isGlobalInvestor: false } as const;
const ira = { methodOfInvestment: 'ira', isGlobalInvestor: false } as const;
const direct = { methodOfInvestment: 'direct', isGlobalInvestor: true } as const;
const trust = { methodOfInvestment: 'trust', isGlobalInvestor: true } as const;

const withTaxForms = (fund: FlowFund, portalType: PortalType = 'fullQcp') =>
  env({ fund: { ...fund, collectTaxForms: true }, portalType });

type Row = {
  name: string;
  from: StepId;
  stored: Partial<FlowValues>;
  submitted: Partial<FlowValues>;
  fund: FlowFund;
  portalType?: PortalType;
};

/** Every transition of docs/spec.md §4 that reaches DOCUMENT_SIGNED with the setting off. */
const intoSigning: Row[] = [
  {
    name: 'a global direct investor after the investment address (no promoted interest)',
    from: 'INTL_INVESTMENT_ADDRESS',
    stored: direct,
    submitted: answers.sameInvestmentAddress,
    fund: funds.plain,
  },
  {
    name: 'an individual after the investment address on a bond portal',
    from: 'INVESTMENT_ADDRESS',
    stored: { ...individual, residenceAddress: address.NY },
    submitted: answers.sameInvestmentAddress,
    fund: funds.plain,
    portalType: 'fundraiseBond',
  },
  {
    name: 'joint tenants after the secondary residence on a bond portal',
    from: 'SECONDARY_RESIDENCE_ADDRESS',
    stored: { ...joint, residenceAddress: address.NY },
    submitted: { isSecondaryAddressSameAsPrimary: true },
    fund: funds.plain,
    portalType: 'fundraiseBond',
  },
  {
    name: 'a Californian after the marital status on a bond portal',
    from: 'MARITAL_STATUS',
    stored: { ...individual, residenceAddress: address.CA },
    submitted: { maritalStatus: 'notMarried' },
    fund: funds.plain,
    portalType: 'fundraiseBond',
  },
  {
    name: 'a married Californian after the spouse on a bond portal',
    from: 'SPOUSE_NAME_EMAIL',
    stored: { ...individual, residenceAddress: address.CA, maritalStatus: 'married' },
    submitted: answers.spouse,
    fund: funds.plain,
    portalType: 'fundraiseBond',
  },
  {
    name: 'a global trust after the promoted interest',
    from: 'PROMOTED_INTEREST',
    stored: trust,
    submitted: answers.agreePromotedInterest,
    fund: funds.promotedVenture,
  },
  {
    name: 'an accredited individual',
    from: 'ACCREDITED_INVESTOR',
    stored: individual,
    submitted: answers.accredited,
    fund: funds.plain,
  },
  {
    name: 'an accredited entity',
    from: 'ENTITY_ACCREDITED_INVESTOR',
    stored: entity,
    submitted: answers.accredited,
    fund: funds.plain,
  },
  {
    name: 'a qualified purchaser of its type',
    from: 'QUALIFIED_PURCHASER_TYPE',
    stored: individual,
    submitted: { qualifiedPurchaserDefinition: 'individualInvestments5m' },
    fund: funds.plain,
  },
  {
    name: 'an entity qualified purchaser of its type',
    from: 'ENTITY_QUALIFIED_PURCHASER_TYPE',
    stored: entity,
    submitted: { qualifiedPurchaserDefinition: 'entityAssets5m' },
    fund: funds.plain,
  },
];

const step = (row: Row, environment: FlowEnvironment): StepId =>
  stepOf(
    nextSnapshot(snapshotAt({ currentStep: row.from, values: values(row.stored) }, environment), {
      type: 'SUBMIT',
      values: row.submitted,
    }),
  );

describe('the tax-form step of the investment flow', () => {
  it.each(intoSigning)('sends $name to TAX_FORM when the fund collects tax forms', (row) => {
    expect(step(row, withTaxForms(row.fund, row.portalType))).toBe('TAX_FORM');
  });

  it.each(intoSigning)('sends $name straight to DOCUMENT_SIGNED when the fund does not', (row) => {
    expect(step(row, env({ fund: row.fund, portalType: row.portalType }))).toBe('DOCUMENT_SIGNED');
  });

  it('sends an IRA straight to signing: the custodian owns the investment and gives its own W-9', () => {
    const row: Row = {
      name: 'an accredited IRA',
      from: 'ACCREDITED_INVESTOR',
      stored: ira,
      submitted: answers.accredited,
      fund: funds.plain,
    };
    expect(step(row, withTaxForms(funds.plain))).toBe('DOCUMENT_SIGNED');
    const bondIra = { ...row, from: 'RESIDENCE_ADDRESS' as const, submitted: { residenceAddress: address.NY } };
    expect(step(bondIra, withTaxForms(funds.plain, 'fundraiseBond'))).toBe('DOCUMENT_SIGNED');
  });

  it('goes from CONFIRM_MOI with a complete account to TAX_FORM, the tax form being asked anew for each fund', () => {
    const environment = withTaxForms(funds.plain, 'fundraiseBond');
    const confirmed = nextSnapshot(
      snapshotAt(
        { currentStep: 'CONFIRM_MOI', values: values(individual) },
        { ...environment, investor: investorWith(completeIndividual) },
      ),
      { type: 'SUBMIT', values: {}, missingStep: null },
    );
    expect(stepOf(confirmed)).toBe('TAX_FORM');
  });

  it('goes from TAX_FORM to signing with the answers kept', () => {
    const stored = values({ ...individual });
    const next = nextSnapshot(snapshotAt({ currentStep: 'TAX_FORM', values: stored }, withTaxForms(funds.plain)), {
      type: 'SUBMIT',
      values: taxFormAnswer(stored),
    });
    expect(stepOf(next)).toBe('DOCUMENT_SIGNED');
    expect(next.context.values.w9SubjectToBackupWithholding).toBe(false);
  });

  it('comes back from signing to the tax form, and from the tax form to the step before it (Previous)', () => {
    const environment = withTaxForms(funds.plain);
    const stored = values({
      ...direct,
      ...answers.intlTaxId,
      ...answers.namePhone,
      residenceAddress: address.GB,
      ...answers.sameInvestmentAddress,
      investmentAddress: address.GB,
      w8Country: 'GB',
      w8DateOfBirth: '1980-04-23',
    });
    const fromSigning = previousStep({ currentStep: 'DOCUMENT_SIGNED', values: stored }, environment);
    expect(fromSigning).toMatchObject({ kind: 'step', record: { currentStep: 'TAX_FORM' } });
    const fromTaxForm = previousStep({ currentStep: 'TAX_FORM', values: stored }, environment);
    expect(fromTaxForm).toMatchObject({ kind: 'step', record: { currentStep: 'INTL_INVESTMENT_ADDRESS' } });
    // With the setting off, signing comes back to the investment address as in docs/spec.md §4.
    const off = previousStep({ currentStep: 'DOCUMENT_SIGNED', values: stored }, env({ fund: funds.plain }));
    expect(off).toMatchObject({ kind: 'step', record: { currentStep: 'INTL_INVESTMENT_ADDRESS' } });
  });

  it("sends a signed investment back to the tax form on the fund's change request", () => {
    const stored = values(individual);
    const next = nextSnapshot(snapshotAt({ currentStep: 'MID_CLOSING', values: stored }, withTaxForms(funds.plain)), {
      type: 'CHANGE_REQUESTED',
      step: 'TAX_FORM',
    });
    expect(stepOf(next)).toBe('TAX_FORM');
    expect(next.context.values).toEqual(stored);
  });
});

describe('which subscriptions give a tax form', () => {
  it.each([
    ['individual', 'W-9'],
    ['jtwros', 'W-9'],
    ['entity', 'W-9'],
    ['ira', null],
    ['direct', 'W-8BEN'],
    ['trust', 'W-8BEN-E'],
    [null, null],
  ] as const)('a %s subscription gives %s', (method, kind) => {
    expect(taxFormKindFor(method)).toBe(kind);
    expect(collectsTaxForm({ collectTaxForms: true }, method)).toBe(kind !== null);
    expect(collectsTaxForm({ collectTaxForms: false }, method)).toBe(false);
  });
});
