// The investor's data room (docs/data-room.md): the room as this visitor sees it, a document stamped for them (to
// view or download, each recorded), the click-through NDA, and the pages the viewer showed.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DATA_ROOM_MESSAGES } from '../../../shared/api/data-room';
import { DATA_ROOM_FIELD_MESSAGES, pagesSeenSchema } from '../../../shared/schemas/data-room.schema';
import { recordAuditEntry } from '../../audit/audit-log-repository';
import { HttpError } from '../../http-error';
import { fundSlugSchema, objectSchema } from '../../schema-parts';
import { createThrottle, requireAuth } from '../auth-and-accounts/public-api';
import { accessOf } from './access';
import { dataRoomViewAnswer, pagesRecordedAnswer, stampedPdfAnswer } from './data-room-answers';
import type { DataRoomDeps } from './data-room-deps';
import { dataRoomView, requireFund, visitorOf } from './data-room-view';
import { ndaHash } from './nda';
import { type StampReader, stampedCopy, stampLine } from './stamp';

/** A uuid: anything else is a document no room holds (and never reaches the database as one). */
export const documentIdSchema = {
  type: 'string',
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
} as const;

const slugSchema = { ...fundSlugSchema, pattern: '^[A-Za-z0-9][A-Za-z0-9-]*$' } as const;
const slugParams = objectSchema({ slug: slugSchema }, ['slug']);
const documentParams = objectSchema({ slug: slugSchema, documentId: documentIdSchema }, ['slug', 'documentId']);

type SlugParams = { slug: string };
type DocumentParams = { slug: string; documentId: string };

/** How long after opening a document the viewer's page reports still count toward that view. */
const PAGE_REPORT_WINDOW_MS = 6 * 60 * 60 * 1000;

/** The file name a copy is saved under: the title in plain characters, and the exact title for browsers that read it. */
export const contentDisposition = (kind: 'inline' | 'attachment', title: string): string => {
  const plain =
    title
      .replace(/[^A-Za-z0-9 ._()-]+/g, '-')
      .trim()
      .slice(0, 150) || 'document';
  return `${kind}; filename="${plain}.pdf"; filename*=UTF-8''${encodeURIComponent(`${title.slice(0, 150)}.pdf`)}`;
};

export const sendStamped = (reply: FastifyReply, bytes: Uint8Array, title: string, isDownload: boolean) =>
  reply
    .type('application/pdf')
    .header('content-disposition', contentDisposition(isDownload ? 'attachment' : 'inline', title))
    .header(
      'content-security-policy',
      "default-src 'none'; object-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
    )
    .send(Buffer.from(bytes));

/** Public copies are the same for every visitor within a minute (their stamp names no one): made once, kept a while. */
const PUBLIC_COPIES_MAX_BYTES = 64 * 1024 * 1024;

const createPublicCopies = () => {
  const copies = new Map<string, Uint8Array>();
  let bytes = 0;
  return {
    get: (key: string) => copies.get(key),
    set: (key: string, copy: Uint8Array) => {
      if (copy.byteLength > PUBLIC_COPIES_MAX_BYTES) return;
      copies.set(key, copy);
      bytes += copy.byteLength;
      // The oldest go first (a Map keeps the order things were put in).
      for (const [oldKey, old] of copies) {
        if (bytes <= PUBLIC_COPIES_MAX_BYTES) break;
        copies.delete(oldKey);
        bytes -= old.byteLength;
      }
    },
  };
};

export const dataRoomRoutes = async (app: FastifyInstance, { deps }: { deps: DataRoomDeps }): Promise<void> => {
  // A logged-out visitor reads public documents: so many copies per network address (RateLimits.publicReadsPerAddress).
  const throttlePublicReads = createThrottle(
    app,
    'public-read:address',
    app.deps.config.rateLimits.publicReadsPerAddress,
  );
  const publicCopies = createPublicCopies();
  const viewSchema = { params: slugParams, response: { 200: dataRoomViewAnswer } };
  app.get<{ Params: SlugParams }>('/api/fund/:slug/data-room', { schema: viewSchema }, async (request) => {
    const found = await requireFund(deps, request.params.slug);
    const visitor = await visitorOf(deps, request, found);
    return dataRoomView(deps, found, visitor);
  });

  app.get<{ Params: DocumentParams; Querystring: { download?: 'true' | 'false' } }>(
    '/api/fund/:slug/data-room/documents/:documentId',
    {
      schema: {
        params: documentParams,
        querystring: objectSchema({ download: { type: 'string', enum: ['true', 'false'] } }, []),
        response: { 200: stampedPdfAnswer },
      },
    },
    async (request, reply) => {
      const found = await requireFund(deps, request.params.slug);
      const document = await deps.dataRoom.findDocument(found.fund.integrationId, request.params.documentId);
      if (!document) throw new HttpError(404, DATA_ROOM_MESSAGES.notFound);
      const visitor = await visitorOf(deps, request, found);
      const access = accessOf(document.accessLevel, visitor.reader);
      if (access === 'login') requireAuth(request, found.fund.slug);
      if (access === 'nda') throw new HttpError(403, DATA_ROOM_MESSAGES.ndaNeeded, { ndaRequired: true });
      if (access === 'subscription') throw new HttpError(403, DATA_ROOM_MESSAGES.subscriptionNeeded);
      const version = await deps.dataRoom.findVersion(document.id);
      if (!version) throw new HttpError(404, DATA_ROOM_MESSAGES.notFound);
      const at = deps.now();
      const isDownload = request.query.download === 'true';
      const reader = visitor.stampName satisfies StampReader | null;
      if (reader === null) await throttlePublicReads(request, request.ip);
      const publicKey = reader === null ? `${version.id}:${stampLine(null, at)}` : null;
      const cached = publicKey ? publicCopies.get(publicKey) : undefined;
      const stamped =
        cached ??
        (await stampedCopy(
          {
            bytes: await deps.dataRoom.openVersion(version.id),
            contentType: version.contentType,
            title: document.title,
          },
          reader,
          at,
        ));
      if (publicKey && !cached) publicCopies.set(publicKey, stamped);
      await deps.dataRoom.recordEvent({
        documentId: document.id,
        versionId: version.id,
        userId: visitor.userId,
        impersonatorUserId: visitor.impersonatorUserId,
        kind: isDownload ? 'download' : 'view',
      });
      return sendStamped(reply, stamped, document.title, isDownload);
    },
  );

  app.post<{ Params: SlugParams; Body: { textSha256: string } }>(
    '/api/fund/:slug/data-room/nda',
    {
      schema: {
        params: slugParams,
        body: objectSchema({ textSha256: { type: 'string', pattern: '^[0-9a-f]{64}$' } }, ['textSha256']),
        response: { 200: dataRoomViewAnswer },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const found = await requireFund(deps, request.params.slug);
      // A consent is the investor's own, like a signature: an admin acting as them cannot give it.
      if (auth.impersonator) throw new HttpError(403, DATA_ROOM_MESSAGES.ndaOwnOnly);
      const visitor = await visitorOf(deps, request, found);
      if (!visitor.reader.ndaRequired) throw new HttpError(409, DATA_ROOM_MESSAGES.ndaNotRequired);
      if (request.body.textSha256 !== ndaHash(visitor.ndaText)) {
        throw new HttpError(409, DATA_ROOM_MESSAGES.ndaChanged);
      }
      const isNew = await deps.dataRoom.acceptNda({
        fundId: found.fund.integrationId,
        userId: auth.actingUser.id,
        textSha256: request.body.textSha256,
        acceptedAt: deps.now(),
        ip: request.ip ?? null,
        userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
      });
      if (isNew) {
        await recordAuditEntry(deps.db, {
          actorUserId: auth.user.id,
          impersonatedUserId: null,
          action: 'data-room.nda-accepted',
          target: found.fund.slug,
          details: { textSha256: request.body.textSha256 },
        });
      }
      return dataRoomView(deps, found, await visitorOf(deps, request, found));
    },
  );

  app.post<{ Params: DocumentParams; Body: { pages: number[] } }>(
    '/api/fund/:slug/data-room/documents/:documentId/pages',
    {
      schema: {
        params: documentParams,
        body: objectSchema({ pages: { type: 'array', maxItems: 2000, items: { type: 'integer' } } }, ['pages']),
        response: { 200: pagesRecordedAnswer, 202: pagesRecordedAnswer },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const found = await requireFund(deps, request.params.slug);
      const document = await deps.dataRoom.findDocument(found.fund.integrationId, request.params.documentId);
      if (!document) throw new HttpError(404, DATA_ROOM_MESSAGES.notFound);
      const { pages } = await pagesSeenSchema.validate(request.body).catch(() => {
        throw new HttpError(400, DATA_ROOM_FIELD_MESSAGES.pages);
      });
      const version = await deps.dataRoom.findVersion(document.id);
      const valid = pages.filter((page) => page <= (version?.pageCount ?? 0));
      if (valid.length !== pages.length) throw new HttpError(400, DATA_ROOM_FIELD_MESSAGES.pages);
      const since = new Date(deps.now().getTime() - PAGE_REPORT_WINDOW_MS);
      const recorded =
        valid.length > 0 && (await deps.dataRoom.addPagesSeen(auth.actingUser.id, document.id, valid, since));
      return reply.status(recorded ? 200 : 202).send({ recorded });
    },
  );
};
