// The investor's signing calls (docs/design.md §5 '/api/signing/*', docs/signing.md): the embedded session on
// DOCUMENT_SIGNED, consent, signature, who still has to sign, resending a co-signer's link, the agreement PDF and the
// check of its seal. Every call is about the acting user's own transaction (404 for anyone else's).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AdoptedSignature, SigningStatusAnswer, VerifyDocumentRequest } from '../../../shared/api/signing';
import { idSchema, objectSchema } from '../../schema-parts';
import { createMailThrottle, hasAdminPowers, requireAuth } from '../auth-and-accounts/public-api';
import {
  acceptDisclosureAsInvestor,
  type InvestorCaller,
  openInvestorSigning,
  signAsInvestor,
} from './investor-signing';
import { signAnswer, signingStatusAnswer, signingViewAnswer, verifyDocumentAnswer } from './signing-answers';
import type { SigningDeps } from './signing-deps';
import {
  agreementPdf,
  envelopeById,
  envelopeFor,
  resendInvitation,
  statusForInvestor,
  taxFormPdf,
  verifySeal,
} from './signing-records';
import {
  base64Schema,
  decodePdf,
  downloadEvidenceOf,
  evidenceOf,
  PDF_BODY_LIMIT_BYTES,
  type PdfQuery,
  pdfAnswer,
  pdfQuerySchema,
  requireIntent,
  SIGN_BODY_LIMIT_BYTES,
  sendPdf,
  sha256Schema,
  signatureSchema,
  transactionParamsSchema,
} from './signing-route-parts';

type TransactionBody = { transactionIntegrationId: string };
type ConsentBody = TransactionBody & { disclosureSha256: string; hasReceivedDocuments?: boolean };
type SignBody = TransactionBody & { intentToSign: boolean; signature: AdoptedSignature };
type ResendBody = TransactionBody & { signerId: string };
type TransactionParams = { transactionId: string };

export const signingRoutes = async (app: FastifyInstance, { deps }: { deps: SigningDeps }): Promise<void> => {
  const mailThrottle = createMailThrottle(app);
  const callerOf = (request: FastifyRequest): InvestorCaller => {
    const auth = requireAuth(request);
    return {
      userId: auth.actingUser.id,
      user: auth.actingUser,
      isImpersonating: auth.impersonator !== null,
      evidence: evidenceOf(request, deps.now()),
    };
  };

  app.post<{ Body: TransactionBody }>(
    '/api/signing/session',
    {
      schema: {
        body: objectSchema({ transactionIntegrationId: idSchema }, ['transactionIntegrationId']),
        response: { 200: signingViewAnswer },
      },
    },
    async (request) => openInvestorSigning(deps, callerOf(request), request.body.transactionIntegrationId),
  );

  app.post<{ Body: ConsentBody }>(
    '/api/signing/consent',
    {
      schema: {
        body: objectSchema(
          {
            transactionIntegrationId: idSchema,
            disclosureSha256: sha256Schema,
            hasReceivedDocuments: { type: 'boolean' },
          },
          ['transactionIntegrationId', 'disclosureSha256'],
        ),
        response: { 200: signingViewAnswer },
      },
    },
    async (request) =>
      acceptDisclosureAsInvestor(deps, callerOf(request), {
        transactionId: request.body.transactionIntegrationId,
        disclosureSha256: request.body.disclosureSha256,
        hasReceivedDocuments: request.body.hasReceivedDocuments,
      }),
  );

  app.post<{ Body: SignBody }>(
    '/api/signing/sign',
    {
      bodyLimit: SIGN_BODY_LIMIT_BYTES,
      schema: {
        body: objectSchema(
          { transactionIntegrationId: idSchema, intentToSign: { type: 'boolean' }, signature: signatureSchema },
          ['transactionIntegrationId', 'intentToSign', 'signature'],
        ),
        response: { 200: signAnswer },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      requireIntent(request.body.intentToSign);
      return signAsInvestor(deps, caller, {
        transactionId: request.body.transactionIntegrationId,
        signature: request.body.signature,
      });
    },
  );

  app.get<{ Params: TransactionParams }>(
    '/api/signing/transactions/:transactionId/status',
    { schema: { params: transactionParamsSchema, response: { 200: signingStatusAnswer } } },
    async (request): Promise<SigningStatusAnswer> =>
      statusForInvestor(deps, requireAuth(request).actingUser.id, request.params.transactionId),
  );

  // The agreement and the tax form signed with it: the same access, the same answer.
  for (const [document, pdfOf] of [
    ['document', agreementPdf],
    ['tax-form', taxFormPdf],
  ] as const) {
    app.get<{ Params: TransactionParams; Querystring: PdfQuery }>(
      `/api/signing/transactions/:transactionId/${document}`,
      {
        schema: {
          params: transactionParamsSchema,
          querystring: pdfQuerySchema,
          response: { 200: pdfAnswer },
        },
      },
      async (request, reply) => {
        const userId = requireAuth(request).actingUser.id;
        const state = await envelopeFor(deps, { transactionId: request.params.transactionId, userId, isAdmin: false });
        const download = downloadEvidenceOf(request, deps.now());
        return sendPdf(reply, await pdfOf(deps, state, download), download !== undefined);
      },
    );
  }

  app.post<{ Body: ResendBody }>(
    '/api/signing/resend',
    {
      schema: {
        body: objectSchema({ transactionIntegrationId: idSchema, signerId: idSchema }, [
          'transactionIntegrationId',
          'signerId',
        ]),
        response: { 200: signingStatusAnswer },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      // A reminder is an e-mail the caller causes: so many per account, and per signer, an hour.
      await mailThrottle(request, {
        account: requireAuth(request).user.id,
        recipient: `signer:${request.body.signerId}`,
      });
      return resendInvitation(deps, caller, {
        transactionId: request.body.transactionIntegrationId,
        signerId: request.body.signerId,
      });
    },
  );

  app.post<{ Body: VerifyDocumentRequest }>(
    '/api/signing/verify',
    {
      bodyLimit: PDF_BODY_LIMIT_BYTES,
      schema: {
        body: objectSchema({ envelopeId: idSchema, pdfBase64: base64Schema }, ['envelopeId']),
        response: { 200: verifyDocumentAnswer },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const isAdmin = hasAdminPowers(auth);
      const state = await envelopeById(deps, {
        envelopeId: request.body.envelopeId,
        userId: auth.actingUser.id,
        isAdmin,
      });
      const { pdfBase64 } = request.body;
      return verifySeal(deps, state, {
        evidence: evidenceOf(request, deps.now()),
        ...(pdfBase64 !== undefined && { copy: decodePdf(pdfBase64) }),
      });
    },
  );
};
