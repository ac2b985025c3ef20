// The back office manages a fund's data room (docs/data-room.md 'Back office'): documents (upload, details, order,
// new versions, removal), the NDA setting and text, and who read what. Every change is an audited admin action.
import type { FastifyError, FastifyInstance } from 'fastify';
import { ValidationError } from 'yup';
import { DATA_ROOM_MAX_BYTES, DATA_ROOM_MESSAGES } from '../../../shared/api/data-room';
import {
  DATA_ROOM_FIELD_MESSAGES,
  type DocumentDetails,
  dataRoomSettingsSchema,
  documentDetailsSchema,
} from '../../../shared/schemas/data-room.schema';
import { recordAdminAction } from '../../audit/record-action';
import { FIELDS_TO_CORRECT, HttpError } from '../../http-error';
import { fundSlugSchema, objectSchema } from '../../schema-parts';
import { requireAdmin } from '../auth-and-accounts/public-api';
import { adminDataRoomView } from './admin-data-room';
import { adminDataRoomViewAnswer, stampedPdfAnswer } from './data-room-answers';
import type { DataRoomDeps } from './data-room-deps';
import { documentIdSchema, sendStamped } from './data-room-routes';
import { requireFund } from './data-room-view';
import { noticeNewDocument } from './document-notices';
import { checkDataRoomFile } from './file-check';
import { stampedCopy } from './stamp';

/** A body carrying one whole file in base64 (4/3 of it) and the document's details. */
export const DATA_ROOM_BODY_LIMIT_BYTES = Math.ceil(DATA_ROOM_MAX_BYTES / 3) * 4 + 64 * 1024;

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const fileSchema = objectSchema({ fileName: text(1000), dataBase64: text(DATA_ROOM_BODY_LIMIT_BYTES) }, []);
const slugParams = objectSchema({ slug: fundSlugSchema }, ['slug']);
const documentParams = objectSchema({ slug: fundSlugSchema, documentId: documentIdSchema }, ['slug', 'documentId']);
const detailsProperties = { title: text(1000), category: text(100), accessLevel: text(100) };

type SlugParams = { slug: string };
type DocumentParams = { slug: string; documentId: string };
type FileBody = { fileName?: string; dataBase64?: string };

/** Field path → message of every failing rule; the values when none fails. */
const validated = async <T>(
  schema: { validate: (value: unknown, options: object) => Promise<unknown> },
  values: unknown,
): Promise<{ values?: T; fields: Record<string, string> }> => {
  try {
    return { values: (await schema.validate(values, { abortEarly: false, stripUnknown: true })) as T, fields: {} };
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const fields: Record<string, string> = {};
    for (const issue of error.inner) if (issue.path) fields[issue.path] ??= issue.message;
    return { fields };
  }
};

const isBodyTooLarge = (error: FastifyError): boolean => error.code === 'FST_ERR_CTP_BODY_TOO_LARGE';

export const adminDataRoomRoutes = async (app: FastifyInstance, { deps }: { deps: DataRoomDeps }): Promise<void> => {
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    if (!isBodyTooLarge(error)) throw error;
    return reply
      .status(413)
      .send({ message: DATA_ROOM_MESSAGES.tooLarge, fields: { file: DATA_ROOM_MESSAGES.tooLarge } });
  });

  const base = '/api/admin/funds/:slug/data-room';
  const response = { 200: adminDataRoomViewAnswer };
  const created = { 201: adminDataRoomViewAnswer };

  /** The fund's document, or 404: a document of another fund is not in this room. */
  const documentOf = async (slug: string, documentId: string) => {
    const found = await requireFund(deps, slug);
    const document = await deps.dataRoom.findDocument(found.fund.integrationId, documentId);
    if (!document) throw new HttpError(404, DATA_ROOM_MESSAGES.notFound);
    return { found, document };
  };

  app.get<{ Params: SlugParams }>(base, { schema: { params: slugParams, response } }, async (request) => {
    requireAdmin(request);
    return adminDataRoomView(deps, await requireFund(deps, request.params.slug));
  });

  app.post<{ Params: SlugParams; Body: { ndaRequired: boolean; ndaText?: string } }>(
    `${base}/settings`,
    {
      schema: {
        params: slugParams,
        body: objectSchema({ ndaRequired: { type: 'boolean' }, ndaText: text(40_000) }, ['ndaRequired']),
        response,
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const found = await requireFund(deps, request.params.slug);
      const checked = await validated<{ ndaRequired: boolean; ndaText: string }>(dataRoomSettingsSchema, request.body);
      if (!checked.values) throw new HttpError(400, FIELDS_TO_CORRECT, { fields: checked.fields });
      await deps.dataRoom.saveSettings(found.fund.integrationId, checked.values, deps.now());
      await recordAdminAction(deps, {
        actorUserId: admin.user.id,
        action: 'data-room.settings-changed',
        target: found.fund.slug,
        details: { ndaRequired: checked.values.ndaRequired, customText: checked.values.ndaText !== '' },
      });
      return adminDataRoomView(deps, found);
    },
  );

  app.post<{ Params: SlugParams; Body: Partial<DocumentDetails> & { file?: FileBody } }>(
    `${base}/documents`,
    {
      bodyLimit: DATA_ROOM_BODY_LIMIT_BYTES,
      schema: {
        params: slugParams,
        body: objectSchema({ ...detailsProperties, file: fileSchema }, []),
        response: created,
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const found = await requireFund(deps, request.params.slug);
      const { file, ...details } = request.body;
      const [checked, upload] = await Promise.all([
        validated<DocumentDetails>(documentDetailsSchema, details),
        checkDataRoomFile(file),
      ]);
      const fields = { ...checked.fields, ...(!upload.ok && { file: upload.message }) };
      if (!checked.values || !upload.ok) {
        const onlyFile = !upload.ok && Object.keys(checked.fields).length === 0;
        const status = onlyFile && !upload.ok ? upload.status : 400;
        throw new HttpError(status, onlyFile ? (fields.file ?? FIELDS_TO_CORRECT) : FIELDS_TO_CORRECT, { fields });
      }
      const document = await deps.dataRoom.createDocument(
        found.fund.integrationId,
        checked.values,
        upload.file,
        admin.user.id,
      );
      const mailedInvestors = await noticeNewDocument(deps, { found, document });
      await recordAdminAction(deps, {
        actorUserId: admin.user.id,
        action: 'data-room.document-added',
        target: found.fund.slug,
        details: { documentId: document.id, title: document.title, sha256: upload.file.sha256, mailedInvestors },
      });
      return reply.status(201).send(await adminDataRoomView(deps, found));
    },
  );

  app.post<{ Params: DocumentParams; Body: Partial<DocumentDetails> }>(
    `${base}/documents/:documentId`,
    { schema: { params: documentParams, body: objectSchema(detailsProperties, []), response } },
    async (request) => {
      const admin = requireAdmin(request);
      const { found, document } = await documentOf(request.params.slug, request.params.documentId);
      const checked = await validated<DocumentDetails>(documentDetailsSchema, request.body);
      if (!checked.values) throw new HttpError(400, FIELDS_TO_CORRECT, { fields: checked.fields });
      await deps.dataRoom.updateDetails(document.id, checked.values);
      await recordAdminAction(deps, {
        actorUserId: admin.user.id,
        action: 'data-room.document-changed',
        target: found.fund.slug,
        details: {
          documentId: document.id,
          before: { title: document.title, accessLevel: document.accessLevel },
          after: checked.values,
        },
      });
      return adminDataRoomView(deps, found);
    },
  );

  app.post<{ Params: DocumentParams; Body: { file?: FileBody } }>(
    `${base}/documents/:documentId/versions`,
    {
      bodyLimit: DATA_ROOM_BODY_LIMIT_BYTES,
      schema: { params: documentParams, body: objectSchema({ file: fileSchema }, []), response: created },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const { found, document } = await documentOf(request.params.slug, request.params.documentId);
      const upload = await checkDataRoomFile(request.body.file);
      if (!upload.ok) throw new HttpError(upload.status, upload.message, { fields: { file: upload.message } });
      const version = await deps.dataRoom.addVersion(document.id, upload.file, admin.user.id);
      const mailedInvestors = await noticeNewDocument(deps, { found, document, version });
      await recordAdminAction(deps, {
        actorUserId: admin.user.id,
        action: 'data-room.version-added',
        target: found.fund.slug,
        details: {
          documentId: document.id,
          title: document.title,
          version,
          sha256: upload.file.sha256,
          mailedInvestors,
        },
      });
      return reply.status(201).send(await adminDataRoomView(deps, found));
    },
  );

  app.post<{ Params: DocumentParams }>(
    `${base}/documents/:documentId/remove`,
    { schema: { params: documentParams, body: objectSchema({}, []), response } },
    async (request) => {
      const admin = requireAdmin(request);
      const { found, document } = await documentOf(request.params.slug, request.params.documentId);
      await deps.dataRoom.archive(document.id, deps.now());
      await recordAdminAction(deps, {
        actorUserId: admin.user.id,
        action: 'data-room.document-removed',
        target: found.fund.slug,
        details: { documentId: document.id, title: document.title },
      });
      return adminDataRoomView(deps, found);
    },
  );

  app.post<{ Params: SlugParams; Body: { documentIds: string[] } }>(
    `${base}/order`,
    {
      schema: {
        params: slugParams,
        body: objectSchema({ documentIds: { type: 'array', maxItems: 500, items: documentIdSchema } }, ['documentIds']),
        response,
      },
    },
    async (request) => {
      const admin = requireAdmin(request);
      const found = await requireFund(deps, request.params.slug);
      const documents = await deps.dataRoom.documentsOf(found.fund.integrationId);
      const wanted = request.body.documentIds;
      const isPermutation =
        wanted.length === documents.length &&
        new Set(wanted).size === wanted.length &&
        documents.every((d) => wanted.includes(d.id));
      if (!isPermutation) {
        throw new HttpError(400, DATA_ROOM_FIELD_MESSAGES.order, {
          fields: { documentIds: DATA_ROOM_FIELD_MESSAGES.order },
        });
      }
      await deps.dataRoom.reorder(wanted);
      await recordAdminAction(deps, {
        actorUserId: admin.user.id,
        action: 'data-room.reordered',
        target: found.fund.slug,
        details: { documentIds: wanted },
      });
      return adminDataRoomView(deps, found);
    },
  );

  /** Any version, as the admin reads it: stamped for them like every copy that leaves the portal. */
  app.get<{ Params: DocumentParams & { version: string } }>(
    `${base}/documents/:documentId/versions/:version`,
    {
      schema: {
        params: objectSchema(
          {
            slug: fundSlugSchema,
            documentId: documentIdSchema,
            version: { type: 'string', pattern: '^[1-9][0-9]{0,5}$' },
          },
          ['slug', 'documentId', 'version'],
        ),
        response: { 200: stampedPdfAnswer },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const { document } = await documentOf(request.params.slug, request.params.documentId);
      const version = await deps.dataRoom.findVersion(document.id, Number(request.params.version));
      if (!version) throw new HttpError(404, DATA_ROOM_MESSAGES.notFound);
      const name = `${admin.user.firstName} ${admin.user.lastName}`.trim() || admin.user.email;
      const stamped = await stampedCopy(
        { bytes: await deps.dataRoom.openVersion(version.id), contentType: version.contentType, title: document.title },
        { name, email: admin.user.email },
        deps.now(),
      );
      return sendStamped(reply, stamped, `${document.title} (version ${version.version})`, false);
    },
  );
};
