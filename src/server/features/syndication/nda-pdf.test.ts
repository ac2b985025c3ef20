import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../signing/testing/pdf-inspect';
import { buildNdaPdf } from './nda-pdf';
import { NDA_SECTIONS, NDA_TITLE } from './nda-text';

const PARTIES = { recipientName: 'Zoë Ångström', recipientEmail: 'zoe@example.com', effectiveDate: 'March 2, 2026' };

describe('NDA PDF', () => {
  it('carries the title, the recipient, the date and every section', async () => {
    const { pdf } = await buildNdaPdf(PARTIES, new Date('2026-03-02T15:00:00Z'));
    const text = await pdfText(pdf);
    for (const expected of [NDA_TITLE, 'Zoë Ångström', 'zoe@example.com', 'March 2, 2026', 'RECIPIENT']) {
      expect(text).toContain(expected);
    }
    for (const section of NDA_SECTIONS) expect(text).toContain(section.heading);
    expect((await PDFDocument.load(pdf)).getTitle()).toBe(NDA_TITLE);
  });

  it("places the recipient's signature and date boxes on the last page, inside it", async () => {
    const { pdf, placements } = await buildNdaPdf(PARTIES, new Date('2026-03-02T15:00:00Z'));
    const doc = await PDFDocument.load(pdf);
    const last = doc.getPageCount() - 1;
    const { signature, date } = placements.investor ?? {};
    for (const box of [signature, date]) {
      expect(box?.page).toBe(last);
      expect(box?.y).toBeGreaterThan(40);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThan(612);
    }
    expect(signature?.y).toBeGreaterThan(date?.y ?? Number.POSITIVE_INFINITY);
  });
});
