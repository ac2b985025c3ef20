// docs/spec.md §7 user investments and portfolio creation; docs/spec.md §8: 401 with redirectPath, 500 'Portfolio not found' on a
// fund page, which makes the browser create the portfolio.
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http-error';
import { fundSlugSchema, objectSchema } from '../../schema-parts';
import { createInvestor, requireAuth } from '../auth-and-accounts/public-api';
import { findFund } from '../funds/public-api';
import { withChangeNotes } from './change-notes';
import { userInvestmentsAnswer } from './flow-answers';
import type { FlowDeps } from './flow-deps';
import {
  emptyUserInvestments,
  loadPortfolio,
  PORTFOLIO_NOT_FOUND,
  toUserInvestmentsView,
  withAgreementProgress,
} from './portfolio';
import { withPortfolio } from './portfolio-session';

type PortfolioQuery = { portalFundSlug?: string; transactionIntegrationId?: string; page?: string };

export const userInvestmentsRoutes = async (app: FastifyInstance, { deps }: { deps: FlowDeps }): Promise<void> => {
  const { flow: repos } = deps;

  app.get<{ Querystring: PortfolioQuery }>(
    '/api/user-investments',
    {
      // The session and the portfolio in one query (portfolio-session.ts).
      config: { readSession: withPortfolio(repos.portfolios, 'portfolio') },
      schema: {
        querystring: objectSchema(
          {
            portalFundSlug: fundSlugSchema,
            // Whatever a step URL holds: an id that is not the caller's transaction brings nothing.
            transactionIntegrationId: { type: 'string', minLength: 1, maxLength: 500 },
            // Query strings are not coerced (app.ts): a page is a positive whole number written out.
            page: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' },
          },
          [],
        ),
        response: { 200: userInvestmentsAnswer },
      },
    },
    async (request) => {
      const { portalFundSlug, transactionIntegrationId, page } = request.query;
      const auth = requireAuth(request, portalFundSlug);
      const read = request.portfolioRead;
      const portfolio = read ? read.portfolio : await loadPortfolio(repos, auth.actingUser.id);
      if (portfolio) {
        const view = toUserInvestmentsView(portfolio, {
          portalFundSlug,
          transactionIntegrationId,
          page: page === undefined ? undefined : Number(page),
        });
        const answer = await withChangeNotes(repos, await withAgreementProgress(repos, view), transactionIntegrationId);
        // A delegate for one investment sees that one only (docs/security.md 'Delegates').
        const only = auth.delegation?.transactionId;
        if (!only) return answer;
        return { ...answer, transactions: answer.transactions.filter((t) => t.integrationId === only) };
      }
      if (portalFundSlug) throw new HttpError(500, PORTFOLIO_NOT_FOUND);
      return emptyUserInvestments(auth.actingUser);
    },
  );

  app.post<{ Body: { portalFundSlug: string } }>(
    '/api/create-user-portfolio',
    {
      schema: {
        body: objectSchema({ portalFundSlug: fundSlugSchema }, ['portalFundSlug']),
        response: { 200: userInvestmentsAnswer },
      },
    },
    async (request) => {
      const { portalFundSlug } = request.body;
      const auth = requireAuth(request, portalFundSlug);
      if (!(await findFund(deps.db, portalFundSlug))) throw new HttpError(404, 'Fund not found.');
      const user = auth.actingUser;
      await createInvestor(deps.db, {
        userId: user.id,
        portalFundSlug,
        firstName: user.firstName,
        lastName: user.lastName,
      });
      const portfolio = await loadPortfolio(repos, user.id);
      if (!portfolio) throw new Error('The portfolio was not created');
      return toUserInvestmentsView(portfolio, { portalFundSlug });
    },
  );
};
