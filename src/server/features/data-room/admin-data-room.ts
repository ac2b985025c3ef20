// The back office's data room (docs/data-room.md 'Back office'): each document with its versions and who opened it,
// each investor with what they opened, and the NDA acceptances with their evidence.
import type { AdminDataRoomView, AdminInvestorReading, AdminReader } from '../../../shared/api/data-room';
import type { FundWithSettings } from '../funds/public-api';
import type { DataRoomDeps } from './data-room-deps';
import { standardNdaText } from './nda';

const nameOf = (user: { firstName: string; lastName: string; email: string }) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;

const ANONYMOUS = 'Logged-out visitors';

export const adminDataRoomView = async (deps: DataRoomDeps, found: FundWithSettings): Promise<AdminDataRoomView> => {
  const fundId = found.fund.integrationId;
  const [settings, documents, events, acceptances] = await Promise.all([
    deps.dataRoom.settingsOf(fundId),
    deps.dataRoom.documentsOf(fundId),
    deps.dataRoom.eventsOf(fundId),
    deps.dataRoom.ndaAcceptancesOf(fundId),
  ]);
  const people = new Map(
    (await deps.dataRoom.usersNamed([...new Set(events.flatMap((e) => (e.userId ? [e.userId] : [])))])).map((u) => [
      u.id,
      u,
    ]),
  );

  const readersByDocument = new Map<string, Map<string, AdminReader>>();
  const byInvestor = new Map<string, AdminInvestorReading>();
  for (const event of events) {
    const person = event.userId ? people.get(event.userId) : undefined;
    const key = event.userId ?? 'anonymous';
    const readers = readersByDocument.get(event.documentId) ?? new Map<string, AdminReader>();
    readersByDocument.set(event.documentId, readers);
    const reader = readers.get(key) ?? {
      userId: event.userId,
      name: person ? nameOf(person) : ANONYMOUS,
      email: person?.email ?? null,
      views: 0,
      downloads: 0,
      lastAt: event.createdAt.toISOString(),
      pagesSeen: [],
    };
    reader[event.kind === 'view' ? 'views' : 'downloads'] += 1;
    reader.pagesSeen = [...new Set([...reader.pagesSeen, ...event.pagesSeen])].sort((a, b) => a - b);
    readers.set(key, reader);

    if (!event.userId || !person) continue;
    const investor = byInvestor.get(event.userId) ?? {
      userId: event.userId,
      name: nameOf(person),
      email: person.email,
      documents: [],
    };
    byInvestor.set(event.userId, investor);
    let opened = investor.documents.find((d) => d.documentId === event.documentId);
    if (!opened) {
      opened = {
        documentId: event.documentId,
        title: event.title,
        versions: [],
        views: 0,
        downloads: 0,
        lastAt: event.createdAt.toISOString(),
      };
      investor.documents.push(opened);
    }
    if (!opened.versions.includes(event.version)) opened.versions = [...opened.versions, event.version].sort();
    opened[event.kind === 'view' ? 'views' : 'downloads'] += 1;
  }

  return {
    fund: { slug: found.fund.slug, name: found.fund.name },
    settings: { ...settings, defaultNdaText: standardNdaText(found.fund.legalName) },
    documents: documents.map((document) => ({
      id: document.id,
      title: document.title,
      category: document.category,
      accessLevel: document.accessLevel,
      position: document.position,
      versions: document.versions.map((v) => ({
        version: v.version,
        fileName: v.fileName,
        contentType: v.contentType,
        byteLength: v.byteLength,
        pageCount: v.pageCount,
        sha256: v.sha256,
        createdAt: v.createdAt.toISOString(),
      })),
      readers: [...(readersByDocument.get(document.id)?.values() ?? [])],
    })),
    ndaAcceptances: acceptances.map((a) => ({
      userId: a.userId,
      name: nameOf(a),
      email: a.email,
      acceptedAt: a.acceptedAt.toISOString(),
      ip: a.ip,
      userAgent: a.userAgent,
      textSha256: a.textSha256,
    })),
    investors: [...byInvestor.values()],
  };
};
