// Invitations' routes (docs/admin.md 'Invitations', docs/api.md): the back office previews a paste, sends its good
// rows, lists the fund's invitations, sends one again or withdraws it (admins only; writes are POST, like every admin
// write); the link's page reads its invitation and the invited account accepts it.
import type { FastifyInstance } from 'fastify';
import { MAX_INVITATION_ROWS } from '../../../shared/api/invitations';
import { emptyBodySchema, fundSlugSchema, objectSchema, tokenSchema, uuidSchema } from '../../schema-parts';
import { requireAdmin, requireAuth } from '../auth-and-accounts/public-api';
import {
  acceptInvitation,
  type ClosingDeps,
  listInvitations,
  openInvitation,
  previewInvitations,
  resendInvitation,
  sendInvitations,
  withdrawInvitation,
} from './invitations';

const STATUSES = ['invited', 'opened', 'started', 'expired', 'withdrawn'] as const;
/** A row is about 100 characters: room for the most rows a paste may hold. */
const PASTE_MAX = MAX_INVITATION_ROWS * 400;
const nullableString = { type: ['string', 'null'] } as const;

const rowSchema = objectSchema(
  {
    line: { type: 'integer' },
    name: { type: 'string' },
    email: { type: 'string' },
    commitment: { type: ['integer', 'null'] },
    entityName: { type: 'string' },
    note: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
  },
  ['line', 'name', 'email', 'commitment', 'entityName', 'note', 'errors'],
);
const previewProperties = {
  rows: { type: 'array', items: rowSchema },
  valid: { type: 'integer' },
  invalid: { type: 'integer' },
} as const;
const invitationSchema = objectSchema(
  {
    id: { type: 'string' },
    name: { type: 'string' },
    email: { type: 'string' },
    commitment: { type: 'integer' },
    entityName: { type: 'string' },
    note: { type: 'string' },
    status: { type: 'string', enum: STATUSES },
    sentAt: { type: 'string' },
    expiresAt: { type: 'string' },
    openedAt: nullableString,
    withdrawnAt: nullableString,
  },
  [
    'id',
    'name',
    'email',
    'commitment',
    'entityName',
    'note',
    'status',
    'sentAt',
    'expiresAt',
    'openedAt',
    'withdrawnAt',
  ],
);
const pasteBody = objectSchema({ text: { type: 'string', maxLength: PASTE_MAX } }, ['text']);
const slugParams = objectSchema({ slug: fundSlugSchema }, ['slug']);
const idParams = objectSchema({ id: uuidSchema }, ['id']);
const tokenBody = objectSchema({ token: tokenSchema }, ['token']);

export const invitationRoutes = async (app: FastifyInstance, { deps }: { deps: ClosingDeps }): Promise<void> => {
  const tags = ['Invitations'];
  const base = '/api/admin/funds/:slug/invitations';

  app.post<{ Params: { slug: string }; Body: { text: string } }>(
    `${base}/preview`,
    {
      schema: {
        tags,
        summary: 'Checks a pasted table of investors to invite, row by row, and sends nothing',
        params: slugParams,
        body: pasteBody,
        response: { 200: objectSchema(previewProperties, ['rows', 'valid', 'invalid']) },
      },
    },
    async (request) => {
      requireAdmin(request);
      return previewInvitations(deps, request.params.slug, request.body.text);
    },
  );

  app.post<{ Params: { slug: string }; Body: { text: string } }>(
    base,
    {
      schema: {
        tags,
        summary: 'Invites the rows of a paste that pass every check; the others are named and sent nothing',
        params: slugParams,
        body: pasteBody,
        response: {
          201: objectSchema({ ...previewProperties, sent: { type: 'integer' } }, ['rows', 'valid', 'invalid', 'sent']),
        },
      },
    },
    async (request, reply) => {
      const adminId = requireAdmin(request).user.id;
      const sent = await sendInvitations(deps, { slug: request.params.slug, text: request.body.text, adminId });
      return reply.code(201).send(sent);
    },
  );

  app.get<{ Params: { slug: string } }>(
    base,
    {
      schema: {
        tags,
        summary: 'The fund’s invitations, oldest first, each with its status',
        params: slugParams,
        response: { 200: objectSchema({ invitations: { type: 'array', items: invitationSchema } }, ['invitations']) },
      },
    },
    async (request) => {
      requireAdmin(request);
      return { invitations: await listInvitations(deps, request.params.slug) };
    },
  );

  app.post<{ Params: { id: string } }>(
    '/api/admin/invitations/:id/resend',
    {
      schema: {
        tags,
        summary: 'Sends an invitation again with a new link and a new expiry; the old link stops working',
        params: idParams,
        body: emptyBodySchema,
        response: { 200: invitationSchema },
      },
    },
    async (request) => resendInvitation(deps, request.params.id, requireAdmin(request).user.id),
  );

  app.post<{ Params: { id: string } }>(
    '/api/admin/invitations/:id/withdraw',
    {
      schema: {
        tags,
        summary: 'Withdraws an invitation: its link says so from now on',
        params: idParams,
        body: emptyBodySchema,
        response: { 200: invitationSchema },
      },
    },
    async (request) => withdrawInvitation(deps, request.params.id, requireAdmin(request).user.id),
  );

  app.post<{ Body: { token: string } }>(
    '/api/invitations/open',
    {
      schema: {
        tags,
        summary: 'The invitation a link names: the fund, the commitment and the address it went to (masked)',
        body: tokenBody,
        response: {
          200: objectSchema(
            {
              fundSlug: { type: 'string' },
              fundName: { type: 'string' },
              commitment: { type: 'integer' },
              email: { type: 'string' },
            },
            ['fundSlug', 'fundName', 'commitment', 'email'],
          ),
        },
      },
    },
    async (request) => openInvitation(deps, request.body.token),
  );

  app.post<{ Body: { token: string } }>(
    '/api/invitations/accept',
    {
      schema: {
        tags,
        summary: 'Accepts an invitation with the account of the invited address: the fund to open and the commitment',
        body: tokenBody,
        response: {
          200: objectSchema({ fundSlug: { type: 'string' }, commitment: { type: 'integer' } }, [
            'fundSlug',
            'commitment',
          ]),
        },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      return acceptInvitation(deps, { token: request.body.token, user });
    },
  );
};
