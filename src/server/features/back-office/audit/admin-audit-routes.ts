// The audit log in the back office (docs/admin.md 'Audit log'): filterable pages of entries and the verification of
// the hash chain. Admins only. The investor's own page of what admins did on their account is here too.
import type { FastifyInstance } from 'fastify';
import type { AuditListAnswer, AuditQuery } from '../../../../shared/api/admin-audit';
import { sealAuditLog } from '../../../audit/audit-sealer';
import { verifyAuditChain } from '../../../audit/audit-verify';
import { HttpError } from '../../../http-error';
import { emptyBodySchema, objectSchema } from '../../../schema-parts';
import { requireAdmin, requireAuth } from '../../auth-and-accounts/public-api';
import type { AdminDeps } from '../admin-deps';
import { digitsSchema } from '../admin-route-parts';
import { toAccountActivity } from './account-activity';
import { accountActivityAnswer, auditListAnswer, auditVerificationAnswer } from './audit-answers';
import { AUDIT_PAGE_DEFAULT, AUDIT_PAGE_MAX } from './audit-trail-repository';

type RawAuditQuery = Omit<AuditQuery, 'before' | 'limit'> & { before?: string; limit?: string };

const auditQuerySchema = objectSchema(
  {
    action: { type: 'string', maxLength: 100 },
    actor: { type: 'string', maxLength: 254 },
    target: { type: 'string', maxLength: 100 },
    from: { type: 'string', maxLength: 40 },
    to: { type: 'string', maxLength: 40 },
    before: digitsSchema,
    limit: digitsSchema,
  },
  [],
);

const INVALID_INSTANT = 'Please enter a valid date.';

const toQuery = ({ before, limit, ...rest }: RawAuditQuery): AuditQuery => {
  for (const key of ['from', 'to'] as const) {
    const value = rest[key];
    if (value !== undefined && Number.isNaN(new Date(value).getTime())) {
      throw new HttpError(400, INVALID_INSTANT, { fields: { [key]: INVALID_INSTANT } });
    }
  }
  return {
    ...rest,
    ...(before !== undefined && { before: Number(before) }),
    limit: limit === undefined ? AUDIT_PAGE_DEFAULT : Math.min(AUDIT_PAGE_MAX, Math.max(1, Number(limit))),
  };
};

export const adminAuditRoutes = async (app: FastifyInstance, { deps }: { deps: AdminDeps }): Promise<void> => {
  app.get<{ Querystring: RawAuditQuery }>(
    '/api/admin/audit',
    { schema: { querystring: auditQuerySchema, response: { 200: auditListAnswer } } },
    async (request): Promise<AuditListAnswer> => {
      requireAdmin(request);
      const query = toQuery(request.query);
      await sealAuditLog(deps);
      const entries = await deps.office.auditTrail.list(query);
      const last = entries.at(-1);
      return { entries, nextBefore: last && entries.length === query.limit ? last.id : null };
    },
  );

  const verifySchema = { body: emptyBodySchema, response: { 200: auditVerificationAnswer } };
  app.post('/api/admin/audit/verify', { schema: verifySchema }, async (request) => {
    requireAdmin(request);
    await sealAuditLog(deps);
    return verifyAuditChain(deps.db);
  });

  app.get('/api/account/admin-activity', { schema: { response: { 200: accountActivityAnswer } } }, async (request) => {
    const auth = requireAuth(request);
    return { entries: toAccountActivity(await deps.office.auditTrail.listActingAs(auth.actingUser.id)) };
  });
};
