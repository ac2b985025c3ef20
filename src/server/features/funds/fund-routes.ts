// SPEC §7 GET /api/fund/{slug}: the fund, its portal settings and its state for this visitor (SPEC §4 fund state).
import type { FastifyInstance } from 'fastify';
import { fundState } from '../../../shared/domain/fund-state';
import { HttpError } from '../../http-error';
import { fundSlugSchema, objectSchema } from '../../schema-parts';

export const fundRoutes = async (app: FastifyInstance): Promise<void> => {
  const { repos, now } = app.deps;

  app.get<{ Params: { slug: string } }>(
    '/api/fund/:slug',
    {
      schema: {
        params: objectSchema({ slug: { ...fundSlugSchema, pattern: '^[A-Za-z0-9][A-Za-z0-9-]*$' } }, ['slug']),
      },
    },
    async (request) => {
      const found = await repos.funds.findBySlug(request.params.slug.toLowerCase());
      if (!found) throw new HttpError(404, 'Fund not found.');
      const userId = request.auth?.actingUser.id;
      // Only whether a reservation exists: no transaction is read (or its tax ids opened) for it.
      const hasReservation = userId ? await repos.transactions.hasReservation(userId, found.fund.slug) : false;
      const state = fundState({
        settings: found.portalSettings,
        fund: found.fund,
        now: now(),
        hasReservation,
        // No investor is granted extended pre-signing yet; the back office will set it.
        hasExtendedPreSigning: false,
      });
      return { ...found, state };
    },
  );
};
