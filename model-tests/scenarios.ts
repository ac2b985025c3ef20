// Scenario contexts for the investment flow: fund kinds × portal types × the investor's existing accounts.
// Residences (NY, CA, LA, non-US) are answers given on the way and so are event variants, not scenarios.

import type { FlowEnvironment } from '../machines/flow-snapshot';
import type { FlowFund, FlowInvestor } from '../machines/investment-flow.types';
import { PORTAL_TYPES, type PortalType } from '../src/shared/domain/codes';
import {
  completeEntity,
  completeGlobalIndividual,
  completeIndividual,
  completeJoint,
  emptyInvestor,
  investorWith,
} from './fixtures/accounts';
import { funds, NOW } from './fixtures/funds';

export type Scenario = { title: string; env: FlowEnvironment };

const fundKinds: [string, FlowFund][] = [
  ['promoted-interest venture fund', funds.promotedVenture],
  ['syndication with multiple assets', funds.syndicationMultiple],
  ['plain fund', funds.plain],
];

const investors: [string, FlowInvestor][] = [
  ['new investor', emptyInvestor()],
  ['complete individual account', investorWith(completeIndividual)],
  ['complete global individual account', investorWith(completeGlobalIndividual)],
  ['complete joint account', investorWith(completeJoint)],
];

/** Funds that collect tax forms (the fund setting; off above, where the flow is exactly docs/spec.md §4). */
const taxFormFundKinds: [string, FlowFund][] = [
  ['syndication with multiple assets collecting tax forms', funds.syndicationMultipleWithTaxForms],
  ['plain fund collecting tax forms', funds.plainWithTaxForms],
];

/** A full subscription and a bond portal between them take every transition into TAX_FORM. */
const TAX_FORM_PORTAL_TYPES: readonly PortalType[] = ['fullQcp', 'fundraiseBond'];

const matrix = (
  kinds: [string, FlowFund][],
  portalTypes: readonly PortalType[],
  who: [string, FlowInvestor][] = investors,
): Scenario[] =>
  kinds.flatMap(([fundTitle, fund]) =>
    portalTypes.flatMap((portalType) =>
      who.map(([investorTitle, investor]) => ({
        title: `${fundTitle} · ${portalType} · ${investorTitle}`,
        env: { fund, portalType, investor, now: NOW },
      })),
    ),
  );

/**
 * Funds that run identity checks (the fund setting): between them they take every transition into IDENTITY_DETAILS and
 * BENEFICIAL_OWNERS: after promoted interest, after the accreditation steps, from the equity portal's address steps, and
 * after the tax form.
 */
const identityCheckScenarios: Scenario[] = [
  ...matrix(
    [['syndication with multiple assets running identity checks', funds.syndicationMultipleWithIdentityChecks]],
    ['fullQcp'],
  ),
  ...matrix(
    [['plain fund running identity checks', funds.plainWithIdentityChecks]],
    ['fundraiseEquity'],
    // An entity's existing account takes CONFIRM_MOI straight to its owners.
    [...investors, ['complete entity account', investorWith(completeEntity)]],
  ),
  ...matrix(
    [['plain fund collecting tax forms and running identity checks', funds.plainWithTaxFormsAndIdentityChecks]],
    ['fullQcp'],
  ),
];

export const scenarios: Scenario[] = [
  ...matrix(fundKinds, PORTAL_TYPES),
  ...matrix(taxFormFundKinds, TAX_FORM_PORTAL_TYPES),
  ...identityCheckScenarios,
];

export const runsIdentityChecks = (scenario: Scenario): boolean => scenario.env.fund.identityChecks;

export const collectsTaxForms = (scenario: Scenario): boolean => scenario.env.fund.collectTaxForms;
