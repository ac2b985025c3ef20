// The hot calls read the session and the acting user's portfolio (and, for the flow, its funds) in one query
// (docs/performance.md): their routes name this reader in `config: { readSession }`.
import type { FastifyInstance } from 'fastify';
import type { SessionReader } from '../auth-and-accounts/public-api';
import type { PortfolioRead, PortfolioReadKind, PortfoliosRepository } from './portfolios-repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The acting user's portfolio, read with the session by routes that ask for it; null otherwise. */
    portfolioRead: PortfolioRead | null;
  }
}

export const decoratePortfolioRead = (app: FastifyInstance): void => {
  app.decorateRequest('portfolioRead', null);
};

export const withPortfolio =
  (portfolios: Pick<PortfoliosRepository, 'findBySession'>, kind: PortfolioReadKind): SessionReader =>
  async (request, token) => {
    const found = await portfolios.findBySession(token, request.server.deps.now(), kind);
    request.portfolioRead = found?.read ?? null;
    return found?.session;
  };
