// The data room as one visitor sees it (docs/data-room.md): the documents they may open, by the fund's order, with
// "updated on …" where they read an older version; how many more the NDA, a login or a signed subscription would open
// (never their titles); the NDA to accept; and their own reading history.
import type { FastifyRequest } from 'fastify';
import type { ClosedReason, DataRoomDocument, DataRoomHistoryEntry, DataRoomView } from '../../../shared/api/data-room';
import { HttpError } from '../../http-error';
import { hasAdminPowers } from '../auth-and-accounts/public-api';
import type { FundWithSettings } from '../funds/public-api';
import { findFund } from '../funds/public-api';
import { accessOf, type Reader } from './access';
import type { DataRoomDeps } from './data-room-deps';
import type { DocumentWithVersions } from './data-room-repository';
import { ndaHash, ndaParagraphs, ndaTextOf } from './nda';

export const FUND_NOT_FOUND = 'Fund not found.';

export const requireFund = async (deps: DataRoomDeps, slug: string): Promise<FundWithSettings> => {
  const found = await findFund(deps.db, slug.toLowerCase());
  if (!found) throw new HttpError(404, FUND_NOT_FOUND);
  return found;
};

export type Visitor = {
  reader: Reader;
  /** Whose reading it is (the investor, also while an admin acts as them); null when logged out. */
  userId: string | null;
  impersonatorUserId: string | null;
  stampName: { name: string; email: string | null } | null;
  ndaAcceptedAt: Date | null;
  ndaText: string;
};

const fullName = (user: { firstName: string; lastName: string; email: string }): string =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;

export const visitorOf = async (
  deps: DataRoomDeps,
  request: FastifyRequest,
  found: FundWithSettings,
): Promise<Visitor> => {
  const settings = await deps.dataRoom.settingsOf(found.fund.integrationId);
  const ndaText = ndaTextOf(settings, found.fund.legalName);
  const auth = request.auth;
  if (!auth) {
    return {
      reader: {
        kind: 'anonymous',
        ndaRequired: settings.ndaRequired,
        ndaAccepted: false,
        hasSignedSubscription: false,
      },
      userId: null,
      impersonatorUserId: null,
      stampName: null,
      ndaAcceptedAt: null,
      ndaText,
    };
  }
  const user = auth.actingUser;
  const [ndaAcceptedAt, hasSignedSubscription] = await Promise.all([
    deps.dataRoom.ndaAcceptedAt(found.fund.integrationId, user.id),
    deps.dataRoom.hasSignedSubscription(user.id, found.fund.slug),
  ]);
  const isAdmin = hasAdminPowers(auth);
  return {
    reader: {
      kind: isAdmin ? 'admin' : 'investor',
      ndaRequired: settings.ndaRequired,
      ndaAccepted: ndaAcceptedAt !== null,
      hasSignedSubscription,
    },
    userId: user.id,
    impersonatorUserId: auth.impersonator?.id ?? null,
    stampName: { name: fullName(user), email: user.email },
    ndaAcceptedAt,
    ndaText,
  };
};

const documentView = (
  document: DocumentWithVersions,
  seen: ReadonlyMap<string, { versions: Set<number>; lastAt: Date }>,
): DataRoomDocument | null => {
  const newest = document.versions[0];
  if (!newest) return null;
  const reading = seen.get(document.id);
  const sawOlder = reading !== undefined && !reading.versions.has(newest.version);
  return {
    id: document.id,
    title: document.title,
    category: document.category,
    accessLevel: document.accessLevel,
    version: newest.version,
    updatedAt: newest.createdAt.toISOString(),
    pageCount: newest.pageCount,
    byteLength: newest.contentType === 'application/pdf' ? newest.byteLength : 0,
    updatedSinceSeen: sawOlder ? newest.createdAt.toISOString() : null,
    lastOpenedAt: reading ? reading.lastAt.toISOString() : null,
  };
};

export const dataRoomView = async (
  deps: DataRoomDeps,
  found: FundWithSettings,
  visitor: Visitor,
): Promise<DataRoomView> => {
  const fundId = found.fund.integrationId;
  const [documents, events] = await Promise.all([
    deps.dataRoom.documentsOf(fundId),
    visitor.userId ? deps.dataRoom.eventsOf(fundId, visitor.userId) : Promise.resolve([]),
  ]);
  const seen = new Map<string, { versions: Set<number>; lastAt: Date }>();
  for (const event of events) {
    const entry = seen.get(event.documentId) ?? { versions: new Set<number>(), lastAt: event.createdAt };
    entry.versions.add(event.version);
    if (event.createdAt > entry.lastAt) entry.lastAt = event.createdAt;
    seen.set(event.documentId, entry);
  }
  const closed: Record<ClosedReason, number> = { login: 0, nda: 0, subscription: 0 };
  const open: DataRoomDocument[] = [];
  for (const document of documents) {
    const access = accessOf(document.accessLevel, visitor.reader);
    if (access !== 'open') {
      closed[access] += 1;
      continue;
    }
    const view = documentView(document, seen);
    if (view) open.push(view);
  }
  const openIds = new Set(open.map((d) => d.id));
  const history: DataRoomHistoryEntry[] = events
    .filter((event) => openIds.has(event.documentId))
    .slice(0, 50)
    .map((event) => ({
      documentId: event.documentId,
      title: event.title,
      version: event.version,
      kind: event.kind,
      at: event.createdAt.toISOString(),
      pagesSeen: event.pagesSeen,
    }));
  const { fund } = found;
  return {
    fund: { slug: fund.slug, name: fund.name, legalName: fund.legalName, hexColor: fund.hexColor },
    visitor: visitor.reader.kind,
    hasSignedSubscription: visitor.reader.hasSignedSubscription,
    nda: {
      required: visitor.reader.ndaRequired,
      paragraphs: visitor.reader.ndaRequired ? ndaParagraphs(visitor.ndaText) : [],
      textSha256: visitor.reader.ndaRequired ? ndaHash(visitor.ndaText) : '',
      acceptedAt: visitor.ndaAcceptedAt?.toISOString() ?? null,
    },
    documents: open,
    closed,
    history,
  };
};
