// docs/spec.md §4 'Investment flow transitions': one test per row and per branch of a row.
import { describe, expect, it } from 'vitest';
import {
  completeGlobalIndividual,
  completeIndividual,
  completeJoint,
  emptyInvestor,
  investorWith,
  makeAccount,
  makeTransaction,
} from '../model-tests/fixtures/accounts';
import { env, funds, NOW } from '../model-tests/fixtures/funds';
import { address, answers, values } from '../model-tests/fixtures/values';
import { ENTRUST, STRATA } from '../src/shared/config/custodians';
import { CHANGE_REQUEST_TARGETS, changeRequestTarget } from '../src/shared/domain/change-requests';
import type { PortalType } from '../src/shared/domain/codes';
import { FLOW_FLASH } from '../src/shared/domain/flow-messages';
import type { FlowValues } from '../src/shared/domain/flow-values';
import type { StepId } from '../src/shared/domain/steps';
import { type FlowEnvironment, nextSnapshot, snapshotAt, stepOf } from './flow-snapshot';
import type { FlowEvent } from './investment-flow.types';

type Row = {
  name: string;
  from: StepId;
  stored?: Partial<FlowValues>;
  submitted?: Partial<FlowValues>;
  event?: FlowEvent;
  env?: FlowEnvironment;
  to: StepId;
};

const run = ({ from, stored = {}, submitted = {}, event, env: environment = env() }: Omit<Row, 'name' | 'to'>) =>
  nextSnapshot(
    snapshotAt({ currentStep: from, values: values(stored) }, environment),
    event ?? { type: 'SUBMIT', values: submitted },
  );

const individual = { methodOfInvestment: 'individual', isGlobalInvestor: false } as const;
const joint = { methodOfInvestment: 'jtwros', isGlobalInvestor: false } as const;
const entity = { methodOfInvestment: 'entity', isGlobalInvestor: false } as const;
const ira = { methodOfInvestment: 'ira', isGlobalInvestor: false } as const;
const direct = { methodOfInvestment: 'direct', isGlobalInvestor: true } as const;
const trust = { methodOfInvestment: 'trust', isGlobalInvestor: true } as const;
const portal = (portalType: PortalType) => env({ portalType });
const promoted = env({ fund: funds.promotedVenture });
const bond = portal('fundraiseBond');

const rows: Row[] = [
  // INITIAL
  { name: 'INITIAL without valid accounts asks about residency', from: 'INITIAL', to: 'INTL_INVESTOR' },
  {
    name: 'INITIAL with a valid existing account offers it',
    from: 'INITIAL',
    env: env({ investor: investorWith(completeIndividual) }),
    to: 'SELECT_MOI',
  },
  {
    name: 'INITIAL ignores an account whose transactions were never signed',
    from: 'INITIAL',
    env: env({
      investor: {
        ...emptyInvestor(),
        accounts: [completeIndividual],
        transactions: [
          makeTransaction({
            integrationId: 't1',
            portalFundSlug: 'x',
            accountIntegrationId: completeIndividual.integrationId,
          }),
        ],
      },
    }),
    to: 'INTL_INVESTOR',
  },
  {
    name: 'INITIAL counts an account with a signing envelope as valid',
    from: 'INITIAL',
    env: env({
      investor: {
        ...emptyInvestor(),
        accounts: [completeIndividual],
        transactions: [
          makeTransaction({
            integrationId: 't1',
            portalFundSlug: 'x',
            accountIntegrationId: completeIndividual.integrationId,
            subscriptionAgreementDocusignId: 'env-1',
          }),
        ],
      },
    }),
    to: 'SELECT_MOI',
  },
  // SELECT_MOI
  {
    name: 'SELECT_MOI with an existing account goes to CONFIRM_MOI',
    from: 'SELECT_MOI',
    submitted: { accountIntegrationId: completeIndividual.integrationId },
    env: env({ investor: investorWith(completeIndividual) }),
    to: 'CONFIRM_MOI',
  },
  {
    name: "SELECT_MOI with 'Add New Method of Investment' goes to INTL_INVESTOR",
    from: 'SELECT_MOI',
    submitted: { accountIntegrationId: null },
    env: env({ investor: investorWith(completeIndividual) }),
    to: 'INTL_INVESTOR',
  },
  // INTL_INVESTOR
  {
    name: 'INTL_INVESTOR: a global investor',
    from: 'INTL_INVESTOR',
    submitted: { isGlobalInvestor: true },
    to: 'INTL_MOI_TYPE',
  },
  {
    name: 'INTL_INVESTOR: answer No is non-global',
    from: 'INTL_INVESTOR',
    submitted: { isGlobalInvestor: false },
    to: 'MOI_TYPE',
  },
  // INTL_MOI_TYPE
  {
    name: 'INTL_MOI_TYPE direct',
    from: 'INTL_MOI_TYPE',
    stored: { isGlobalInvestor: true },
    submitted: direct,
    to: 'INTL_TAX_ID',
  },
  {
    name: 'INTL_MOI_TYPE direct with a global individual account',
    from: 'INTL_MOI_TYPE',
    stored: { isGlobalInvestor: true },
    submitted: direct,
    env: env({ investor: investorWith(completeGlobalIndividual) }),
    to: 'CONFIRM_MOI',
  },
  {
    name: 'INTL_MOI_TYPE direct is not satisfied by a US individual account',
    from: 'INTL_MOI_TYPE',
    stored: { isGlobalInvestor: true },
    submitted: direct,
    env: env({ investor: investorWith(completeIndividual) }),
    to: 'INTL_TAX_ID',
  },
  {
    name: 'INTL_MOI_TYPE trust',
    from: 'INTL_MOI_TYPE',
    stored: { isGlobalInvestor: true },
    submitted: trust,
    to: 'INTL_ENTITY_TAX_ID',
  },
  // MOI_TYPE
  { name: 'MOI_TYPE individual', from: 'MOI_TYPE', submitted: individual, to: 'SSN_TAX_ID' },
  {
    name: 'MOI_TYPE individual with a complete individual account',
    from: 'MOI_TYPE',
    submitted: individual,
    env: env({ investor: investorWith(completeIndividual) }),
    to: 'CONFIRM_MOI',
  },
  {
    name: 'MOI_TYPE individual ignores an account hidden for reinvestment',
    from: 'MOI_TYPE',
    submitted: individual,
    env: env({ investor: investorWith(makeAccount({ integrationId: 'hidden', hideForReinvestment: true })) }),
    to: 'SSN_TAX_ID',
  },
  { name: 'MOI_TYPE joint tenants', from: 'MOI_TYPE', submitted: joint, to: 'PRIMARY_TAX_ID' },
  { name: 'MOI_TYPE IRA', from: 'MOI_TYPE', submitted: ira, to: 'SDIRA_CUSTODIAN' },
  { name: 'MOI_TYPE entity', from: 'MOI_TYPE', submitted: entity, to: 'ENTITY_TAX_ID' },
  // Tax-id steps → NAME_PHONE
  ...(
    [
      ['PRIMARY_TAX_ID', joint, answers.ssn],
      ['SSN_TAX_ID', individual, answers.ssn],
      ['INTL_TAX_ID', direct, answers.intlTaxId],
      ['INTL_ENTITY_TAX_ID', trust, answers.trust],
      ['STRATA_SSN', { ...ira, iraCustodian: 'strata' }, answers.ssn],
      ['ENTRUST_EIN', { ...ira, iraCustodian: 'entrust' }, answers.entrustEin],
      ['IRA_CUSTODIAN_ADDRESS', { ...ira, iraCustodian: 'other' }, answers.custodianAddress],
    ] as const
  ).map(
    ([from, stored, submitted]): Row => ({
      name: `${from} goes to NAME_PHONE`,
      from,
      stored,
      submitted,
      to: 'NAME_PHONE',
    }),
  ),
  // ENTITY_TAX_ID
  {
    name: 'ENTITY_TAX_ID disregarded entity',
    from: 'ENTITY_TAX_ID',
    stored: entity,
    submitted: answers.disregardedEntity,
    to: 'NAME_SSN',
  },
  {
    name: 'ENTITY_TAX_ID ordinary entity',
    from: 'ENTITY_TAX_ID',
    stored: entity,
    submitted: answers.entity,
    to: 'NAME_PHONE',
  },
  // SDIRA_CUSTODIAN
  {
    name: 'SDIRA_CUSTODIAN Strata',
    from: 'SDIRA_CUSTODIAN',
    stored: ira,
    submitted: { iraCustodian: 'strata' },
    to: 'STRATA_SSN',
  },
  {
    name: 'SDIRA_CUSTODIAN other custodian on an equity-raise portal',
    from: 'SDIRA_CUSTODIAN',
    stored: ira,
    submitted: { iraCustodian: 'other' },
    env: portal('fundraiseEquity'),
    to: 'IRA_PROVIDER_CUSTOM',
  },
  {
    name: 'SDIRA_CUSTODIAN other custodian elsewhere',
    from: 'SDIRA_CUSTODIAN',
    stored: ira,
    submitted: { iraCustodian: 'other' },
    env: portal('fundraiseBond'),
    to: 'IRA_TAX_ID',
  },
  {
    name: 'SDIRA_CUSTODIAN Entrust on an equity-raise portal',
    from: 'SDIRA_CUSTODIAN',
    stored: ira,
    submitted: { iraCustodian: 'entrust' },
    env: portal('fundraiseEquity'),
    to: 'IRA_TAX_ID',
  },
  // IRA_TAX_ID
  {
    name: 'IRA_TAX_ID Entrust',
    from: 'IRA_TAX_ID',
    stored: { ...ira, iraCustodian: 'entrust' },
    submitted: answers.ssn,
    to: 'ENTRUST_EIN',
  },
  {
    name: 'IRA_TAX_ID other',
    from: 'IRA_TAX_ID',
    stored: { ...ira, iraCustodian: 'other' },
    submitted: answers.ssn,
    to: 'OTHER_IRA_CUSTODIAN',
  },
  {
    name: 'OTHER_IRA_CUSTODIAN',
    from: 'OTHER_IRA_CUSTODIAN',
    stored: ira,
    submitted: answers.otherCustodian,
    to: 'IRA_CUSTODIAN_ADDRESS',
  },
  {
    name: 'IRA_PROVIDER_CUSTOM',
    from: 'IRA_PROVIDER_CUSTOM',
    stored: ira,
    submitted: answers.customIra,
    to: 'IRA_PROVIDER_CUSTOM_CONFIRM',
  },
  // NAME_PHONE, NAME_SSN
  {
    name: 'NAME_PHONE global individual',
    from: 'NAME_PHONE',
    stored: direct,
    submitted: answers.namePhone,
    to: 'INTL_RESIDENCE_ADDRESS',
  },
  {
    name: 'NAME_PHONE global entity',
    from: 'NAME_PHONE',
    stored: trust,
    submitted: answers.namePhone,
    to: 'INTL_RESIDENCE_ADDRESS',
  },
  {
    name: 'NAME_PHONE US individual',
    from: 'NAME_PHONE',
    stored: individual,
    submitted: answers.namePhone,
    to: 'RESIDENCE_ADDRESS',
  },
  {
    name: 'NAME_PHONE US entity',
    from: 'NAME_PHONE',
    stored: entity,
    submitted: answers.namePhone,
    to: 'RESIDENCE_ADDRESS',
  },
  { name: 'NAME_SSN', from: 'NAME_SSN', stored: entity, submitted: answers.nameSsn, to: 'RESIDENCE_ADDRESS' },
  // INTL addresses
  {
    name: 'INTL_RESIDENCE_ADDRESS',
    from: 'INTL_RESIDENCE_ADDRESS',
    stored: direct,
    submitted: { residenceAddress: address.GB },
    to: 'INTL_INVESTMENT_ADDRESS',
  },
  {
    name: 'INTL_INVESTMENT_ADDRESS promoted-interest fund',
    from: 'INTL_INVESTMENT_ADDRESS',
    stored: direct,
    submitted: answers.sameInvestmentAddress,
    env: promoted,
    to: 'PROMOTED_INTEREST',
  },
  {
    name: 'INTL_INVESTMENT_ADDRESS otherwise',
    from: 'INTL_INVESTMENT_ADDRESS',
    stored: direct,
    submitted: answers.sameInvestmentAddress,
    to: 'DOCUMENT_SIGNED',
  },
  // RESIDENCE_ADDRESS
  {
    name: 'RESIDENCE_ADDRESS joint tenants in Louisiana',
    from: 'RESIDENCE_ADDRESS',
    stored: joint,
    submitted: { residenceAddress: address.LA },
    to: 'INVALID_JTWROS_INVESTOR_STATUS',
  },
  {
    name: 'RESIDENCE_ADDRESS joint tenants elsewhere',
    from: 'RESIDENCE_ADDRESS',
    stored: joint,
    submitted: { residenceAddress: address.NY },
    to: 'INVESTMENT_ADDRESS',
  },
  {
    name: 'RESIDENCE_ADDRESS individual in Louisiana continues',
    from: 'RESIDENCE_ADDRESS',
    stored: individual,
    submitted: { residenceAddress: address.LA },
    to: 'INVESTMENT_ADDRESS',
  },
  {
    name: 'RESIDENCE_ADDRESS IRA promoted-interest fund',
    from: 'RESIDENCE_ADDRESS',
    stored: ira,
    submitted: { residenceAddress: address.NY },
    env: promoted,
    to: 'PROMOTED_INTEREST',
  },
  ...(['fundraiseBond', 'fundraiseEquity', 'fundraiseConvertibleNote'] as const).map(
    (p): Row => ({
      name: `RESIDENCE_ADDRESS IRA on a ${p} portal`,
      from: 'RESIDENCE_ADDRESS',
      stored: ira,
      submitted: { residenceAddress: address.NY },
      env: portal(p),
      to: 'DOCUMENT_SIGNED',
    }),
  ),
  ...(['fullQcp', 'reservationPortal'] as const).map(
    (p): Row => ({
      name: `RESIDENCE_ADDRESS IRA on a ${p} portal`,
      from: 'RESIDENCE_ADDRESS',
      stored: ira,
      submitted: { residenceAddress: address.NY },
      env: portal(p),
      to: 'QUALIFIED_PURCHASER',
    }),
  ),
  {
    name: 'RESIDENCE_ADDRESS entity',
    from: 'RESIDENCE_ADDRESS',
    stored: entity,
    submitted: { residenceAddress: address.NY },
    to: 'INVESTMENT_ADDRESS',
  },
  // INVESTMENT_ADDRESS
  {
    name: 'INVESTMENT_ADDRESS joint tenants (before the marital check)',
    from: 'INVESTMENT_ADDRESS',
    stored: { ...joint, residenceAddress: address.CA },
    submitted: answers.sameInvestmentAddress,
    env: promoted,
    to: 'SECONDARY_TAX_ID',
  },
  {
    name: 'INVESTMENT_ADDRESS marital check applies (before promoted interest)',
    from: 'INVESTMENT_ADDRESS',
    stored: { ...individual, residenceAddress: address.CA },
    submitted: answers.sameInvestmentAddress,
    env: promoted,
    to: 'MARITAL_STATUS',
  },
  {
    name: 'INVESTMENT_ADDRESS promoted-interest fund (before the portal rule)',
    from: 'INVESTMENT_ADDRESS',
    stored: { ...individual, residenceAddress: address.NY },
    submitted: answers.sameInvestmentAddress,
    env: env({ fund: funds.syndicationMultiple, portalType: 'fundraiseBond' }),
    to: 'PROMOTED_INTEREST',
  },
  {
    name: 'INVESTMENT_ADDRESS bond portal',
    from: 'INVESTMENT_ADDRESS',
    stored: { ...entity, residenceAddress: address.NY },
    submitted: answers.sameInvestmentAddress,
    env: bond,
    to: 'DOCUMENT_SIGNED',
  },
  {
    name: 'INVESTMENT_ADDRESS entity',
    from: 'INVESTMENT_ADDRESS',
    stored: { ...entity, residenceAddress: address.CA },
    submitted: answers.sameInvestmentAddress,
    to: 'ENTITY_QUALIFIED_PURCHASER',
  },
  {
    name: 'INVESTMENT_ADDRESS otherwise',
    from: 'INVESTMENT_ADDRESS',
    stored: { ...individual, residenceAddress: address.NY },
    submitted: answers.sameInvestmentAddress,
    to: 'QUALIFIED_PURCHASER',
  },
  // SECONDARY_*
  {
    name: 'SECONDARY_TAX_ID with a complete account for that secondary subscriber',
    from: 'SECONDARY_TAX_ID',
    stored: { ...joint, ...answers.ssn },
    submitted: answers.secondarySsn,
    env: env({ investor: investorWith(completeJoint) }),
    to: 'CONFIRM_MOI',
  },
  {
    name: 'SECONDARY_TAX_ID for a new secondary subscriber',
    from: 'SECONDARY_TAX_ID',
    stored: { ...joint, ...answers.ssn },
    submitted: { secondarySsn: '111-22-3333' },
    env: env({ investor: investorWith(completeJoint) }),
    to: 'SECONDARY_NAME_PHONE',
  },
  {
    name: 'SECONDARY_NAME_PHONE',
    from: 'SECONDARY_NAME_PHONE',
    stored: joint,
    submitted: answers.secondaryNamePhone,
    to: 'SECONDARY_RESIDENCE_ADDRESS',
  },
  {
    name: 'SECONDARY_RESIDENCE_ADDRESS in Louisiana',
    from: 'SECONDARY_RESIDENCE_ADDRESS',
    stored: { ...joint, residenceAddress: address.NY },
    submitted: { isSecondaryAddressSameAsPrimary: false, secondaryAddress: address.LA },
    env: promoted,
    to: 'INVALID_JTWROS_INVESTOR_STATUS',
  },
  {
    name: 'SECONDARY_RESIDENCE_ADDRESS promoted-interest fund',
    from: 'SECONDARY_RESIDENCE_ADDRESS',
    stored: { ...joint, residenceAddress: address.NY },
    submitted: { isSecondaryAddressSameAsPrimary: true },
    env: promoted,
    to: 'PROMOTED_INTEREST',
  },
  {
    name: 'SECONDARY_RESIDENCE_ADDRESS convertible-note portal',
    from: 'SECONDARY_RESIDENCE_ADDRESS',
    stored: { ...joint, residenceAddress: address.NY },
    submitted: { isSecondaryAddressSameAsPrimary: false, secondaryAddress: address.TX },
    env: portal('fundraiseConvertibleNote'),
    to: 'DOCUMENT_SIGNED',
  },
  {
    name: 'SECONDARY_RESIDENCE_ADDRESS otherwise',
    from: 'SECONDARY_RESIDENCE_ADDRESS',
    stored: { ...joint, residenceAddress: address.NY },
    submitted: { isSecondaryAddressSameAsPrimary: true },
    to: 'QUALIFIED_PURCHASER',
  },
  // MARITAL_STATUS, SPOUSE_NAME_EMAIL
  {
    name: 'MARITAL_STATUS married',
    from: 'MARITAL_STATUS',
    stored: individual,
    submitted: { maritalStatus: 'married' },
    env: promoted,
    to: 'SPOUSE_NAME_EMAIL',
  },
  {
    name: 'MARITAL_STATUS not married, promoted-interest fund',
    from: 'MARITAL_STATUS',
    stored: individual,
    submitted: { maritalStatus: 'notMarried' },
    env: promoted,
    to: 'PROMOTED_INTEREST',
  },
  {
    name: 'MARITAL_STATUS not married, equity portal',
    from: 'MARITAL_STATUS',
    stored: individual,
    submitted: { maritalStatus: 'notMarried' },
    env: portal('fundraiseEquity'),
    to: 'DOCUMENT_SIGNED',
  },
  {
    name: 'MARITAL_STATUS unanswered (not enforced)',
    from: 'MARITAL_STATUS',
    stored: individual,
    submitted: { maritalStatus: null },
    to: 'QUALIFIED_PURCHASER',
  },
  {
    name: 'SPOUSE_NAME_EMAIL promoted-interest fund',
    from: 'SPOUSE_NAME_EMAIL',
    stored: individual,
    submitted: answers.spouse,
    env: env({ fund: funds.syndicationMultiple }),
    to: 'PROMOTED_INTEREST',
  },
  {
    name: 'SPOUSE_NAME_EMAIL bond portal',
    from: 'SPOUSE_NAME_EMAIL',
    stored: individual,
    submitted: answers.spouse,
    env: bond,
    to: 'DOCUMENT_SIGNED',
  },
  {
    name: 'SPOUSE_NAME_EMAIL otherwise',
    from: 'SPOUSE_NAME_EMAIL',
    stored: individual,
    submitted: answers.spouse,
    env: env({ fund: funds.syndicationSingle }),
    to: 'QUALIFIED_PURCHASER',
  },
  // PROMOTED_INTEREST
  {
    name: 'PROMOTED_INTEREST global investor',
    from: 'PROMOTED_INTEREST',
    stored: trust,
    submitted: answers.agreePromotedInterest,
    env: promoted,
    to: 'DOCUMENT_SIGNED',
  },
  {
    name: 'PROMOTED_INTEREST bond/equity/convertible portal',
    from: 'PROMOTED_INTEREST',
    stored: individual,
    submitted: answers.agreePromotedInterest,
    env: env({ fund: funds.promotedVenture, portalType: 'fundraiseConvertibleNote' }),
    to: 'DOCUMENT_SIGNED',
  },
  {
    name: 'PROMOTED_INTEREST entity',
    from: 'PROMOTED_INTEREST',
    stored: entity,
    submitted: answers.agreePromotedInterest,
    env: promoted,
    to: 'ENTITY_QUALIFIED_PURCHASER',
  },
  {
    name: 'PROMOTED_INTEREST otherwise',
    from: 'PROMOTED_INTEREST',
    stored: ira,
    submitted: answers.agreePromotedInterest,
    env: promoted,
    to: 'QUALIFIED_PURCHASER',
  },
  // Accreditation
  {
    name: 'QUALIFIED_PURCHASER yes',
    from: 'QUALIFIED_PURCHASER',
    submitted: answers.qualifiedPurchaser,
    to: 'QUALIFIED_PURCHASER_TYPE',
  },
  {
    name: 'QUALIFIED_PURCHASER no',
    from: 'QUALIFIED_PURCHASER',
    submitted: answers.notQualifiedPurchaser,
    to: 'ACCREDITED_INVESTOR',
  },
  {
    name: 'ACCREDITED_INVESTOR accredited',
    from: 'ACCREDITED_INVESTOR',
    submitted: answers.accredited,
    to: 'DOCUMENT_SIGNED',
  },
  {
    name: 'ACCREDITED_INVESTOR not accredited',
    from: 'ACCREDITED_INVESTOR',
    submitted: answers.notAccredited,
    to: 'INVALID_INVESTOR_STATUS',
  },
  {
    name: 'ACCREDITED_INVESTOR with an empty answer (docs/spec.md §5 accepts it)',
    from: 'ACCREDITED_INVESTOR',
    submitted: { accreditation: '' },
    to: 'INVALID_INVESTOR_STATUS',
  },
  {
    name: 'ENTITY_QUALIFIED_PURCHASER yes',
    from: 'ENTITY_QUALIFIED_PURCHASER',
    submitted: answers.qualifiedPurchaser,
    to: 'ENTITY_QUALIFIED_PURCHASER_TYPE',
  },
  {
    name: 'ENTITY_QUALIFIED_PURCHASER no',
    from: 'ENTITY_QUALIFIED_PURCHASER',
    submitted: answers.notQualifiedPurchaser,
    to: 'ENTITY_ACCREDITED_INVESTOR',
  },
  {
    name: 'ENTITY_ACCREDITED_INVESTOR accredited',
    from: 'ENTITY_ACCREDITED_INVESTOR',
    submitted: answers.accredited,
    to: 'DOCUMENT_SIGNED',
  },
  {
    name: 'ENTITY_ACCREDITED_INVESTOR not accredited',
    from: 'ENTITY_ACCREDITED_INVESTOR',
    submitted: answers.notAccredited,
    to: 'INVALID_INVESTOR_STATUS',
  },
  {
    name: 'ENTITY_ACCREDITED_INVESTOR with an empty answer',
    from: 'ENTITY_ACCREDITED_INVESTOR',
    submitted: { accreditation: '' },
    to: 'INVALID_INVESTOR_STATUS',
  },
  {
    name: 'QUALIFIED_PURCHASER_TYPE',
    from: 'QUALIFIED_PURCHASER_TYPE',
    submitted: { qualifiedPurchaserDefinition: 'individualInvestments5m' },
    to: 'DOCUMENT_SIGNED',
  },
  {
    name: 'ENTITY_QUALIFIED_PURCHASER_TYPE',
    from: 'ENTITY_QUALIFIED_PURCHASER_TYPE',
    submitted: { qualifiedPurchaserDefinition: 'entityAssets5m' },
    to: 'DOCUMENT_SIGNED',
  },
  // DOCUMENT_SIGNED
  { name: 'DOCUMENT_SIGNED once signed', from: 'DOCUMENT_SIGNED', event: { type: 'SIGNED' }, to: 'MID_CLOSING' },
  {
    name: 'DOCUMENT_SIGNED ignores Next (its button is hidden)',
    from: 'DOCUMENT_SIGNED',
    submitted: {},
    to: 'DOCUMENT_SIGNED',
  },
  // CONFIRM_MOI edit mode
  ...(
    [
      [individual, 'SSN_TAX_ID'],
      [entity, 'ENTITY_TAX_ID'],
      [joint, 'PRIMARY_TAX_ID'],
      [direct, 'INTL_TAX_ID'],
      [trust, 'INTL_ENTITY_TAX_ID'],
      [{ ...ira, iraCustodian: 'strata' }, 'STRATA_SSN'],
      [{ ...ira, iraCustodian: 'entrust' }, 'IRA_TAX_ID'],
      [{ ...ira, iraCustodian: 'other' }, 'IRA_TAX_ID'],
    ] as const
  ).map(
    ([stored, to]): Row => ({
      name: `CONFIRM_MOI Edit for ${stored.methodOfInvestment}${'iraCustodian' in stored ? ` (${stored.iraCustodian})` : ''}`,
      from: 'CONFIRM_MOI',
      stored,
      event: { type: 'EDIT' },
      to,
    }),
  ),
  // CONFIRM_MOI Next
  {
    name: 'CONFIRM_MOI Next with a missing step goes there',
    from: 'CONFIRM_MOI',
    stored: individual,
    event: { type: 'SUBMIT', values: {}, missingStep: 'NAME_PHONE' },
    to: 'NAME_PHONE',
  },
  {
    name: 'CONFIRM_MOI Next, all valid, marital check applies',
    from: 'CONFIRM_MOI',
    stored: { ...individual, residenceAddress: address.TX },
    event: { type: 'SUBMIT', values: {}, missingStep: null },
    to: 'MARITAL_STATUS',
  },
  {
    name: 'CONFIRM_MOI Next, all valid',
    from: 'CONFIRM_MOI',
    stored: { ...individual, residenceAddress: address.NY },
    event: { type: 'SUBMIT', values: {}, missingStep: null },
    to: 'DOCUMENT_SIGNED',
  },
];

describe('investment flow transition table (docs/spec.md §4)', () => {
  it.each(rows)('$name → $to', (row) => {
    expect(stepOf(run(row))).toBe(row.to);
  });

  it('reaches ERROR_UNKNOWN from any step when Previous cannot replay the flow', () => {
    for (const from of ['INITIAL', 'NAME_PHONE', 'DOCUMENT_SIGNED'] as const) {
      expect(stepOf(run({ from, event: { type: 'STEP_UNREACHABLE' } }))).toBe('ERROR_UNKNOWN');
    }
  });

  it('lets CONFIRM_MOI reach every step the validity check can report', () => {
    const reportable: StepId[] = [
      'SSN_TAX_ID',
      'PRIMARY_TAX_ID',
      'INTL_TAX_ID',
      'ENTITY_TAX_ID',
      'INTL_ENTITY_TAX_ID',
      'STRATA_SSN',
      'IRA_TAX_ID',
      'ENTRUST_EIN',
      'OTHER_IRA_CUSTODIAN',
      'IRA_CUSTODIAN_ADDRESS',
      'NAME_PHONE',
      'NAME_SSN',
      'INTL_RESIDENCE_ADDRESS',
      'RESIDENCE_ADDRESS',
      'INTL_INVESTMENT_ADDRESS',
      'INVESTMENT_ADDRESS',
      'SECONDARY_TAX_ID',
      'SECONDARY_NAME_PHONE',
      'SECONDARY_RESIDENCE_ADDRESS',
      'SPOUSE_NAME_EMAIL',
      'PROMOTED_INTEREST',
      'QUALIFIED_PURCHASER',
      'ENTITY_QUALIFIED_PURCHASER',
      'ACCREDITED_INVESTOR',
      'ENTITY_ACCREDITED_INVESTOR',
      'QUALIFIED_PURCHASER_TYPE',
      'ENTITY_QUALIFIED_PURCHASER_TYPE',
    ];
    for (const missingStep of reportable) {
      expect(stepOf(run({ from: 'CONFIRM_MOI', event: { type: 'SUBMIT', values: {}, missingStep } }))).toBe(
        missingStep,
      );
    }
  });
});

describe('investment flow behaviours on choices and resets (docs/spec.md §4)', () => {
  it('shows the individual-account flash and picks the account on MOI_TYPE', () => {
    const next = run({
      from: 'MOI_TYPE',
      submitted: individual,
      env: env({ investor: investorWith(completeIndividual) }),
    });
    expect(next.context.flash).toBe(FLOW_FLASH.existingIndividualAccount);
    expect(next.context.values.accountIntegrationId).toBe(completeIndividual.integrationId);
    expect(next.context.values.isExistingAccountSelected).toBe(true);
    expect(next.context.values.ssn).toBe('123-45-6789');
  });

  it('shows the same flash for a global direct account', () => {
    const next = run({
      from: 'INTL_MOI_TYPE',
      stored: { isGlobalInvestor: true },
      submitted: direct,
      env: env({ investor: investorWith(completeGlobalIndividual) }),
    });
    expect(next.context.flash).toBe(FLOW_FLASH.existingIndividualAccount);
    expect(next.context.values.accountIntegrationId).toBe(completeGlobalIndividual.integrationId);
  });

  it('shows the secondary-subscriber flash and picks the joint account', () => {
    const next = run({
      from: 'SECONDARY_TAX_ID',
      stored: { ...joint, ...answers.ssn },
      submitted: { secondarySsn: '321544321' },
      env: env({ investor: investorWith(completeJoint) }),
    });
    expect(next.context.flash).toBe(
      'It appears you already have an account for that secondary subscriber. Please review the details below and proceed with signing.',
    );
    expect(next.context.values.accountIntegrationId).toBe(completeJoint.integrationId);
    expect(next.context.values.secondaryLegalFirstName).toBe('Charles');
  });

  it('picks the joint account with the same primary SSN on CONFIRM_MOI', () => {
    const next = run({
      from: 'CONFIRM_MOI',
      stored: { ...joint, ...answers.ssn, secondarySsn: '321-54-4321' },
      event: { type: 'SUBMIT', values: {}, missingStep: null },
      env: env({ investor: investorWith(completeJoint) }),
    });
    expect(next.context.values.accountIntegrationId).toBe(completeJoint.integrationId);
    expect(next.context.values.isExistingAccountSelected).toBe(true);
  });

  it('does not pick a joint account whose primary SSN differs', () => {
    const next = run({
      from: 'CONFIRM_MOI',
      stored: { ...joint, ssn: '555-44-3333', secondarySsn: '321-54-4321' },
      event: { type: 'SUBMIT', values: {}, missingStep: null },
      env: env({ investor: investorWith(completeJoint) }),
    });
    expect(next.context.values.accountIntegrationId).toBeNull();
  });

  it('marks a chosen account as selected and rebuilds the form from it', () => {
    const next = run({
      from: 'SELECT_MOI',
      submitted: { accountIntegrationId: completeJoint.integrationId },
      env: env({ investor: investorWith(completeJoint) }),
    });
    expect(next.context.values).toMatchObject({
      isExistingAccountSelected: true,
      methodOfInvestment: 'jtwros',
      secondarySsn: '321-54-4321',
    });
  });

  it("clears the selection on 'Add New Method of Investment'", () => {
    const next = run({
      from: 'SELECT_MOI',
      stored: { accountIntegrationId: 'acc-individual', isExistingAccountSelected: true, ssn: '123-45-6789' },
      submitted: { accountIntegrationId: null },
      env: env({ investor: investorWith(completeIndividual) }),
    });
    expect(next.context.values).toMatchObject({
      accountIntegrationId: null,
      isExistingAccountSelected: false,
      ssn: '',
    });
  });

  it('rebuilds the form from the profile when the method changes, and keeps it when it does not', () => {
    const changed = run({ from: 'MOI_TYPE', stored: { ...entity, ein: '12-3456789' }, submitted: individual });
    expect(changed.context.values.ein).toBe('');
    expect(changed.context.values.legalFirstName).toBe('Ada');
    const same = run({ from: 'MOI_TYPE', stored: { ...individual, ssn: '123-45-6789' }, submitted: individual });
    expect(same.context.values.ssn).toBe('123-45-6789');
  });

  it('prefills the Strata custodian', () => {
    const next = run({ from: 'SDIRA_CUSTODIAN', stored: ira, submitted: { iraCustodian: 'strata' } });
    expect(next.context.values).toMatchObject({
      iraCustodianName: STRATA.name,
      iraCustodianEin: STRATA.ein,
      iraCustodianAddress: STRATA.mailingAddress,
    });
  });

  it('prefills the Entrust custodian', () => {
    const next = run({ from: 'IRA_TAX_ID', stored: { ...ira, iraCustodian: 'entrust' }, submitted: answers.ssn });
    expect(next.context.values).toMatchObject({
      iraCustodianEin: ENTRUST.ein,
      iraCustodianAddress: ENTRUST.mailingAddress,
    });
  });

  it('sets the IRA requested date to now on the IRA steps', () => {
    expect(run({ from: 'MOI_TYPE', submitted: ira }).context.values.iraRequestedDate).toBe(NOW);
    expect(
      run({ from: 'SDIRA_CUSTODIAN', stored: ira, submitted: { iraCustodian: 'other' } }).context.values
        .iraRequestedDate,
    ).toBe(NOW);
  });

  it('prefills the investment address from the residence when empty, and keeps one already given', () => {
    const empty = run({ from: 'RESIDENCE_ADDRESS', stored: individual, submitted: { residenceAddress: address.CA } });
    expect(empty.context.values.investmentAddress).toEqual(address.CA);
    const given = run({
      from: 'RESIDENCE_ADDRESS',
      stored: { ...individual, investmentAddress: address.TX },
      submitted: { residenceAddress: address.CA },
    });
    expect(given.context.values.investmentAddress).toEqual(address.TX);
  });

  it('defaults the secondary address to the US', () => {
    const next = run({
      from: 'SECONDARY_NAME_PHONE',
      stored: { ...joint, secondaryAddress: { ...address.NY, country: '' } },
      submitted: answers.secondaryNamePhone,
    });
    expect(next.context.values.secondaryAddress.country).toBe('US');
  });

  it('sets the EIN flag on the entity tax-id step when an EIN exists', () => {
    const withEin = run({
      from: 'CONFIRM_MOI',
      stored: { ...entity, ein: '12-3456789', isEin: false },
      event: { type: 'EDIT' },
    });
    expect(withEin.context.values.isEin).toBe(true);
    const withoutEin = run({
      from: 'CONFIRM_MOI',
      stored: { ...entity, ein: '', isEin: false },
      event: { type: 'EDIT' },
    });
    expect(withoutEin.context.values.isEin).toBe(false);
  });

  it('clears the qualified-purchaser definition on the accreditation steps', () => {
    for (const from of [
      'QUALIFIED_PURCHASER',
      'ACCREDITED_INVESTOR',
      'ENTITY_QUALIFIED_PURCHASER',
      'ENTITY_ACCREDITED_INVESTOR',
    ] as const) {
      const next = run({
        from,
        stored: { qualifiedPurchaserDefinition: 'individualInvestments5m' },
        submitted: answers.accredited,
      });
      expect(next.context.values.qualifiedPurchaserDefinition).toBe('');
    }
  });

  it("sets the confirm flag on the investor's signature: the answers are read-only from then on (docs/spec.md §2)", () => {
    const next = run({ from: 'DOCUMENT_SIGNED', stored: { legalFirstName: 'Jane' }, event: { type: 'SIGNED' } });
    expect(stepOf(next)).toBe('MID_CLOSING');
    expect(next.context.values).toEqual(values({ legalFirstName: 'Jane', isConfirmed: true }));
  });

  it('marks Edit on CONFIRM_MOI in the values', () => {
    expect(
      run({ from: 'CONFIRM_MOI', stored: individual, event: { type: 'EDIT' } }).context.values.isMoiEditModeSelected,
    ).toBe(true);
  });
});

describe("the fund's change request (docs/admin.md 'Change requests')", () => {
  const stored = { methodOfInvestment: 'individual', legalFirstName: 'Jane' } as const;
  const signed = { from: 'MID_CLOSING', stored } as const;

  it('sends a signed investment back to signing, answers unchanged (re-sign only)', () => {
    const next = run({ ...signed, event: { type: 'CHANGE_REQUESTED', step: 'DOCUMENT_SIGNED' } });
    expect(stepOf(next)).toBe('DOCUMENT_SIGNED');
    expect(next.context.values).toEqual(values(stored));
  });

  it.each(CHANGE_REQUEST_TARGETS)('sends a signed investment back to %s, the step chosen by the request', (step) => {
    const next = run({ ...signed, event: { type: 'CHANGE_REQUESTED', step } });
    expect(stepOf(next)).toBe(step);
    expect(next.context.values).toEqual(values(stored));
  });

  it('refuses a target that is not an answer step, and every step but the signed one ignores the request', () => {
    for (const step of ['INITIAL', 'CONFIRM_MOI', 'MID_CLOSING', 'ERROR_UNKNOWN'] as const) {
      expect(stepOf(run({ ...signed, event: { type: 'CHANGE_REQUESTED', step } }))).toBe('MID_CLOSING');
    }
    for (const from of ['NAME_PHONE', 'DOCUMENT_SIGNED', 'INVALID_INVESTOR_STATUS'] as const) {
      expect(stepOf(run({ from, event: { type: 'CHANGE_REQUESTED', step: 'NAME_PHONE' } }))).toBe(from);
    }
  });

  it('keeps the confirm flag when only a new signature is asked, and lifts it to change answers (docs/spec.md §2)', () => {
    const confirmed = { from: 'MID_CLOSING', stored: { ...stored, isConfirmed: true } } as const;
    const resign = run({ ...confirmed, event: { type: 'CHANGE_REQUESTED', step: 'DOCUMENT_SIGNED' } });
    expect(resign.context.values.isConfirmed).toBe(true);
    for (const step of CHANGE_REQUEST_TARGETS) {
      const next = run({ ...confirmed, event: { type: 'CHANGE_REQUESTED', step } });
      expect([stepOf(next), next.context.values]).toEqual([step, values(stored)]);
    }
  });

  it('signs again from signing back to MID_CLOSING', () => {
    const back = run({ ...signed, event: { type: 'CHANGE_REQUESTED', step: 'DOCUMENT_SIGNED' } });
    expect(stepOf(nextSnapshot(back, { type: 'SIGNED' }))).toBe('MID_CLOSING');
  });

  it('picks signing for re-sign only, else the earliest marked step on the route', () => {
    const route: StepId[] = ['INITIAL', 'INTL_INVESTOR', 'MOI_TYPE', 'SSN_TAX_ID', 'NAME_PHONE', 'DOCUMENT_SIGNED'];
    expect(changeRequestTarget('resignOnly', ['NAME_PHONE'], route)).toBe('DOCUMENT_SIGNED');
    expect(changeRequestTarget('changeAnswers', ['NAME_PHONE', 'SSN_TAX_ID'], route)).toBe('SSN_TAX_ID');
    expect(changeRequestTarget('changeAnswers', ['SPOUSE_NAME_EMAIL'], route)).toBeNull();
  });
});
