// Wire instructions (docs/admin.md): admins enter and confirm a fund's bank details (both after step-up:
// STEP_UP_ROUTES); an investor reads them for an approved subscription of their own.
import type { FastifyInstance } from 'fastify';
import type { WireConfirmRequest } from '../../../../shared/api/wire-instructions';
import { idSchema, objectSchema } from '../../../schema-parts';
import { requireAdmin, requireAuth } from '../../auth-and-accounts/public-api';
import type { AdminDeps } from '../admin-deps';
import { type SlugParams, slugParamsSchema } from '../admin-route-parts';
import { adminWireAnswer, investorWireAnswer } from '../dashboard-and-funnel/fund-operations-answers';
import {
  adminWireInstructions,
  confirmWireInstructions,
  investorWireInstructions,
  proposeWireInstructions,
} from './wire-instructions';

const text = { type: 'string', maxLength: 1000 } as const;
const wireBodySchema = objectSchema(
  {
    bankName: text,
    bankAddress: text,
    beneficiaryName: text,
    beneficiaryAddress: text,
    accountNumber: text,
    routingNumber: text,
    swiftCode: text,
  },
  ['bankName', 'bankAddress', 'beneficiaryName', 'beneficiaryAddress', 'accountNumber', 'routingNumber', 'swiftCode'],
);

export const adminWireRoutes = async (app: FastifyInstance, { deps }: { deps: AdminDeps }): Promise<void> => {
  const path = '/api/admin/funds/:slug/wire-instructions';
  const response = { 200: adminWireAnswer };

  app.get<{ Params: SlugParams }>(path, { schema: { params: slugParamsSchema, response } }, (request) =>
    adminWireInstructions(deps, request.params.slug, requireAdmin(request).user.id),
  );

  app.post<{ Params: SlugParams; Body: unknown }>(
    path,
    { schema: { params: slugParamsSchema, body: wireBodySchema, response } },
    (request) =>
      proposeWireInstructions(deps, {
        slug: request.params.slug,
        adminId: requireAdmin(request).user.id,
        input: request.body,
      }),
  );

  // The confirmation names the pending version it read: a newer proposal is never confirmed unseen.
  const confirmBodySchema = objectSchema({ version: { type: 'string', pattern: '^[0-9a-f]{16}$' } }, ['version']);
  app.post<{ Params: SlugParams; Body: WireConfirmRequest }>(
    `${path}/confirm`,
    { schema: { params: slugParamsSchema, body: confirmBodySchema, response } },
    (request) =>
      confirmWireInstructions(deps, {
        slug: request.params.slug,
        adminId: requireAdmin(request).user.id,
        version: request.body.version,
      }),
  );

  app.get<{ Params: { transactionId: string } }>(
    '/api/investments/:transactionId/wire-instructions',
    {
      schema: {
        params: objectSchema({ transactionId: idSchema }, ['transactionId']),
        response: { 200: investorWireAnswer },
      },
    },
    (request) =>
      investorWireInstructions(deps, {
        transactionId: request.params.transactionId,
        userId: requireAuth(request).actingUser.id,
      }),
  );
};
