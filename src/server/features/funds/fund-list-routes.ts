// GET /api/funds: the funds the portal presents on its home page, public, each with its docs/spec.md §4 state for this
// visitor (a logged-in investor's reservation counts, as on the fund page), its name, slug, minimum and maximum and
// colour. Open funds come first, then those opening soon, waitlisted and closed ones; by name within each.
import type { FastifyInstance } from 'fastify';
import type { FundCard, FundsAnswer } from '../../../shared/api/funds';
import { type FundState, fundState } from '../../../shared/domain/fund-state';
import { objectSchema } from '../../schema-parts';
import { fundsAnswer } from './fund-answers';
import type { FundsDeps } from './funds-deps';

const STATE_ORDER: Record<FundState, number> = { open: 0, upcoming: 1, waitlisted: 2, closed: 3 };

export const fundListRoutes = async (app: FastifyInstance, { deps }: { deps: FundsDeps }): Promise<void> => {
  const { funds: repos, hasReservation: reservationOf, now } = deps;

  app.get(
    '/api/funds',
    { schema: { querystring: objectSchema({}, []), response: { 200: fundsAnswer } } },
    async (request): Promise<FundsAnswer> => {
      const userId = request.auth?.actingUser.id;
      const at = now();
      const cards = await Promise.all(
        (await repos.funds.list()).map(async ({ fund, portalSettings }): Promise<FundCard> => {
          // Only whether a reservation exists: no transaction is read (or its tax ids opened) for it.
          const hasReservation = userId ? await reservationOf(userId, fund.slug) : false;
          return {
            slug: fund.slug,
            name: fund.name,
            legalName: fund.legalName,
            minimumInvestmentAmount: fund.minimumInvestmentAmount,
            maximumInvestmentAmount: fund.maximumInvestmentAmount,
            hexColor: fund.hexColor,
            state: fundState({ settings: portalSettings, fund, now: at, hasReservation, hasExtendedPreSigning: false }),
          };
        }),
      );
      // The repository answers them by name; a stable sort keeps that order within each state.
      return { funds: cards.sort((a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state]) };
    },
  );
};
