// The data room's calls (docs/data-room.md): the room as this visitor sees it, the NDA accepted, and the pages the
// viewer showed. A document itself is fetched by the viewer or the browser's download, at `documentFileUrl`.
import type { DataRoomView } from '../../../../shared/api/data-room';
import { apiRequest } from '../../../lib/api/http';
import { dataRoomApiPath } from '../../../lib/api/page-api-paths';

export const documentFileUrl = (slug: string, documentId: string, isDownload = false): string =>
  `${dataRoomApiPath(slug)}/documents/${encodeURIComponent(documentId)}${isDownload ? '?download=true' : ''}`;

export const getDataRoom = (slug: string, signal?: AbortSignal): Promise<DataRoomView> =>
  apiRequest({ endpoint: 'GET /api/fund/:slug/data-room', path: dataRoomApiPath(slug), signal });

export const acceptDataRoomNda = (slug: string, textSha256: string): Promise<DataRoomView> =>
  apiRequest({
    endpoint: 'POST /api/fund/:slug/data-room/nda',
    path: `${dataRoomApiPath(slug)}/nda`,
    method: 'POST',
    body: { textSha256 },
  });

export const reportPagesSeen = (slug: string, documentId: string, pages: number[]): Promise<{ recorded: boolean }> =>
  apiRequest({
    endpoint: 'POST /api/fund/:slug/data-room/documents/:documentId/pages',
    path: `${dataRoomApiPath(slug)}/documents/${encodeURIComponent(documentId)}/pages`,
    method: 'POST',
    body: { pages },
  });
