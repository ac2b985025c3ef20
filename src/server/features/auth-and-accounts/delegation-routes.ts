// Delegates (docs/security.md 'Delegates'). The investor invites a delegate by e-mail for one investment or all, sees
// them listed and revokes them at once; the delegate accepts with their own account, then chooses in the switcher
// whom they act for (the session's acting-for, read with the session like an admin's acting-as). What a delegate may
// then do is held by delegate-guard.ts.
import type { FastifyInstance } from 'fastify';
import {
  type AcceptInvitationAnswer,
  type ActingForAnswer,
  type ActingForRequest,
  DELEGATE_NOT_INVESTOR,
  DELEGATES_NOT_WHILE_ACTING,
  DELEGATION_NOT_FOUND,
  type DelegatesAnswer,
  type DelegateView,
  INVESTMENT_NOT_FOUND,
  INVITATION_INVALID,
  INVITATION_OTHER_EMAIL,
  INVITATION_OWN,
  investorNotifiedMessage,
  NOT_A_DELEGATE,
  NOT_AT_SIGNATURE,
  type NotifyInvestorAnswer,
} from '../../../shared/api/delegates';
import { formatEasternDateTime } from '../../../shared/domain/eastern-dates';
import { ALL_INVESTMENTS, checkDelegateInvite } from '../../../shared/schemas/account/delegate-invite.schema';
import { EMAIL_MAX_LENGTH } from '../../../shared/schemas/account/email-change.schema';
import { recordAdminAction } from '../../audit/record-action';
import { HttpError } from '../../http-error';
import { deliverMail } from '../../mail/deliver-mail';
import { emptyBodySchema, idSchema, objectSchema, tokenSchema, uuidSchema } from '../../schema-parts';
import { findFund } from '../funds/public-api';
import { findOwnedTransaction } from '../investment-flow/public-api';
import type { AuthDeps } from './auth-deps';
import { delegateInvitationMail } from './delegation-mail';
import { requireAuth, requireOwnAccount } from './session-auth';
import type { DelegationRecord } from './sessions-repository';
import { noticeSignatureReady } from './signature-ready-notice';
import { createMailThrottle } from './throttle';

const nullableString = { type: ['string', 'null'] } as const;
const delegateSchema = objectSchema(
  {
    id: { type: 'string' },
    email: { type: 'string' },
    status: { type: 'string', enum: ['invited', 'active', 'revoked'] },
    transactionId: nullableString,
    invitedAt: { type: 'string' },
    acceptedAt: nullableString,
    revokedAt: nullableString,
  },
  ['id', 'email', 'status', 'transactionId', 'invitedAt', 'acceptedAt', 'revokedAt'],
);
const delegatesAnswerSchema = objectSchema({ delegates: { type: 'array', items: delegateSchema } }, ['delegates']);
const actingForAnswerSchema = objectSchema(
  {
    current: nullableString,
    options: {
      type: 'array',
      items: objectSchema(
        {
          delegationId: { type: 'string' },
          investorName: { type: 'string' },
          investorEmail: { type: 'string' },
          transactionId: nullableString,
        },
        ['delegationId', 'investorName', 'investorEmail', 'transactionId'],
      ),
    },
  },
  ['current', 'options'],
);

const toDelegateView = (row: DelegationRecord): DelegateView => ({
  id: row.id,
  email: row.delegateEmail,
  status: row.status,
  transactionId: row.transactionId,
  invitedAt: row.invitedAt.toISOString(),
  acceptedAt: row.acceptedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

const nameOf = ({ firstName, lastName, email }: { firstName: string; lastName: string; email: string }): string =>
  `${firstName} ${lastName}`.trim() || email;

export const delegationRoutes = async (app: FastifyInstance, { deps }: { deps: AuthDeps }): Promise<void> => {
  const { db, auth: repos, mailer, config, now } = deps;
  const tags = ['Delegates'];
  const mailThrottle = createMailThrottle(app);
  const listOf = async (investorUserId: string): Promise<DelegatesAnswer> => ({
    delegates: (await repos.delegations.listOfInvestor(investorUserId)).map(toDelegateView),
  });

  app.get(
    '/api/account/delegates',
    {
      schema: {
        tags,
        summary: 'The people who can fill in for the investor',
        response: { 200: delegatesAnswerSchema },
      },
    },
    async (request): Promise<DelegatesAnswer> => listOf(requireOwnAccount(request, DELEGATES_NOT_WHILE_ACTING).user.id),
  );

  app.post(
    '/api/account/delegates',
    {
      schema: {
        tags,
        summary: 'Invites a delegate by e-mail, for one investment or all',
        // Types only: a missing or malformed field gets the shared schema's own message.
        body: objectSchema(
          { email: { type: 'string', maxLength: EMAIL_MAX_LENGTH + 100 }, scope: { type: 'string', maxLength: 100 } },
          [],
        ),
        response: { 201: delegatesAnswerSchema },
      },
    },
    async (request, reply) => {
      const auth = requireOwnAccount(request, DELEGATES_NOT_WHILE_ACTING);
      const investor = auth.user;
      const { values, errors } = checkDelegateInvite(request.body);
      if (!values) throw new HttpError(400, errors.email ?? errors.scope ?? '', { fields: errors });
      const delegateEmail = values.email.toLowerCase();
      if (delegateEmail === investor.email) {
        throw new HttpError(400, INVITATION_OWN, { fields: { email: INVITATION_OWN } });
      }
      const transactionId = values.scope === ALL_INVESTMENTS ? null : values.scope;
      const transaction = transactionId && (await findOwnedTransaction(deps, transactionId, investor.id));
      if (transactionId && !transaction) {
        throw new HttpError(400, INVESTMENT_NOT_FOUND, { fields: { scope: INVESTMENT_NOT_FOUND } });
      }
      await mailThrottle(request, { account: investor.id, recipient: delegateEmail });
      const { id, token } = await repos.delegations.invite(
        { investorUserId: investor.id, delegateEmail, transactionId },
        now(),
      );
      await recordAdminAction(deps, {
        actorUserId: investor.id,
        action: 'account.delegate-invited',
        target: id,
        details: { to: delegateEmail, transactionId },
      });
      const fund = transaction ? await findFund(db, transaction.transaction.portalFundSlug) : undefined;
      const mail = delegateInvitationMail({
        to: delegateEmail,
        investorName: nameOf(investor),
        scope: fund ? `their subscription to ${fund.fund.name}` : 'their subscriptions',
        publicUrl: config.publicUrl,
        token,
      });
      if (!(await deliverMail(db, mailer, mail))) request.log.warn({ kind: mail.kind }, 'invitation could not be sent');
      return reply.code(201).send(await listOf(investor.id));
    },
  );

  app.post<{ Params: { delegationId: string } }>(
    '/api/account/delegates/:delegationId/revoke',
    {
      schema: {
        tags,
        summary: 'Revokes a delegate at once: their next call for the investor is refused',
        params: objectSchema({ delegationId: uuidSchema }, ['delegationId']),
        body: emptyBodySchema,
        response: { 200: delegatesAnswerSchema },
      },
    },
    async (request): Promise<DelegatesAnswer> => {
      const investor = requireOwnAccount(request, DELEGATES_NOT_WHILE_ACTING).user;
      const revoked = await repos.delegations.revoke(request.params.delegationId, investor.id, now());
      if (!revoked) throw new HttpError(404, DELEGATION_NOT_FOUND);
      await recordAdminAction(deps, {
        actorUserId: investor.id,
        action: 'account.delegate-revoked',
        target: revoked.id,
        details: { delegateEmail: revoked.delegateEmail },
      });
      return listOf(investor.id);
    },
  );

  app.post<{ Body: { token: string } }>(
    '/api/delegations/accept',
    {
      schema: {
        tags,
        summary: "Accepts an invitation with the caller's own account",
        body: objectSchema({ token: tokenSchema }, ['token']),
        response: {
          200: objectSchema(
            { message: { type: 'string' }, delegationId: { type: 'string' }, investorName: { type: 'string' } },
            ['message', 'delegationId', 'investorName'],
          ),
        },
      },
    },
    async (request): Promise<AcceptInvitationAnswer> => {
      const auth = requireAuth(request);
      if (auth.impersonator) throw new HttpError(403, DELEGATES_NOT_WHILE_ACTING);
      const delegate = auth.user;
      if (delegate.role !== 'investor') throw new HttpError(403, DELEGATE_NOT_INVESTOR);
      const invitation = await repos.delegations.findInvitation(request.body.token, now());
      if (!invitation) throw new HttpError(400, INVITATION_INVALID);
      if (invitation.delegateEmail !== delegate.email) {
        throw new HttpError(403, INVITATION_OTHER_EMAIL(invitation.delegateEmail));
      }
      if (invitation.investorUserId === delegate.id) throw new HttpError(400, INVITATION_OWN);
      if (!(await repos.delegations.accept(invitation.id, delegate.id, now()))) {
        throw new HttpError(400, INVITATION_INVALID);
      }
      const investor = await repos.users.findById(invitation.investorUserId);
      await recordAdminAction(deps, {
        actorUserId: delegate.id,
        action: 'delegation.accepted',
        target: invitation.id,
        details: { investorUserId: invitation.investorUserId },
      });
      const investorName = investor ? nameOf(investor) : 'the investor';
      return {
        message: `You can now fill in for ${investorName}. Choose them in the menu to start.`,
        delegationId: invitation.id,
        investorName,
      };
    },
  );

  const actingFor = async (userId: string, current: string | null): Promise<ActingForAnswer> => ({
    current,
    options: (await repos.delegations.listActiveOfDelegate(userId)).map((row) => ({
      delegationId: row.id,
      investorName: nameOf(row.investor),
      investorEmail: row.investor.email,
      transactionId: row.transactionId,
    })),
  });

  app.get(
    '/api/acting-for',
    {
      schema: {
        tags,
        summary: 'The investors the caller fills in for, and whom they act for now',
        response: { 200: actingForAnswerSchema },
      },
    },
    async (request): Promise<ActingForAnswer> => {
      const auth = requireAuth(request);
      return actingFor(auth.user.id, auth.delegation?.isActive ? auth.delegation.id : null);
    },
  );

  app.post<{ Body: ActingForRequest }>(
    '/api/acting-for',
    {
      schema: {
        tags,
        summary: 'Acts for one of those investors, or (null) as oneself again',
        body: objectSchema({ delegationId: { anyOf: [uuidSchema, { type: 'null' }] } }, ['delegationId']),
        response: { 200: actingForAnswerSchema },
      },
    },
    async (request): Promise<ActingForAnswer> => {
      const auth = requireAuth(request);
      if (auth.impersonator) throw new HttpError(403, DELEGATES_NOT_WHILE_ACTING);
      const { delegationId } = request.body;
      if (delegationId !== null) {
        if (auth.user.role !== 'investor') throw new HttpError(403, DELEGATE_NOT_INVESTOR);
        const delegation = await repos.delegations.findActiveOfDelegate(delegationId, auth.user.id);
        if (!delegation) throw new HttpError(404, DELEGATION_NOT_FOUND);
      }
      await repos.sessions.setActingDelegation(auth.sessionId, delegationId);
      return actingFor(auth.user.id, delegationId);
    },
  );

  app.post<{ Body: { transactionIntegrationId: string } }>(
    '/api/delegations/notify-investor',
    {
      schema: {
        tags,
        summary: 'Tells the investor that a subscription at the signature awaits their review and signature',
        body: objectSchema({ transactionIntegrationId: idSchema }, ['transactionIntegrationId']),
        response: {
          200: objectSchema({ message: { type: 'string' }, sentAt: { type: 'string' }, isNew: { type: 'boolean' } }, [
            'message',
            'sentAt',
            'isNew',
          ]),
        },
      },
    },
    async (request): Promise<NotifyInvestorAnswer> => {
      const auth = requireAuth(request);
      const delegation = auth.delegation;
      if (!delegation?.isActive) throw new HttpError(403, NOT_A_DELEGATE);
      const record = await findOwnedTransaction(deps, request.body.transactionIntegrationId, auth.actingUser.id);
      if (!record) throw new HttpError(404, INVESTMENT_NOT_FOUND);
      if (record.currentStep !== 'DOCUMENT_SIGNED') throw new HttpError(409, NOT_AT_SIGNATURE);
      const { sentAt, isNew } = await noticeSignatureReady(deps, {
        investorUserId: auth.actingUser.id,
        transactionId: record.transaction.integrationId,
        fundSlug: record.transaction.portalFundSlug,
        delegateEmail: auth.user.email,
        delegationId: delegation.id,
      });
      return {
        message: investorNotifiedMessage(formatEasternDateTime(sentAt)),
        sentAt: sentAt.toISOString(),
        isNew,
      };
    },
  );
};
