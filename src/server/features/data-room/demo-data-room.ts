// The demo funds' data rooms (docs/data-room.md 'Demo data'): every fund gets the six sample documents, one at each
// access level or more; the first fund also asks for the NDA, and its deck has a second version. Seeded once: a fund
// that already has documents keeps them.
import type { Db } from '../../db/database';
import type { DataCipher } from '../../security/data-cipher';
import { sha256Hex } from '../../security/sha256';
import { createDataRoomRepository } from './data-room-repository';
import { demoDocumentPdf, demoDocuments } from './demo-documents';

export const seedDemoDataRoom = async (
  { db, cipher }: { db: Db; cipher: DataCipher },
  fund: { id: string; name: string; legalName: string },
  { requireNda, now }: { requireNda: boolean; now: Date },
): Promise<void> => {
  const repo = createDataRoomRepository(db, cipher);
  if ((await repo.documentsOf(fund.id)).length > 0) return;
  if (requireNda) await repo.saveSettings(fund.id, { ndaRequired: true, ndaText: '' }, now);
  for (const document of demoDocuments(fund)) {
    const bytes = Buffer.from(await demoDocumentPdf(document, fund.name));
    const file = {
      fileName: document.fileName,
      contentType: 'application/pdf' as const,
      bytes,
      sha256: sha256Hex(bytes),
      pageCount: document.sections.length,
    };
    const created = await repo.createDocument(
      fund.id,
      { title: document.title, category: document.category, accessLevel: document.accessLevel },
      file,
      null,
    );
    if (requireNda && document.isDeck) {
      const updated = Buffer.from(
        await demoDocumentPdf(
          {
            ...document,
            sections: [
              ...document.sections,
              { heading: 'Update', paragraphs: ['First close reached: sample figures only.'] },
            ],
          },
          fund.name,
        ),
      );
      await repo.addVersion(
        created.id,
        { ...file, bytes: updated, sha256: sha256Hex(updated), pageCount: document.sections.length + 1 },
        null,
      );
    }
  }
};
