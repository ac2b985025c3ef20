// Back-office funds (docs/admin.md 'Funds'): list, read, create and edit a fund with its portal settings, and preview
// which form fields of an agreement PDF the portal fills. Admins only, acting as themselves.
import type { FastifyInstance } from 'fastify';
import type { AgreementPreviewRequest, FundInput } from '../../../../shared/api/admin-funds';
import { objectSchema } from '../../../schema-parts';
import { requireAdmin } from '../../auth-and-accounts/public-api';
import { base64Schema, decodePdf, PDF_BODY_LIMIT_BYTES } from '../../signing/public-api';
import type { AdminDeps } from '../admin-deps';
import { fundBodySchema, type SlugParams, slugParamsSchema } from '../admin-route-parts';
import { previewAgreement } from '../decisions/agreement-preview';
import { pendingWireChanges } from '../wire-instructions/wire-instructions';
import { adminFundAnswer, adminFundsAnswer, agreementPreviewAnswer } from './admin-fund-answers';
import { createFund, getFund, listFunds, updateFund } from './fund-admin';

export const adminFundRoutes = async (app: FastifyInstance, { deps }: { deps: AdminDeps }): Promise<void> => {
  app.get('/api/admin/funds', { schema: { response: { 200: adminFundsAnswer } } }, async (request) => {
    const { user } = requireAdmin(request);
    return { funds: await listFunds(deps), pendingWireChanges: await pendingWireChanges(deps, user.id) };
  });

  const fundSchema = { params: slugParamsSchema, response: { 200: adminFundAnswer } };
  app.get<{ Params: SlugParams }>('/api/admin/funds/:slug', { schema: fundSchema }, (request) => {
    requireAdmin(request);
    return getFund(deps, request.params.slug);
  });

  const createSchema = { body: fundBodySchema, response: { 201: adminFundAnswer } };
  app.post<{ Body: FundInput }>('/api/admin/funds', { schema: createSchema }, async (request, reply) => {
    const auth = requireAdmin(request);
    return reply.status(201).send(await createFund(deps, auth.user.id, request.body));
  });

  app.post<{ Params: SlugParams; Body: FundInput }>(
    '/api/admin/funds/:slug',
    { schema: { params: slugParamsSchema, body: fundBodySchema, response: { 200: adminFundAnswer } } },
    (request) => {
      const auth = requireAdmin(request);
      return updateFund(deps, auth.user.id, request.params.slug, request.body);
    },
  );

  app.post<{ Body: AgreementPreviewRequest }>(
    '/api/admin/agreement-preview',
    {
      bodyLimit: PDF_BODY_LIMIT_BYTES,
      schema: {
        body: objectSchema({ pdfBase64: base64Schema }, ['pdfBase64']),
        response: { 200: agreementPreviewAnswer },
      },
    },
    (request) => {
      requireAdmin(request);
      return previewAgreement(decodePdf(request.body.pdfBase64));
    },
  );
};
