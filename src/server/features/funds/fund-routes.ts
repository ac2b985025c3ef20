// docs/spec.md §7 GET /api/fund/{slug}: the fund, its portal settings and its state for this visitor (docs/spec.md §4 fund state),
// with the fund page's content (docs/admin.md 'The fund page'): the overview, the team and the FAQ as sanitised HTML,
// and the progress to the target only when the admin shows it. The team's photos are public images.
import type { FastifyInstance } from 'fastify';
import type { FundProgress } from '../../../shared/api/fund-page';
import { fundDates } from '../../../shared/domain/fund-dates';
import { fundState } from '../../../shared/domain/fund-state';
import { fileAnswer } from '../../answer-schema';
import { HttpError } from '../../http-error';
import { fundSlugSchema, objectSchema, uuidSchema } from '../../schema-parts';
import { type FundAnswer, fundViewAnswer } from './fund-answers';
import { toFundPageContent } from './fund-page-view';
import type { FundsDeps } from './funds-deps';

const slugParam = { ...fundSlugSchema, pattern: '^[A-Za-z0-9][A-Za-z0-9-]*$' };

/** A photo's address carries its version: that one is kept a year; any other for five minutes. */
const YEAR = 'public, max-age=31536000, immutable';
const BRIEFLY = 'public, max-age=300';

export const fundRoutes = async (app: FastifyInstance, { deps }: { deps: FundsDeps }): Promise<void> => {
  const { funds: repos, hasReservation: reservationOf, now } = deps;

  app.get<{ Params: { slug: string } }>(
    '/api/fund/:slug',
    { schema: { params: objectSchema({ slug: slugParam }, ['slug']), response: { 200: fundViewAnswer } } },
    async (request): Promise<FundAnswer> => {
      const slug = request.params.slug.toLowerCase();
      const [found, page] = await Promise.all([repos.funds.findBySlug(slug), repos.pages.find(slug)]);
      if (!found || !page) throw new HttpError(404, 'Fund not found.');
      const userId = request.auth?.actingUser.id;
      // Only whether a reservation exists: no transaction is read (or its tax ids opened) for it.
      const hasReservation = userId ? await reservationOf(userId, found.fund.slug) : false;
      const state = fundState({
        settings: found.portalSettings,
        fund: found.fund,
        now: now(),
        hasReservation,
        // No investor is granted extended pre-signing yet; the back office will set it.
        hasExtendedPreSigning: false,
      });
      const { targetAmount, isProgressShown } = found.fund;
      const isShown = isProgressShown && targetAmount !== null;
      const progress: FundProgress | null = isShown
        ? { committedAmount: await repos.pages.committedAmount(found.fund.slug), targetAmount }
        : null;
      return {
        // The target stays private while the progress is hidden.
        fund: isShown ? found.fund : { ...found.fund, targetAmount: null },
        portalSettings: found.portalSettings,
        state,
        dates: fundDates(found.fund, found.portalSettings),
        page: toFundPageContent(found.fund.slug, page),
        progress,
      };
    },
  );

  app.get<{ Params: { slug: string; memberId: string }; Querystring: { v?: string } }>(
    '/api/fund/:slug/team/:memberId/photo',
    {
      config: { isPublicCacheable: true },
      schema: {
        params: objectSchema({ slug: fundSlugSchema, memberId: uuidSchema }, ['slug', 'memberId']),
        querystring: objectSchema({ v: { type: 'string', maxLength: 64 } }, []),
        response: { 200: fileAnswer('The photo as uploaded', ['image/png', 'image/jpeg']) },
      },
    },
    async (request, reply) => {
      const photo = await repos.pages.findPhoto(request.params.slug, request.params.memberId.toLowerCase());
      if (!photo) throw new HttpError(404, 'Photo not found.');
      const etag = `"${photo.sha256}"`;
      reply
        .header('cache-control', request.query.v === photo.sha256.slice(0, 16) ? YEAR : BRIEFLY)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .header('cross-origin-resource-policy', 'same-origin');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type(photo.contentType).send(photo.bytes);
    },
  );
};
