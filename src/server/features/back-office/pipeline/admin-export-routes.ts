// Exports of a fund (docs/admin.md 'Export'), streamed: the pipeline as CSV (tax ids masked unless `taxIds=full`,
// audited, after a step-up) and the signed agreements as a ZIP. Admins only.
import type { FastifyInstance } from 'fastify';
import { objectSchema } from '../../../schema-parts';
import { requireAdmin } from '../../auth-and-accounts/public-api';
import type { AdminDeps } from '../admin-deps';
import { type SlugParams, slugParamsSchema } from '../admin-route-parts';
import { agreementsZipAnswer } from '../dashboard-and-funnel/fund-operations-answers';
import { exportPipelineCsv, exportSignedAgreements } from './fund-export';
import { csvAnswer } from './pipeline-answers';

type CsvQuery = { taxIds?: 'masked' | 'full' };

const stamp = (now: Date): string => now.toISOString().slice(0, 10);

export const adminExportRoutes = async (app: FastifyInstance, { deps }: { deps: AdminDeps }): Promise<void> => {
  app.get<{ Params: SlugParams; Querystring: CsvQuery }>(
    '/api/admin/funds/:slug/export.csv',
    {
      schema: {
        params: slugParamsSchema,
        querystring: objectSchema({ taxIds: { enum: ['masked', 'full'] } }, []),
        response: { 200: csvAnswer },
      },
    },
    async (request, reply) => {
      const auth = requireAdmin(request);
      const { slug } = request.params;
      // Every tax id in full: the password or a code again first (STEP_UP_ROUTES, docs/security.md 'Step-up').
      const isFullTaxIds = request.query.taxIds === 'full';
      const csv = await exportPipelineCsv(deps, { adminId: auth.user.id, slug, isFullTaxIds });
      const name = `${slug}-pipeline-${stamp(deps.now())}${isFullTaxIds ? '-full-tax-ids' : ''}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(csv);
    },
  );

  app.get<{ Params: SlugParams }>(
    '/api/admin/funds/:slug/agreements.zip',
    { schema: { params: slugParamsSchema, response: { 200: agreementsZipAnswer } } },
    async (request, reply) => {
      const auth = requireAdmin(request);
      const { slug } = request.params;
      const zip = await exportSignedAgreements(deps, { adminId: auth.user.id, slug });
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${slug}-signed-agreements-${stamp(deps.now())}.zip"`)
        .send(zip);
    },
  );
};
