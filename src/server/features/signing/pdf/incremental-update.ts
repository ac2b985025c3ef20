// Changing a signed PDF without breaking its signatures (docs/signing.md 'Digital signature'): the file's bytes are
// kept as they are, and the objects the change adds or alters are appended after them with their own cross-reference
// section and a trailer that points back to the previous one (ISO 32000-1 §7.5.6, incremental updates). pdf-lib
// draws the change; it cannot save this way itself, so the update is written here from its object table.
import { PDFDocument, type PDFObject, type PDFRef } from 'pdf-lib';

const serialize = (object: PDFObject): Buffer => {
  const bytes = new Uint8Array(object.sizeInBytes());
  object.copyBytesInto(bytes, 0);
  return Buffer.from(bytes);
};

const previousCrossReference = (bytes: Buffer): number => {
  const tail = bytes.subarray(Math.max(0, bytes.length - 1024)).toString('latin1');
  const match = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  if (!match?.[1]) throw new Error('The PDF does not end with a cross-reference offset');
  return Number(match[1]);
};

const crossReferenceEntry = (offset: number, generation: number): string =>
  `${String(offset).padStart(10, '0')} ${String(generation).padStart(5, '0')} n\r\n`;

/** Contiguous runs of object numbers, each a subsection of the cross-reference table. */
const subsections = (entries: { ref: PDFRef; offset: number }[]): string => {
  let text = '';
  let start = 0;
  while (start < entries.length) {
    let end = start + 1;
    while (end < entries.length && entries[end]?.ref.objectNumber === (entries[end - 1]?.ref.objectNumber ?? 0) + 1)
      end += 1;
    const run = entries.slice(start, end);
    text += `${run[0]?.ref.objectNumber} ${run.length}\n`;
    for (const { ref, offset } of run) text += crossReferenceEntry(offset, ref.generationNumber);
    start = end;
  }
  return text;
};

export type IncrementalDocument = {
  doc: PDFDocument;
  /** The original bytes, unchanged, followed by the objects changed since the document was opened. */
  save: () => Promise<Buffer>;
};

export const openForIncrementalUpdate = async (original: Uint8Array): Promise<IncrementalDocument> => {
  const bytes = Buffer.from(original);
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const before = new Map(doc.context.enumerateIndirectObjects().map(([ref, object]) => [ref.tag, serialize(object)]));
  const previous = previousCrossReference(bytes);

  const save = async (): Promise<Buffer> => {
    await doc.flush();
    const parts: Buffer[] = [bytes, Buffer.from('\n', 'latin1')];
    let offset = bytes.length + 1;
    const entries: { ref: PDFRef; offset: number }[] = [];
    for (const [ref, object] of doc.context.enumerateIndirectObjects()) {
      const body = serialize(object);
      const earlier = before.get(ref.tag);
      if (earlier?.equals(body)) continue;
      const head = Buffer.from(`${ref.objectNumber} ${ref.generationNumber} obj\n`, 'latin1');
      const tail = Buffer.from('\nendobj\n', 'latin1');
      entries.push({ ref, offset });
      parts.push(head, body, tail);
      offset += head.length + body.length + tail.length;
    }
    const { Root, Info, ID } = doc.context.trailerInfo;
    const trailer = [
      `/Size ${doc.context.largestObjectNumber + 1}`,
      `/Root ${Root}`,
      Info && `/Info ${Info}`,
      ID && `/ID ${ID}`,
      `/Prev ${previous}`,
    ]
      .filter(Boolean)
      .join(' ');
    parts.push(
      Buffer.from(`xref\n${subsections(entries)}trailer\n<< ${trailer} >>\nstartxref\n${offset}\n%%EOF\n`, 'latin1'),
    );
    return Buffer.concat(parts);
  };

  return { doc, save };
};
