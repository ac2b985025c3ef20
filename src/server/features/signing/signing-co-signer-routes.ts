// Co-signers' calls (docs/design.md §7, docs/signing.md): open the e-mailed link, prove the e-mail address with a code,
// then read, consent and sign in a session of their own. The session cookie's path is the signer's own, so one
// browser can hold the sessions of two signers (say, spouses sharing an e-mail address) without mixing them up.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AdoptedSignature, OpenLinkAnswer } from '../../../shared/api/signing';
import { messageAnswer } from '../../answer-schema';
import { HttpError } from '../../http-error';
import { idSchema, objectSchema, tokenSchema } from '../../schema-parts';
import { createMailThrottle } from '../auth-and-accounts/public-api';
import { isUuid } from '../investment-flow/public-api';
import { openLink, resendCode, signerSession, verifiedSignerSession, verifyCode } from './co-signer-access';
import { acceptDisclosureAsCoSigner, coSignerStateOf, openCoSignerSigning, signAsCoSigner } from './co-signer-signing';
import { SIGNER_SESSION_TTL_MS } from './signer-sessions-repository';
import { openLinkAnswer, signingViewAnswer } from './signing-answers';
import type { SigningDeps } from './signing-deps';
import { agreementPdf } from './signing-records';
import {
  downloadEvidenceOf,
  evidenceOf,
  type PdfQuery,
  pdfAnswer,
  pdfQuerySchema,
  requireIntent,
  SIGN_BODY_LIMIT_BYTES,
  sendPdf,
  sha256Schema,
  signatureSchema,
} from './signing-route-parts';

export const SIGNER_COOKIE = 'portal_signer';

type Params = { signerId: string };
const paramsSchema = objectSchema({ signerId: idSchema }, ['signerId']);
const codeSchema = { type: 'string', pattern: '^\\s*[0-9]{6}\\s*$' } as const;

const cookiePath = (signerId: string): string => `/api/signing/co-signer/${signerId}`;

export const coSignerRoutes = async (app: FastifyInstance, { deps }: { deps: SigningDeps }): Promise<void> => {
  const sessionTokenOf = (request: FastifyRequest): string | undefined => request.cookies[SIGNER_COOKIE];
  const mailThrottle = createMailThrottle(app);

  /** `isVoidRefusedByCaller`: the route reads the envelope's state next (coSignerStateOf), which refuses a voided one. */
  const access = (
    request: FastifyRequest<{ Params: Params }>,
    { isVerified, isVoidRefusedByCaller = false }: { isVerified: boolean; isVoidRefusedByCaller?: boolean },
  ) => {
    const { signerId } = request.params;
    if (!isUuid(signerId)) throw new HttpError(404, 'Signer not found.');
    const query = { signerId, sessionToken: sessionTokenOf(request), isVoidRefusedByCaller };
    return isVerified ? verifiedSignerSession(deps, query) : signerSession(deps, query);
  };

  const setSessionCookie = (reply: FastifyReply, signerId: string, token: string): void => {
    reply.setCookie(SIGNER_COOKIE, token, {
      path: cookiePath(signerId),
      httpOnly: true,
      sameSite: 'lax',
      secure: deps.config.secureCookies,
      maxAge: Math.floor(SIGNER_SESSION_TTL_MS / 1000),
    });
  };

  app.post<{ Params: Params; Body: { token: string } }>(
    '/api/signing/co-signer/:signerId/open',
    {
      schema: {
        params: paramsSchema,
        body: objectSchema({ token: tokenSchema }, ['token']),
        response: { 200: openLinkAnswer },
      },
    },
    async (request, reply): Promise<OpenLinkAnswer> => {
      const { signerId } = request.params;
      if (!isUuid(signerId)) throw new HttpError(404, 'Signer not found.');
      const opened = await openLink(deps, {
        signerId,
        token: request.body.token,
        sessionToken: sessionTokenOf(request),
        evidence: evidenceOf(request, deps.now()),
      });
      if (opened.sessionToken) setSessionCookie(reply, signerId, opened.sessionToken);
      return opened.answer;
    },
  );

  app.post<{ Params: Params }>(
    '/api/signing/co-signer/:signerId/code',
    { schema: { params: paramsSchema, body: objectSchema({}, []), response: { 200: messageAnswer } } },
    async (request) => {
      const signer = await access(request, { isVerified: false });
      await mailThrottle(request, { account: null, recipient: `signer:${request.params.signerId}` });
      await resendCode(deps, signer, evidenceOf(request, deps.now()));
      return { message: 'We have e-mailed you a new code.' };
    },
  );

  app.post<{ Params: Params; Body: { code: string } }>(
    '/api/signing/co-signer/:signerId/verify',
    {
      schema: {
        params: paramsSchema,
        body: objectSchema({ code: codeSchema }, ['code']),
        response: { 200: signingViewAnswer },
      },
    },
    async (request) => {
      const found = await access(request, { isVerified: false });
      const evidence = evidenceOf(request, deps.now());
      await verifyCode(deps, found, { code: request.body.code, evidence });
      return openCoSignerSigning(deps, found, evidence);
    },
  );

  app.get<{ Params: Params }>(
    '/api/signing/co-signer/:signerId',
    { schema: { params: paramsSchema, response: { 200: signingViewAnswer } } },
    async (request) =>
      openCoSignerSigning(
        deps,
        await access(request, { isVerified: true, isVoidRefusedByCaller: true }),
        evidenceOf(request, deps.now()),
      ),
  );

  app.get<{ Params: Params; Querystring: PdfQuery }>(
    '/api/signing/co-signer/:signerId/document',
    {
      schema: {
        params: paramsSchema,
        querystring: pdfQuerySchema,
        response: { 200: pdfAnswer },
      },
    },
    async (request, reply) => {
      const { state } = await coSignerStateOf(
        deps,
        await access(request, { isVerified: true, isVoidRefusedByCaller: true }),
      );
      const download = downloadEvidenceOf(request, deps.now());
      return sendPdf(reply, await agreementPdf(deps, state, download), download !== undefined);
    },
  );

  app.post<{ Params: Params; Body: { disclosureSha256: string } }>(
    '/api/signing/co-signer/:signerId/consent',
    {
      schema: {
        params: paramsSchema,
        body: objectSchema({ disclosureSha256: sha256Schema }, ['disclosureSha256']),
        response: { 200: signingViewAnswer },
      },
    },
    async (request) =>
      acceptDisclosureAsCoSigner(deps, await access(request, { isVerified: true, isVoidRefusedByCaller: true }), {
        disclosureSha256: request.body.disclosureSha256,
        evidence: evidenceOf(request, deps.now()),
      }),
  );

  app.post<{ Params: Params; Body: { intentToSign: boolean; signature: AdoptedSignature } }>(
    '/api/signing/co-signer/:signerId/sign',
    {
      bodyLimit: SIGN_BODY_LIMIT_BYTES,
      schema: {
        params: paramsSchema,
        body: objectSchema({ intentToSign: { type: 'boolean' }, signature: signatureSchema }, [
          'intentToSign',
          'signature',
        ]),
        response: { 200: signingViewAnswer },
      },
    },
    async (request) => {
      const found = await access(request, { isVerified: true, isVoidRefusedByCaller: true });
      requireIntent(request.body.intentToSign);
      return signAsCoSigner(deps, found, {
        signature: request.body.signature,
        evidence: evidenceOf(request, deps.now()),
      });
    },
  );
};
