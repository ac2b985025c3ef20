// The back office's screening routes (docs/kyc.md 'Review', docs/api.md): the queue, a decision on a possible match,
// and a subscription screened again. Admins only; writes are POST, like every admin write.
import type { FastifyInstance } from 'fastify';
import { SCREENING_NOTE_MAX } from '../../../shared/schemas/admin/screening-decision.schema';
import { emptyBodySchema, objectSchema, uuidSchema } from '../../schema-parts';
import { requireAdmin } from '../auth-and-accounts/public-api';
import { decideScreeningMatch, screeningQueue, screenSubscriptionNow } from './screening-admin';
import type { ScreeningDeps } from './screening-deps';
import type { MatchStatus } from './screening-repository';

const MATCH_STATUSES = ['open', 'cleared', 'confirmed'] as const;
const nullableString = { type: ['string', 'null'] } as const;
const strings = { type: 'array', items: { type: 'string' } } as const;

const matchSchema = objectSchema(
  {
    id: { type: 'string' },
    transactionId: { type: 'string' },
    fundSlug: { type: 'string' },
    investorName: { type: 'string' },
    role: { type: 'string' },
    subjectName: { type: 'string' },
    list: { type: 'string' },
    listVersion: { type: 'string' },
    entryKey: { type: 'string' },
    entryName: { type: 'string' },
    matchedName: { type: 'string' },
    score: { type: 'number' },
    reasons: strings,
    programs: strings,
    status: { type: 'string', enum: MATCH_STATUSES },
    note: nullableString,
    decidedAt: nullableString,
    createdAt: { type: 'string' },
  },
  [
    'id',
    'transactionId',
    'fundSlug',
    'investorName',
    'role',
    'subjectName',
    'list',
    'listVersion',
    'entryKey',
    'entryName',
    'matchedName',
    'score',
    'reasons',
    'programs',
    'status',
    'note',
    'decidedAt',
    'createdAt',
  ],
);

export const screeningRoutes = async (app: FastifyInstance, { deps }: { deps: ScreeningDeps }): Promise<void> => {
  const tags = ['Screening'];

  app.get<{ Querystring: { status?: MatchStatus } }>(
    '/api/admin/screening',
    {
      schema: {
        tags,
        summary: 'The possible matches of the identity checks, oldest first (open by default)',
        querystring: objectSchema({ status: { type: 'string', enum: MATCH_STATUSES } }, []),
        response: { 200: objectSchema({ matches: { type: 'array', items: matchSchema } }, ['matches']) },
      },
    },
    (request) => {
      requireAdmin(request);
      return screeningQueue(deps, request.query.status);
    },
  );

  app.post<{ Params: { matchId: string }; Body: unknown }>(
    '/api/admin/screening/:matchId/decision',
    {
      schema: {
        tags,
        summary: 'Clear a possible match (not the person) or confirm it (the person: the subscription is blocked)',
        params: objectSchema({ matchId: uuidSchema }, ['matchId']),
        // The shared schema gives the messages (screening-decision.schema.ts); this keeps out what is not a field.
        body: objectSchema(
          { decision: { type: 'string' }, note: { type: 'string', maxLength: SCREENING_NOTE_MAX * 2 } },
          [],
        ),
        response: { 200: matchSchema },
      },
    },
    (request) => {
      const auth = requireAdmin(request);
      return decideScreeningMatch(deps, {
        adminId: auth.user.id,
        matchId: request.params.matchId,
        input: request.body,
      });
    },
  );

  app.post<{ Params: { transactionId: string } }>(
    '/api/admin/transactions/:transactionId/screening',
    {
      schema: {
        tags,
        summary: 'Screen a subscription now, against every list loaded',
        params: objectSchema({ transactionId: uuidSchema }, ['transactionId']),
        body: emptyBodySchema,
        response: {
          200: objectSchema(
            {
              result: { type: 'string', enum: ['clear', 'possibleMatch', 'exempt'] },
              subjects: { type: 'integer' },
              newMatches: { type: 'integer' },
              lists: {
                type: 'array',
                items: objectSchema({ list: { type: 'string' }, version: { type: 'string' } }, ['list', 'version']),
              },
              matches: { type: 'array', items: matchSchema },
            },
            ['result', 'subjects', 'newMatches', 'lists', 'matches'],
          ),
        },
      },
    },
    (request) => {
      const auth = requireAdmin(request);
      return screenSubscriptionNow(deps, { adminId: auth.user.id, transactionId: request.params.transactionId });
    },
  );
};
