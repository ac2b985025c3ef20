// Sign-up steps 3 and 4 (docs/syndication.md 'Uploads'): each carries one document as base64 in its JSON body, so
// only these two routes accept bodies up to UPLOAD_BODY_LIMIT_BYTES; a larger body is answered 413 with the size
// message. The fields are validated with the shared yup schemas and the file by its content, together, before
// anything is stored; the step itself is one database transaction.
import type { FastifyError, FastifyInstance } from 'fastify';
import { type ObjectSchema, ValidationError } from 'yup';
import type { AccreditationRequest, IdentityRequest } from '../../../shared/api/syndication';
import { UPLOAD_MESSAGES } from '../../../shared/schemas/fields/upload';
import { syndicationAccreditationSchema } from '../../../shared/schemas/syndication-accreditation.schema';
import { syndicationIdentitySchema } from '../../../shared/schemas/syndication-identity.schema';
import { FIELDS_TO_CORRECT, HttpError } from '../../http-error';
import { objectSchema } from '../../schema-parts';
import { type CheckedUpload, checkUpload, UPLOAD_BODY_LIMIT_BYTES } from '../../security/upload-check';
import { requireProofStep, submitAccreditation, submitIdentity } from './sign-up-steps';
import { syndicationStatusAnswer } from './syndication-answers';
import type { SyndicationDeps } from './syndication-deps';
import { callerOf } from './syndication-routes';
import { syndicationStatus } from './syndication-status';

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/** Types only: a missing field gets the step schema's own message, not the validator's. */
const documentSchema = objectSchema({ fileName: text(1000), dataBase64: text(UPLOAD_BODY_LIMIT_BYTES) }, []);

const identityBodySchema = objectSchema(
  {
    legalName: text(1000),
    dateOfBirth: text(100),
    residence: objectSchema(
      { country: text(100), state: text(300), city: text(300), addressLine1: text(300), postalCode: text(100) },
      [],
    ),
    document: documentSchema,
  },
  [],
);

const accreditationBodySchema = objectSchema({ basis: text(100), document: documentSchema }, []);

/** Field path → message of every failing rule of the step's schema. */
const fieldErrors = async <T extends object>(
  schema: ObjectSchema<T>,
  values: unknown,
): Promise<{ values: T | undefined; fields: Record<string, string> }> => {
  try {
    return { values: (await schema.validate(values, { abortEarly: false, stripUnknown: true })) as T, fields: {} };
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const fields: Record<string, string> = {};
    for (const issue of error.inner) if (issue.path) fields[issue.path] ??= issue.message;
    return { values: undefined, fields };
  }
};

/** The step's values and checked file, or one 400 naming every problem (the file's own message when it is alone). */
const validated = async <T extends object>(
  schema: ObjectSchema<T>,
  { document, ...values }: { document?: { fileName?: string; dataBase64?: string } },
): Promise<{ values: T; upload: CheckedUpload }> => {
  const checked = await fieldErrors(schema, values);
  const file =
    document?.dataBase64 === undefined
      ? ({ ok: false, message: UPLOAD_MESSAGES.required } as const)
      : checkUpload({ fileName: document.fileName ?? '', dataBase64: document.dataBase64 });
  const fields = { ...checked.fields, ...(!file.ok && { document: file.message }) };
  if (!checked.values || !file.ok) {
    const onlyFile = !file.ok && Object.keys(checked.fields).length === 0;
    throw new HttpError(400, onlyFile ? file.message : FIELDS_TO_CORRECT, { fields });
  }
  return { values: checked.values, upload: file.upload };
};

const isBodyTooLarge = (error: FastifyError): boolean => error.code === 'FST_ERR_CTP_BODY_TOO_LARGE';

export const syndicationUploadRoutes = async (
  app: FastifyInstance,
  { deps }: { deps: SyndicationDeps },
): Promise<void> => {
  // Within this plugin only: a body over the limit is a file over 10 MB, said so; anything else goes to the app's handler.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (!isBodyTooLarge(error)) throw error;
    return reply
      .status(413)
      .send({ message: UPLOAD_MESSAGES.tooLarge, fields: { document: UPLOAD_MESSAGES.tooLarge } });
  });

  app.post<{ Body: Partial<IdentityRequest> }>(
    '/api/syndication/identity',
    {
      bodyLimit: UPLOAD_BODY_LIMIT_BYTES,
      schema: { body: identityBodySchema, response: { 200: syndicationStatusAnswer } },
    },
    async (request) => {
      const caller = callerOf(deps, request);
      await requireProofStep(deps, caller.user.id, 'identity');
      const { values, upload } = await validated(syndicationIdentitySchema(deps.now()), request.body);
      await submitIdentity(deps, caller, values, upload);
      return syndicationStatus(deps, caller.user.id);
    },
  );

  app.post<{ Body: Partial<AccreditationRequest> }>(
    '/api/syndication/accreditation',
    {
      bodyLimit: UPLOAD_BODY_LIMIT_BYTES,
      schema: { body: accreditationBodySchema, response: { 200: syndicationStatusAnswer } },
    },
    async (request) => {
      const caller = callerOf(deps, request);
      await requireProofStep(deps, caller.user.id, 'accreditation');
      const { values, upload } = await validated(syndicationAccreditationSchema, request.body);
      await submitAccreditation(deps, caller, values, upload);
      return syndicationStatus(deps, caller.user.id);
    },
  );
};
