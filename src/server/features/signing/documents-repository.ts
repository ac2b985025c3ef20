// Stored PDFs (docs/design.md §6 documents). A document holding a full tax id is sealed with the data cipher, like the
// tax ids themselves; every document keeps the SHA-256 of its plain bytes.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { type DocumentKind, documents } from '../../db/schema/signing';
import type { DataCipher } from '../../security/data-cipher';
import { sha256Hex } from '../../security/sha256';

export type NewDocument = {
  kind: DocumentKind;
  fileName: string;
  bytes: Uint8Array;
  containsTaxId: boolean;
  fundSlug?: string | null;
  ownerUserId?: string | null;
  createdBy?: string | null;
};

export type StoredDocument = {
  id: string;
  kind: DocumentKind;
  fileName: string;
  bytes: Buffer;
  sha256: string;
  isEncrypted: boolean;
  createdAt: Date;
};

type DocumentRow = typeof documents.$inferSelect;

/** A stored document's plain bytes: opened with the data cipher when it holds a tax id. */
export const documentBytes = (row: Pick<DocumentRow, 'content' | 'isEncrypted'>, cipher: DataCipher): Buffer =>
  row.isEncrypted ? Buffer.from(cipher.decrypt(row.content.toString('utf8')), 'base64') : row.content;

const open = (row: DocumentRow, cipher: DataCipher): StoredDocument => ({
  id: row.id,
  kind: row.kind,
  fileName: row.fileName,
  bytes: documentBytes(row, cipher),
  sha256: row.sha256,
  isEncrypted: row.isEncrypted,
  createdAt: row.createdAt,
});

export const createDocumentsRepository = (db: Db, cipher: DataCipher) => ({
  create: async (document: NewDocument): Promise<{ id: string; sha256: string }> => {
    const plain = Buffer.from(document.bytes);
    const content = document.containsTaxId ? Buffer.from(cipher.encrypt(plain.toString('base64')), 'utf8') : plain;
    const sha256 = sha256Hex(plain);
    const [row] = await db
      .insert(documents)
      .values({
        kind: document.kind,
        fileName: document.fileName,
        fundSlug: document.fundSlug ?? null,
        ownerUserId: document.ownerUserId ?? null,
        createdBy: document.createdBy ?? null,
        content,
        isEncrypted: document.containsTaxId,
        sha256,
        byteLength: plain.length,
      })
      .returning({ id: documents.id });
    if (!row) throw new Error('Document was not saved');
    return { id: row.id, sha256 };
  },

  findById: async (id: string): Promise<StoredDocument | undefined> => {
    const [row] = await db.select().from(documents).where(eq(documents.id, id));
    return row && open(row, cipher);
  },

  /** The fund's latest uploaded template; undefined when the fund uses the demo template. */
  latestTemplate: async (fundSlug: string): Promise<StoredDocument | undefined> => {
    const [row] = await db
      .select()
      .from(documents)
      .where(and(eq(documents.fundSlug, fundSlug), eq(documents.kind, 'template')))
      .orderBy(desc(documents.createdAt))
      .limit(1);
    return row && open(row, cipher);
  },
});
