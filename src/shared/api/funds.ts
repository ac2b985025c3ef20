// GET /api/funds (docs/api.md): the funds the home page presents, each with its state for the visitor.
import type { Fund } from '../domain/entities';
import type { FundState } from '../domain/fund-state';

export type FundCard = Pick<
  Fund,
  'slug' | 'name' | 'legalName' | 'minimumInvestmentAmount' | 'maximumInvestmentAmount' | 'hexColor'
> & {
  /** docs/spec.md §4 derived state for this visitor, now. */
  state: FundState;
};

/** Open funds first, then those opening soon, waitlisted and closed; by name within each. */
export type FundsAnswer = { funds: FundCard[] };
