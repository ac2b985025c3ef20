// Issue 'The fund's data room', the back office: documents uploaded by their bytes (PDF, JPEG, PNG; Office files
// refused with what to do), sealed at rest, with details, order and versions (the old one kept, "updated on …" for a
// reader of it), removal, the NDA setting; every copy stamped on every page with its reader and the time; and the
// views, downloads and pages counted per document and per investor.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATA_ROOM_MAX_BYTES, DATA_ROOM_MESSAGES } from '../../../shared/api/data-room';
import { DATA_ROOM_FIELD_MESSAGES } from '../../../shared/schemas/data-room.schema';
import { dataRoomDocumentVersions } from '../../db/schema/data-room';
import { sampleIdCardPng } from '../../db/seed/demo-documents';
import { DEMO_FUND_SLUGS } from '../../db/seed/demo-funds';
import { getJson, postJson, signUp, testBackends, useTestApp } from '../../test/test-app';
import { type AdminSession, logInAdmin } from '../back-office/testing/admin-fixtures';
import { seedFunds } from '../investment-flow/testing/flow-fixtures';
import { documentUrl, fileBody, pdfWithPages, roomOf } from './testing/data-room-fixtures';

const FUND = DEMO_FUND_SLUGS.bondRaise;

/** The text of each page of a PDF, read back with poppler's pdftotext. */
const pageTexts = (pdf: Buffer, pages: number): string[] => {
  const file = join(mkdtempSync(join(tmpdir(), 'stamp-')), 'copy.pdf');
  writeFileSync(file, pdf);
  return Array.from({ length: pages }, (_page, index) =>
    execFileSync('pdftotext', ['-f', String(index + 1), '-l', String(index + 1), file, '-'], {
      encoding: 'utf8',
    }).replace(/\s+/g, ' '),
  );
};

/** A minimal Office Open XML package: the ZIP signature, its content types part and a Word folder. */
const docxLike = (): Buffer =>
  Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04]),
    Buffer.from('\0'.repeat(26)),
    Buffer.from('[Content_Types].xml<Types/>word/document.xml', 'latin1'),
  ]);

describe.each(testBackends())('data-room back office on %s', (backend) => {
  const t = useTestApp(backend);
  let admin: AdminSession;
  const base = `/api/admin/funds/${FUND}/data-room`;

  const send = (method: 'POST', url: string, payload: unknown, cookie = admin.cookie) =>
    t().app.inject({
      method,
      url,
      payload: JSON.stringify(payload),
      headers: { cookie, 'content-type': 'application/json' },
    });

  const upload = async (title: string, bytes: Buffer, accessLevel = 'investor', fileName = 'file.pdf') =>
    postJson(
      t().app,
      `${base}/documents`,
      { title, category: 'other', accessLevel, file: fileBody(bytes, fileName) },
      admin,
    );

  beforeAll(async () => {
    await seedFunds(t().app);
    admin = await logInAdmin(t().app);
  });

  it.each([
    ['a PDF', async () => pdfWithPages(2), 'application/pdf', 2],
    ['a PNG, named .pdf, judged by its bytes', async () => sampleIdCardPng(), 'image/png', 1],
  ] as const)('stores %s sealed, with its pages', async (_title, bytes, contentType, pages) => {
    const plain = await bytes();
    const response = await upload(`Stored ${contentType}`, plain);
    expect(response.statusCode, response.body).toBe(201);
    const document = response.json().documents.find((d: { title: string }) => d.title === `Stored ${contentType}`);
    expect(document.versions).toEqual([expect.objectContaining({ version: 1, contentType, pageCount: pages })]);
    const [stored] = await t()
      .database.db.select()
      .from(dataRoomDocumentVersions)
      .where(eq(dataRoomDocumentVersions.documentId, document.id));
    expect(stored?.content.includes(plain.subarray(0, 64))).toBe(false);
    expect(
      t()
        .app.deps.cipher.decryptBytes(stored?.content ?? Buffer.alloc(0))
        .equals(plain),
    ).toBe(true);
  });

  it.each([
    ['an Office document', () => docxLike(), DATA_ROOM_MESSAGES.office],
    ['a text file named .pdf', () => Buffer.from('not a pdf at all'), DATA_ROOM_MESSAGES.kind],
    ['a PDF that does not open', () => Buffer.from('%PDF-1.7\nbroken'), DATA_ROOM_MESSAGES.protectedPdf],
  ])('refuses %s with what to do, storing nothing', async (_title, bytes, message) => {
    const before = (await getJson(t().app, base, admin)).json().documents.length;
    const response = await upload('Refused', bytes());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, fields: { file: message } });
    expect((await getJson(t().app, base, admin)).json().documents).toHaveLength(before);
  });

  it.each([
    [
      'a PNG header followed by other bytes',
      Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(600, 7)]),
    ],
    ['a JPEG header followed by other bytes', Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), Buffer.alloc(600, 9)])],
  ])('refuses %s at upload, with a message, and keeps nothing', async (_name, bytes) => {
    const before = (await getJson(t().app, base, admin)).json().documents.length;
    const response = await upload('Damaged scan', bytes, 'investor', 'scan.png');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ file: DATA_ROOM_MESSAGES.damagedImage });
    expect((await getJson(t().app, base, admin)).json().documents).toHaveLength(before);
  });

  it('answers one byte over the limit with 413', async () => {
    const response = await upload('One byte over', Buffer.alloc(DATA_ROOM_MAX_BYTES + 1, 1), 'public', 'big.pdf');
    expect(response.statusCode).toBe(413);
    expect(response.json().fields).toEqual({ file: DATA_ROOM_MESSAGES.tooLarge });
  });

  it('refuses a file over the size limit by its length alone', async () => {
    const response = await postJson(
      t().app,
      `${base}/documents`,
      {
        title: 'Too large',
        category: 'other',
        accessLevel: 'public',
        file: { fileName: 'big.pdf', dataBase64: 'A'.repeat(Math.ceil(((DATA_ROOM_MAX_BYTES + 3) / 3) * 4)) },
      },
      admin,
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(DATA_ROOM_MESSAGES.tooLarge);
  });

  it('names every field problem with the form’s own messages', async () => {
    const response = await postJson(
      t().app,
      `${base}/documents`,
      { title: ' ', category: 'gossip', accessLevel: 'everyone', file: fileBody(await pdfWithPages(1)) },
      admin,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      title: DATA_ROOM_FIELD_MESSAGES.title,
      category: DATA_ROOM_FIELD_MESSAGES.category,
      accessLevel: DATA_ROOM_FIELD_MESSAGES.accessLevel,
    });
  });

  it('is for administrators only', async () => {
    const investor = await signUp(t().app);
    expect((await getJson(t().app, base, investor)).statusCode).toBe(403);
    const response = await postJson(
      t().app,
      `${base}/documents`,
      { title: 'x', category: 'other', accessLevel: 'public', file: fileBody(await pdfWithPages(1)) },
      investor,
    );
    expect(response.statusCode).toBe(403);
  });

  it('stamps every page of every copy with the reader’s name, e-mail and the time', async () => {
    const created = (await upload('Stamp check', await pdfWithPages(3, 'Stamp check'))).json();
    const document = created.documents.find((d: { title: string }) => d.title === 'Stamp check');
    const investor = await signUp(t().app, undefined, { firstName: 'Grace', lastName: 'Hopper' });
    for (const isDownload of [false, true]) {
      const response = await getJson(t().app, documentUrl(FUND, document.id, isDownload), investor);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-disposition']).toMatch(
        isDownload ? /^attachment; filename="Stamp check.pdf"/ : /^inline;/,
      );
      const texts = pageTexts(response.rawPayload, 3);
      texts.forEach((text, index) => {
        expect(text).toContain(`Stamp check, page ${index + 1}`);
        expect(text).toContain(`Prepared for Grace Hopper (${investor.email})`);
        expect(text).toMatch(/\d{4}, \d{1,2}:\d{2} [AP]M E[SD]T/);
      });
    }
    // An image leaves as a stamped one-page PDF too.
    const image = (await upload('Stamped image', sampleIdCardPng(), 'public', 'card.png')).json();
    const imageDocument = image.documents.find((d: { title: string }) => d.title === 'Stamped image');
    const copy = await getJson(t().app, documentUrl(FUND, imageDocument.id));
    expect(copy.headers['content-type']).toBe('application/pdf');
    const [text] = pageTexts(copy.rawPayload, 1);
    expect(text).toContain('Confidential · Public copy');
    expect((await PDFDocument.load(copy.rawPayload)).getPageCount()).toBe(1);
  });

  it('keeps the old version, serves the new one and tells its readers it was updated', async () => {
    const created = (await upload('Versioned', await pdfWithPages(1, 'First edition'))).json();
    const document = created.documents.find((d: { title: string }) => d.title === 'Versioned');
    const reader = await signUp(t().app);
    const newcomer = await signUp(t().app);
    expect((await getJson(t().app, documentUrl(FUND, document.id), reader)).statusCode).toBe(200);
    const added = await postJson(
      t().app,
      `${base}/documents/${document.id}/versions`,
      { file: fileBody(await pdfWithPages(2, 'Second edition')) },
      admin,
    );
    expect(added.statusCode, added.body).toBe(201);
    const versions = added.json().documents.find((d: { id: string }) => d.id === document.id).versions;
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);

    const forReader = (await roomOf(t().app, FUND, reader)).documents.find((d) => d.id === document.id);
    expect(forReader).toMatchObject({ version: 2, pageCount: 2 });
    expect(forReader?.updatedSinceSeen).toBe(versions[0].createdAt);
    const forNewcomer = (await roomOf(t().app, FUND, newcomer)).documents.find((d) => d.id === document.id);
    expect(forNewcomer?.updatedSinceSeen).toBeNull();

    const copy = await getJson(t().app, documentUrl(FUND, document.id), reader);
    expect(pageTexts(copy.rawPayload, 1)[0]).toContain('Second edition');
    const old = await getJson(t().app, `${base}/documents/${document.id}/versions/1`, admin);
    expect(old.statusCode).toBe(200);
    expect(pageTexts(old.rawPayload, 1)[0]).toContain('First edition');
    expect(
      (await roomOf(t().app, FUND, reader)).documents.find((d) => d.id === document.id)?.updatedSinceSeen,
    ).toBeNull();
  });

  it('refuses to show a governing document only after signing: the agreement says it was read before', async () => {
    const created = (await upload('Governing A', await pdfWithPages(1))).json();
    const id = created.documents.find((d: { title: string }) => d.title === 'Governing A').id;
    for (const category of ['offeringMemorandum', 'partnershipAgreement']) {
      const refused = await send('POST', `${base}/documents/${id}`, {
        title: 'Governing A',
        category,
        accessLevel: 'subscriber',
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual({ accessLevel: DATA_ROOM_FIELD_MESSAGES.governingAfterSigning });
    }
    const before = await send('POST', `${base}/documents/${id}`, {
      title: 'Governing A',
      category: 'partnershipAgreement',
      accessLevel: 'investor',
    });
    expect(before.statusCode).toBe(200);
    const after = before.json().documents.find((d: { id: string }) => d.id === id);
    expect(after).toMatchObject({ category: 'partnershipAgreement', accessLevel: 'investor' });
  });

  it('changes details, order and removal, and the investor sees the result', async () => {
    const investor = await signUp(t().app);
    const first = (await upload('Order A', await pdfWithPages(1))).json();
    const second = (await upload('Order B', await pdfWithPages(1))).json();
    const ids = second.documents.map((d: { id: string }) => d.id) as string[];
    const a = first.documents.find((d: { title: string }) => d.title === 'Order A').id;
    const b = second.documents.find((d: { title: string }) => d.title === 'Order B').id;
    const reordered = [b, ...ids.filter((id) => id !== b)];
    const order = await send('POST', `${base}/order`, { documentIds: reordered });
    expect(order.statusCode, order.body).toBe(200);
    const listed = (await roomOf(t().app, FUND, investor)).documents.map((d) => d.id);
    expect(listed[0]).toBe(b);
    expect(listed.indexOf(a)).toBeGreaterThan(0);
    const partial = await send('POST', `${base}/order`, { documentIds: [b] });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toBe(DATA_ROOM_FIELD_MESSAGES.order);

    const renamed = await send('POST', `${base}/documents/${a}`, {
      title: 'Order A, restricted',
      category: 'financials',
      accessLevel: 'subscriber',
    });
    expect(renamed.statusCode).toBe(200);
    const room = await roomOf(t().app, FUND, investor);
    expect(room.documents.some((d) => d.id === a)).toBe(false);
    expect(JSON.stringify(room)).not.toContain('Order A, restricted');

    const removed = await send('POST', `${base}/documents/${b}/remove`, {});
    expect(removed.statusCode).toBe(200);
    expect((await roomOf(t().app, FUND, investor)).documents.some((d) => d.id === b)).toBe(false);
    expect((await getJson(t().app, documentUrl(FUND, b), investor)).statusCode).toBe(404);
  });

  it('counts views, downloads and the pages the viewer showed, per document and per investor', async () => {
    const created = (await upload('Counted', await pdfWithPages(4))).json();
    const document = created.documents.find((d: { title: string }) => d.title === 'Counted');
    const investor = await signUp(t().app, undefined, { firstName: 'Katherine', lastName: 'Johnson' });
    const pages = `/api/fund/${FUND}/data-room/documents/${document.id}/pages`;
    // Pages before any view have nothing to join.
    expect((await postJson(t().app, pages, { pages: [1] }, investor)).json()).toEqual({ recorded: false });
    await getJson(t().app, documentUrl(FUND, document.id), investor);
    await getJson(t().app, documentUrl(FUND, document.id), investor);
    await getJson(t().app, documentUrl(FUND, document.id, true), investor);
    expect((await postJson(t().app, pages, { pages: [1, 2] }, investor)).json()).toEqual({ recorded: true });
    expect((await postJson(t().app, pages, { pages: [2, 3] }, investor)).json()).toEqual({ recorded: true });
    for (const bad of [[0], [5], [1.5], ['1']]) {
      expect((await postJson(t().app, pages, { pages: bad }, investor)).statusCode).toBe(400);
    }
    const office = (await getJson(t().app, base, admin)).json();
    const readers = office.documents.find((d: { id: string }) => d.id === document.id).readers;
    expect(readers).toEqual([
      expect.objectContaining({
        userId: investor.userId,
        name: 'Katherine Johnson',
        views: 2,
        downloads: 1,
        pagesSeen: [1, 2, 3],
      }),
    ]);
    const reading = office.investors.find((i: { userId: string }) => i.userId === investor.userId);
    expect(reading.documents).toEqual([
      expect.objectContaining({ documentId: document.id, title: 'Counted', versions: [1], views: 2, downloads: 1 }),
    ]);
    const history = (await roomOf(t().app, FUND, investor)).history;
    expect(history.map((h) => h.kind)).toEqual(['download', 'view', 'view']);
    expect(history.flatMap((h) => h.pagesSeen)).toEqual([1, 2, 3]);
  });

  it('turns the NDA on with the fund’s own text, audited', async () => {
    const response = await send('POST', `${base}/settings`, {
      ndaRequired: true,
      ndaText: 'Our own terms.\n\nKeep it secret.',
    });
    expect(response.statusCode).toBe(200);
    const investor = await signUp(t().app);
    const room = await roomOf(t().app, FUND, investor);
    expect(room.nda).toMatchObject({ required: true, paragraphs: ['Our own terms.', 'Keep it secret.'] });
    const bad = await send('POST', `${base}/settings`, { ndaRequired: 'yes' });
    expect(bad.statusCode).toBe(400);
    await send('POST', `${base}/settings`, { ndaRequired: false, ndaText: '' });
  });
});
