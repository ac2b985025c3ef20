// The investor's syndication sign-up calls (docs/syndication.md; docs/design.md §5 '/api/syndication/*'): where they
// stand, the first visit, step 1's acknowledgments, step 2's NDA through the signature provider, and their own
// uploads. Steps 3 and 4 carry documents and live in syndication-upload-routes.ts. Every call is about the acting
// user's own sign-up.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AdoptedSignature } from '../../../shared/api/signing';
import type { SyndicationStatusAnswer } from '../../../shared/api/syndication';
import { HttpError } from '../../http-error';
import { emptyBodySchema, idSchema, objectSchema } from '../../schema-parts';
import { requireAuth } from '../auth-and-accounts/public-api';
import { isUuid } from '../investment-flow/public-api';
import {
  evidenceOf,
  requireIntent,
  SIGN_BODY_LIMIT_BYTES,
  sendPdf,
  sha256Schema,
  signatureSchema,
} from '../signing/public-api';
import { consentToNda, ndaDocument, openNda, signNda } from './sign-up-nda';
import { acceptAcknowledgments, startSignUp } from './sign-up-steps';
import { ndaPdfAnswer, ndaViewAnswer, syndicationStatusAnswer, uploadFileAnswer } from './syndication-answers';
import type { SignUpCaller, SyndicationDeps } from './syndication-deps';
import { syndicationStatus } from './syndication-status';
import { sendUpload } from './upload-answer';

export const UPLOAD_NOT_FOUND = 'Document not found.';

type AcknowledgeBody = { accepted: true; acknowledgmentsTextSha256: string };
type ConsentBody = { disclosureSha256: string };
type SignBody = { intentToSign: boolean; signature: AdoptedSignature };

export const callerOf = (deps: SyndicationDeps, request: FastifyRequest): SignUpCaller => {
  const auth = requireAuth(request);
  return { user: auth.actingUser, impersonator: auth.impersonator, evidence: evidenceOf(request, deps.now()) };
};

export const syndicationRoutes = async (app: FastifyInstance, { deps }: { deps: SyndicationDeps }): Promise<void> => {
  const statusOf = (caller: SignUpCaller): Promise<SyndicationStatusAnswer> => syndicationStatus(deps, caller.user.id);

  const response = { 200: syndicationStatusAnswer };
  app.get('/api/syndication', { schema: { response } }, async (request) => statusOf(callerOf(deps, request)));

  app.post('/api/syndication/start', { schema: { body: emptyBodySchema, response } }, async (request) => {
    const caller = callerOf(deps, request);
    await startSignUp(deps, caller);
    return statusOf(caller);
  });

  app.post<{ Body: AcknowledgeBody }>(
    '/api/syndication/acknowledgments',
    {
      schema: {
        body: objectSchema({ accepted: { const: true }, acknowledgmentsTextSha256: sha256Schema }, [
          'accepted',
          'acknowledgmentsTextSha256',
        ]),
        response,
      },
    },
    async (request) => {
      const caller = callerOf(deps, request);
      await acceptAcknowledgments(deps, caller, request.body);
      return statusOf(caller);
    },
  );

  const ndaOpenSchema = { body: emptyBodySchema, response: { 200: ndaViewAnswer } };
  app.post('/api/syndication/nda/open', { schema: ndaOpenSchema }, async (request) =>
    openNda(deps, callerOf(deps, request)),
  );

  app.post<{ Body: ConsentBody }>(
    '/api/syndication/nda/consent',
    {
      schema: {
        body: objectSchema({ disclosureSha256: sha256Schema }, ['disclosureSha256']),
        response: { 200: ndaViewAnswer },
      },
    },
    async (request) => consentToNda(deps, callerOf(deps, request), request.body.disclosureSha256),
  );

  app.post<{ Body: SignBody }>(
    '/api/syndication/nda/sign',
    {
      bodyLimit: SIGN_BODY_LIMIT_BYTES,
      schema: {
        body: objectSchema({ intentToSign: { type: 'boolean' }, signature: signatureSchema }, [
          'intentToSign',
          'signature',
        ]),
        response,
      },
    },
    async (request) => {
      const caller = callerOf(deps, request);
      requireIntent(request.body.intentToSign);
      await signNda(deps, caller, request.body.signature);
      return statusOf(caller);
    },
  );

  app.get('/api/syndication/nda/document', { schema: { response: { 200: ndaPdfAnswer } } }, async (request, reply) => {
    const pdf = await ndaDocument(deps, callerOf(deps, request));
    return sendPdf(reply, pdf, false);
  });

  app.get<{ Params: { uploadId: string } }>(
    '/api/syndication/uploads/:uploadId',
    { schema: { params: objectSchema({ uploadId: idSchema }, ['uploadId']), response: { 200: uploadFileAnswer } } },
    async (request, reply) => {
      const { user } = callerOf(deps, request);
      const { uploadId } = request.params;
      const info = isUuid(uploadId) ? await deps.syndication.uploads.findInfo(uploadId) : undefined;
      // Someone else's document is answered exactly like a missing one.
      if (!info || info.ownerUserId !== user.id) throw new HttpError(404, UPLOAD_NOT_FOUND);
      const upload = await deps.syndication.uploads.open(info.id);
      if (!upload) throw new HttpError(404, UPLOAD_NOT_FOUND);
      return sendUpload(reply, upload);
    },
  );
};
