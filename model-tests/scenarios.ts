// Scenario contexts for the investment flow: fund kinds × portal types × the investor's existing accounts.
// Residences (NY, CA, LA, non-US) are answers given on the way and so are event variants, not scenarios.

import type { FlowEnvironment } from '../machines/flow-snapshot';
import type { FlowFund, FlowInvestor } from '../machines/investment-flow.types';
import { PORTAL_TYPES, type PortalType } from '../src/shared/domain/codes';
import {
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

export const scenarios: Scenario[] = fundKinds.flatMap(([fundTitle, fund]) =>
  PORTAL_TYPES.flatMap((portalType: PortalType) =>
    investors.map(([investorTitle, investor]) => ({
      title: `${fundTitle} · ${portalType} · ${investorTitle}`,
      env: { fund, portalType, investor, now: NOW },
    })),
  ),
);
