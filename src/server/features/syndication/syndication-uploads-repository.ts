// The documents of the syndication sign-up (docs/syndication.md 'Uploads'): stored sealed with the data cipher, like
// tax ids and signed agreements; opened only to be served to their owner or to an administrator.
import { eq } from 'drizzle-orm';
import type { UploadContentType, VerificationKind } from '../../../shared/api/syndication';
import type { Db } from '../../db/database';
import { syndicationUploads } from '../../db/schema/syndication';
import type { DataCipher } from '../../security/data-cipher';

export type NewUpload = {
  ownerUserId: string;
  kind: VerificationKind;
  fileName: string;
  contentType: UploadContentType;
  bytes: Uint8Array;
  sha256: string;
};

export type UploadInfo = {
  id: string;
  ownerUserId: string;
  kind: VerificationKind;
  fileName: string;
  contentType: UploadContentType;
  byteLength: number;
  sha256: string;
  createdAt: Date;
};

export type OpenedUpload = UploadInfo & { bytes: Buffer };

/** The columns of an upload without its content (the review queue selects them too). */
export const uploadInfoColumns = {
  id: syndicationUploads.id,
  ownerUserId: syndicationUploads.ownerUserId,
  kind: syndicationUploads.kind,
  fileName: syndicationUploads.fileName,
  contentType: syndicationUploads.contentType,
  byteLength: syndicationUploads.byteLength,
  sha256: syndicationUploads.sha256,
  createdAt: syndicationUploads.createdAt,
};

export const createSyndicationUploadsRepository = (db: Db, cipher: DataCipher) => ({
  create: async (upload: NewUpload): Promise<UploadInfo> => {
    const [row] = await db
      .insert(syndicationUploads)
      .values({
        ownerUserId: upload.ownerUserId,
        kind: upload.kind,
        fileName: upload.fileName,
        contentType: upload.contentType,
        byteLength: upload.bytes.length,
        sha256: upload.sha256,
        content: cipher.encryptBytes(upload.bytes),
      })
      .returning(uploadInfoColumns);
    if (!row) throw new Error('The upload was not saved');
    return row;
  },

  findInfo: async (id: string): Promise<UploadInfo | undefined> => {
    const [row] = await db.select(uploadInfoColumns).from(syndicationUploads).where(eq(syndicationUploads.id, id));
    return row;
  },

  /** The upload with its plain bytes. */
  open: async (id: string): Promise<OpenedUpload | undefined> => {
    const [row] = await db.select().from(syndicationUploads).where(eq(syndicationUploads.id, id));
    if (!row) return undefined;
    const { content, ...rest } = row;
    return { ...rest, bytes: cipher.decryptBytes(content) };
  },
});
