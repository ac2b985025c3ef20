// What a delegate may do for an investor (docs/security.md 'Delegates'), held by the server on every request whatever
// the page shows: fill in the wizard, upload the syndication documents, read the data room and the record; never sign
// (the agreement, an NDA) or withdraw a subscription, never the investor's account (login, e-mail, password, second factors, passkeys, e-mails,
// delegates). A delegate for one investment reaches only that one. A revoked delegation answers 403 on the
// delegate's next call and leaves the session on their own account.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DELEGATE_CANNOT_SIGN,
  DELEGATE_NOT_OWN_ACCOUNT,
  DELEGATE_ONE_INVESTMENT,
  DELEGATION_ENDED,
  WITHDRAWAL_OWN_ONLY,
} from '../../../shared/api/delegates';
import { HttpError } from '../../http-error';
import type { AuthRepositories } from './auth-repositories';

/** Calls a delegate whose delegation ended still makes: who they are, logging out, choosing whom to act for. */
const OPEN_AFTER_REVOCATION = /^\/api\/(me|logout|acting-for)$/;

/** Signatures are the investor's alone: the agreement (the co-signers' own links aside) and the NDAs. */
const SIGNING = [
  /^\/api\/signing\/(?!co-signer\/)/,
  /^\/api\/syndication\/nda\/(open|consent|sign)$/,
  /\/data-room\/nda$/,
];
const OWN_ACCOUNT = /^\/api\/account\//;
/** Withdrawing takes a signed consent back: the investor's own act too. */
const WITHDRAWAL = /^\/api\/withdraw-investment$/;

/** Calls that start something new for the investor, beyond a one-investment delegate's investment. */
const BEYOND_ONE_INVESTMENT = [/^\/api\/create-user-portfolio$/, /^\/api\/syndication(\/|$)/];
const FUND_DATA_ROOM = /^\/api\/fund\/([^/]+)\/data-room(\/|$)/;

const pathOf = (request: FastifyRequest): string => request.url.split('?')[0] ?? '';

/** The transaction a call names, in its path, body or query. */
const transactionOf = (request: FastifyRequest): string | undefined => {
  const params = request.params as { transactionId?: unknown } | undefined;
  if (typeof params?.transactionId === 'string') return params.transactionId;
  for (const source of [request.body, request.query]) {
    const id = (source as { transactionIntegrationId?: unknown } | null | undefined)?.transactionIntegrationId;
    if (typeof id === 'string') return id;
  }
  return undefined;
};

/** What a one-investment delegate may not reach, by the path alone: refused before the body is read. */
const isBeyondOneInvestment = async (
  repos: Pick<AuthRepositories, 'delegations'>,
  path: string,
  transactionId: string,
): Promise<boolean> => {
  if (BEYOND_ONE_INVESTMENT.some((route) => route.test(path))) return true;
  const dataRoom = FUND_DATA_ROOM.exec(path);
  if (!dataRoom) return false;
  const fundSlug = await repos.delegations.fundSlugOfTransaction(transactionId);
  return decodeURIComponent(dataRoom[1] ?? '') !== fundSlug;
};

/** A one-investment delegate names that investment or none (read after validation, so the body is there). */
const holdToOneInvestment = (request: FastifyRequest, transactionId: string): void => {
  const named = transactionOf(request);
  // Another investment of the investor answers as a stranger's would: it is not there.
  if (named !== undefined && named !== transactionId) throw new HttpError(404, DELEGATE_ONE_INVESTMENT);
  // Starting an investment (submit-step with a fund alone) is beyond the one investment.
  if (pathOf(request) === '/api/submit-step' && named === undefined) throw new HttpError(403, DELEGATE_ONE_INVESTMENT);
};

export const registerDelegateGuard = (app: FastifyInstance, repos: Pick<AuthRepositories, 'delegations'>): void => {
  app.addHook('onRequest', async (request) => {
    const auth = request.auth;
    const delegation = auth?.delegation;
    const path = pathOf(request);
    if (!auth || !delegation || !path.startsWith('/api/')) return;
    if (!delegation.isActive) {
      if (OPEN_AFTER_REVOCATION.test(path)) return;
      await repos.delegations.endActing(auth.sessionId);
      throw new HttpError(403, DELEGATION_ENDED);
    }
    if (SIGNING.some((route) => route.test(path))) throw new HttpError(403, DELEGATE_CANNOT_SIGN);
    if (OWN_ACCOUNT.test(path)) throw new HttpError(403, DELEGATE_NOT_OWN_ACCOUNT);
    if (WITHDRAWAL.test(path)) throw new HttpError(403, WITHDRAWAL_OWN_ONLY);
    if (delegation.transactionId !== null && (await isBeyondOneInvestment(repos, path, delegation.transactionId))) {
      throw new HttpError(403, DELEGATE_ONE_INVESTMENT);
    }
  });

  app.addHook('preHandler', async (request) => {
    const delegation = request.auth?.delegation;
    const path = pathOf(request);
    if (!delegation?.isActive || delegation.transactionId === null || !path.startsWith('/api/')) return;
    if (path.startsWith('/api/admin/')) return;
    holdToOneInvestment(request, delegation.transactionId);
  });
};
