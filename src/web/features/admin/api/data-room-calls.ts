// Back-office data-room calls (docs/data-room.md 'Back office'): each write answers the whole room again.
import type { AdminDataRoomView } from '../../../../shared/api/data-room';
import type { DocumentDetails } from '../../../../shared/schemas/data-room.schema';
import { adminRequest } from './admin-request';
import { adminUpload, type UploadProgress } from './admin-upload';

export type DataRoomFile = { fileName: string; dataBase64: string };

const roomPath = (slug: string) => `/api/admin/funds/${encodeURIComponent(slug)}/data-room`;
const documentPath = (slug: string, documentId: string) =>
  `${roomPath(slug)}/documents/${encodeURIComponent(documentId)}`;

export const getDataRoom = (slug: string, signal?: AbortSignal) =>
  adminRequest<AdminDataRoomView>({ path: roomPath(slug), signal });

export const saveDataRoomSettings = (slug: string, settings: { ndaRequired: boolean; ndaText: string }) =>
  adminRequest<AdminDataRoomView>({ path: `${roomPath(slug)}/settings`, method: 'POST', body: settings });

export const addDocument = (
  slug: string,
  document: DocumentDetails & { file: DataRoomFile },
  onProgress: UploadProgress,
) => adminUpload<AdminDataRoomView>({ path: `${roomPath(slug)}/documents`, body: document, onProgress });

export const updateDocumentDetails = (slug: string, documentId: string, details: DocumentDetails) =>
  adminRequest<AdminDataRoomView>({ path: documentPath(slug, documentId), method: 'POST', body: details });

export const addDocumentVersion = (slug: string, documentId: string, file: DataRoomFile, onProgress: UploadProgress) =>
  adminUpload<AdminDataRoomView>({ path: `${documentPath(slug, documentId)}/versions`, body: { file }, onProgress });

export const removeDocument = (slug: string, documentId: string) =>
  adminRequest<AdminDataRoomView>({ path: `${documentPath(slug, documentId)}/remove`, method: 'POST', body: {} });

export const reorderDocuments = (slug: string, documentIds: string[]) =>
  adminRequest<AdminDataRoomView>({ path: `${roomPath(slug)}/order`, method: 'POST', body: { documentIds } });

/** The stamped PDF of one version, for a link that opens it. */
export const versionPath = (slug: string, documentId: string, version: number) =>
  `${documentPath(slug, documentId)}/versions/${version}`;
