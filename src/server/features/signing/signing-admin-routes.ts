// Back-office signing calls (docs/signing.md): replace a fund's agreement template, download any transaction's
// agreement and read an envelope's evidence trail. Admins only, acting as themselves. Co-signers' reminders are the
// back office's reminder job (admin-reminder-routes.ts).
import type { FastifyInstance } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { HttpError } from '../../http-error';
import { fundSlugSchema, objectSchema } from '../../schema-parts';
import { requireAdmin } from '../auth-and-accounts/public-api';
import { findFund } from '../funds/public-api';
import { emptyAgreementFields, signatureFieldOf } from './agreement-fields';
import { templateFor } from './builtin/prepare-envelope';
import { fillAgreement } from './pdf/fill-agreement';
import { type SigningEventsAnswer, signingEventsAnswer, templateSavedAnswer } from './signing-answers';
import type { SigningDeps } from './signing-deps';
import { agreementPdf, envelopeFor, taxFormPdf } from './signing-records';
import {
  base64Schema,
  decodePdf,
  evidenceOf,
  PDF_BODY_LIMIT_BYTES,
  pdfAnswer,
  sendPdf,
  transactionParamsSchema,
} from './signing-route-parts';

export const TEMPLATE_NEEDS_SIGNATURE = `The template needs a text field named ${signatureFieldOf('investor')} where the subscriber signs.`;
export const TEMPLATE_UNREADABLE = 'This PDF could not be read as a form. Please export it again and retry.';

const fileNameSchema = { type: 'string', minLength: 1, maxLength: 200, pattern: '^[\\w .()-]+\\.pdf$' } as const;
type SlugParams = { slug: string };

/** Refuses a template the provider could not fill or stamp. */
const checkTemplate = async (bytes: Uint8Array): Promise<void> => {
  let hasSignatureField: boolean;
  try {
    const form = (await PDFDocument.load(bytes)).getForm();
    hasSignatureField = form.getFieldMaybe(signatureFieldOf('investor')) !== undefined;
    await fillAgreement(bytes, emptyAgreementFields());
  } catch {
    throw new HttpError(400, TEMPLATE_UNREADABLE);
  }
  if (!hasSignatureField) throw new HttpError(400, TEMPLATE_NEEDS_SIGNATURE);
};

export const signingAdminRoutes = async (app: FastifyInstance, { deps }: { deps: SigningDeps }): Promise<void> => {
  app.post<{ Params: SlugParams; Body: { pdfBase64: string; fileName?: string } }>(
    '/api/admin/signing/funds/:slug/template',
    {
      bodyLimit: PDF_BODY_LIMIT_BYTES,
      schema: {
        params: objectSchema({ slug: fundSlugSchema }, ['slug']),
        body: objectSchema({ pdfBase64: base64Schema, fileName: fileNameSchema }, ['pdfBase64']),
        response: { 201: templateSavedAnswer },
      },
    },
    async (request, reply) => {
      const auth = requireAdmin(request);
      const { slug } = request.params;
      if (!(await findFund(deps.db, slug))) throw new HttpError(404, 'Fund not found.');
      const bytes = decodePdf(request.body.pdfBase64);
      await checkTemplate(bytes);
      const saved = await deps.signing.documents.create({
        kind: 'template',
        fundSlug: slug,
        fileName: request.body.fileName ?? `subscription-agreement-${slug}.pdf`,
        bytes,
        containsTaxId: false,
        createdBy: auth.user.id,
      });
      return reply.status(201).send({ documentId: saved.id, sha256: saved.sha256 });
    },
  );

  app.get<{ Params: SlugParams }>(
    '/api/admin/signing/funds/:slug/template',
    { schema: { params: objectSchema({ slug: fundSlugSchema }, ['slug']), response: { 200: pdfAnswer } } },
    async (request, reply) => {
      requireAdmin(request);
      const { slug } = request.params;
      if (!(await findFund(deps.db, slug))) throw new HttpError(404, 'Fund not found.');
      const template = await templateFor(deps.signing, slug);
      return sendPdf(reply, { bytes: template.bytes, fileName: `subscription-agreement-${slug}-template.pdf` }, true);
    },
  );

  // The agreement and the tax form signed with it, as the admin downloads them.
  for (const [document, pdfOf] of [
    ['document', agreementPdf],
    ['tax-form', taxFormPdf],
  ] as const) {
    app.get<{ Params: { transactionId: string } }>(
      `/api/admin/signing/transactions/:transactionId/${document}`,
      { schema: { params: transactionParamsSchema, response: { 200: pdfAnswer } } },
      async (request, reply) => {
        const auth = requireAdmin(request);
        const state = await envelopeFor(deps, {
          transactionId: request.params.transactionId,
          userId: auth.user.id,
          isAdmin: true,
        });
        return sendPdf(reply, await pdfOf(deps, state, evidenceOf(request, deps.now())), true);
      },
    );
  }

  app.get<{ Params: { transactionId: string } }>(
    '/api/admin/signing/transactions/:transactionId/events',
    { schema: { params: transactionParamsSchema, response: { 200: signingEventsAnswer } } },
    async (request): Promise<SigningEventsAnswer> => {
      const auth = requireAdmin(request);
      const state = await envelopeFor(deps, {
        transactionId: request.params.transactionId,
        userId: auth.user.id,
        isAdmin: true,
      });
      const events = await deps.signing.events.list(state.envelopeId);
      return {
        envelopeId: state.envelopeId,
        status: state.status,
        sealedSha256: state.sealedSha256,
        events: events.map(({ envelopeId: _e, ...event }) => ({ ...event, at: event.at.toISOString() })),
      };
    },
  );
};
