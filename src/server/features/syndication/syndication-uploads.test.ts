// Issue 'Syndication program sign-up', uploads: PDF, JPEG and PNG only, by content; at most 10 MB; strict base64;
// a refused step stores nothing; documents are sealed at rest with the personal data beside them, and served back
// only to their owner and to admins, inline, with their stored type.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../../shared/api/syndication';
import { UPLOAD_MESSAGES } from '../../../shared/schemas/fields/upload';
import { syndicationUploads, verifications } from '../../db/schema/syndication';
import { getJson, postJson, testBackends, useTestApp } from '../../test/test-app';
import { logInAdmin } from '../back-office/testing/admin-fixtures';
import { seedFunds } from '../investment-flow/testing/flow-fixtures';
import {
  accreditationBody,
  fileOf,
  IDENTITY_VALUES,
  identityBody,
  investorAt,
  sampleJpeg,
  samplePdf,
  samplePng,
  statusOf,
} from './testing/syndication-fixtures';

/** A PDF of exactly `size` bytes: a real header, then padding. */
const pdfOfSize = (size: number): Buffer => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.7\n', 0, 'latin1');
  return bytes;
};

describe.each(testBackends())('syndication uploads on %s', (backend) => {
  const t = useTestApp(backend);
  beforeAll(async () => {
    await seedFunds(t().app);
  });

  const storedFor = async (userId: string) => {
    const { db } = t().database;
    return {
      uploads: await db.select().from(syndicationUploads).where(eq(syndicationUploads.ownerUserId, userId)),
      items: await db.select().from(verifications).where(eq(verifications.userId, userId)),
    };
  };

  it.each([
    ['a PNG', () => samplePng(), 'id.png', 'image/png', 'id.png'],
    ['a JPEG', () => sampleJpeg(), 'id.jpeg', 'image/jpeg', 'id.jpeg'],
    ['a PDF', () => samplePdf(), 'id.pdf', 'application/pdf', 'id.pdf'],
    ['a PNG named .pdf, typed and named by its content', () => samplePng(), 'id.pdf', 'image/png', 'id.png'],
  ] as const)('accepts %s as a government ID', async (_title, bytes, fileName, contentType, shownName) => {
    const { app } = t();
    const investor = await investorAt(app, 'ndaSigned');
    const body = identityBody(fileOf(await bytes(), fileName));
    const response = await postJson(app, '/api/syndication/identity', body, investor);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().identity.upload).toMatchObject({ fileName: shownName, contentType });
    const { uploads, items } = await storedFor(investor.userId);
    expect(uploads.map((u) => u.contentType)).toEqual([contentType]);
    expect(items.map((i) => i.status)).toEqual(['todo']);
  });

  it.each([
    [
      'a text file renamed .pdf',
      fileOf(Buffer.from('I am not a PDF, just text.\n'), 'id.pdf'),
      400,
      UPLOAD_MESSAGES.kind,
    ],
    ['a GIF', fileOf(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), 'id.gif'), 400, UPLOAD_MESSAGES.kind],
    [
      'base64 with foreign characters',
      { fileName: 'id.pdf', dataBase64: 'JVBER!0xLjc=' },
      400,
      UPLOAD_MESSAGES.unreadable,
    ],
    [
      'base64 padded in the middle',
      { fileName: 'id.pdf', dataBase64: 'JVBE=i0xLjc=' },
      400,
      UPLOAD_MESSAGES.unreadable,
    ],
    ['base64 of a wrong length', { fileName: 'id.pdf', dataBase64: 'JVBERi0xL' }, 400, UPLOAD_MESSAGES.unreadable],
    [
      'a data URL instead of plain base64',
      { fileName: 'id.pdf', dataBase64: `data:application/pdf;base64,${pdfOfSize(16).toString('base64')}` },
      400,
      UPLOAD_MESSAGES.unreadable,
    ],
    ['an empty file', { fileName: 'id.pdf', dataBase64: '' }, 400, UPLOAD_MESSAGES.empty],
    ['one byte over 10 MB', fileOf(pdfOfSize(UPLOAD_MAX_BYTES + 1), 'big.pdf'), 400, UPLOAD_MESSAGES.tooLarge],
    [
      'an 11 MB file, over the body limit',
      fileOf(pdfOfSize(11 * 1024 * 1024), 'big.pdf'),
      413,
      UPLOAD_MESSAGES.tooLarge,
    ],
  ] as const)('refuses %s and stores nothing', async (_title, document, status, message) => {
    const { app } = t();
    const investor = await investorAt(app, 'ndaSigned');
    const response = await postJson(app, '/api/syndication/identity', identityBody(document), investor);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message, fields: { document: message } });
    expect(await storedFor(investor.userId)).toEqual({ uploads: [], items: [] });
    expect((await statusOf(app, investor)).stage).toBe('PROOF_OF_IDENTITY');
  });

  it('accepts a file of exactly 10 MB', async () => {
    const { app } = t();
    const investor = await investorAt(app, 'identitySubmitted');
    const body = await accreditationBody('licence', fileOf(pdfOfSize(UPLOAD_MAX_BYTES), 'statement.pdf'));
    const response = await postJson(app, '/api/syndication/accreditation', body, investor);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().accreditation.upload.byteLength).toBe(UPLOAD_MAX_BYTES);
  });

  it('keeps the usual small body limit on the other calls', async () => {
    const { app } = t();
    const investor = await investorAt(app, 'started');
    const response = await postJson(
      app,
      '/api/syndication/acknowledgments',
      { accepted: true, acknowledgmentsTextSha256: 'a'.repeat(64), padding: 'x'.repeat(100_000) },
      investor,
    );
    expect(response.statusCode).toBe(413);
  });

  it('names every problem at once: the fields and the file', async () => {
    const { app } = t();
    const investor = await investorAt(app, 'ndaSigned');
    const body = {
      ...IDENTITY_VALUES,
      dateOfBirth: '2015-01-01',
      residence: { ...IDENTITY_VALUES.residence, state: '' },
      document: fileOf(Buffer.from('plain text'), 'id.png'),
    };
    const response = await postJson(app, '/api/syndication/identity', body, investor);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Please correct the highlighted fields.',
      fields: {
        dateOfBirth: 'You must be at least 18 years old to join the syndication program.',
        'residence.state': 'Please select your state.',
        document: UPLOAD_MESSAGES.kind,
      },
    });
    const missing = await postJson(app, '/api/syndication/accreditation', { basis: 'income' }, investor);
    expect(missing.statusCode).toBe(409);
    const noFile = await postJson(app, '/api/syndication/identity', IDENTITY_VALUES, investor);
    expect(noFile.json()).toEqual({
      message: UPLOAD_MESSAGES.required,
      fields: { document: UPLOAD_MESSAGES.required },
    });
    expect(await storedFor(investor.userId)).toEqual({ uploads: [], items: [] });
  });

  it('refuses a body of the wrong shape with 400, not 500', async () => {
    const { app } = t();
    const investor = await investorAt(app, 'ndaSigned');
    for (const body of [
      { ...identityBody(), legalName: 42 },
      { ...identityBody(), residence: 'New York' },
      { ...identityBody(), document: { fileName: 'id.png', dataBase64: 7 } },
      { ...identityBody(), isAdmin: true },
    ]) {
      const response = await postJson(app, '/api/syndication/identity', body, investor);
      expect(response.statusCode).toBe(400);
    }
    expect(await storedFor(investor.userId)).toEqual({ uploads: [], items: [] });
  });

  it('keeps no plaintext of the document, the date of birth or the residence in the database', async () => {
    const { app, database } = t();
    const investor = await investorAt(app, 'ndaSigned');
    const png = samplePng();
    await postJson(app, '/api/syndication/identity', identityBody(fileOf(png, 'passport.png')), investor);
    const { uploads, items } = await storedFor(investor.userId);
    const [upload] = uploads;
    expect(upload?.content.includes(png.subarray(0, 16))).toBe(false);
    expect(upload?.content.includes(png.subarray(200, 264))).toBe(false);
    const rowsOf = async (statement: ReturnType<typeof sql>) =>
      JSON.stringify((await database.db.execute(statement)) as unknown as { rows: unknown[] }).valueOf();
    const text = [
      await rowsOf(sql`select row_to_json(v)::text as row from verifications v where v.user_id = ${investor.userId}`),
      await rowsOf(sql`select row_to_json(i)::text as row from investors i where i.user_id = ${investor.userId}`),
      await rowsOf(sql`select row_to_json(a)::text as row from audit_log a where a.target = ${investor.userId}`),
    ].join('\n');
    expect(items).toHaveLength(1);
    expect(text).toContain('enc:v1:');
    for (const secret of ['1980-12-10', 'Ada King Lovelace', '350 Fifth Avenue', '10118']) {
      expect(text).not.toContain(secret);
    }
    const hex = await rowsOf(
      sql`select encode(content, 'hex') as hex from syndication_uploads where owner_user_id = ${investor.userId}`,
    );
    expect(hex).toContain('656e63623a76313a'); // 'encb:v1:'
    expect(hex).not.toContain(png.subarray(0, 32).toString('hex'));
    const logged = t().logs.join('\n');
    expect(logged).not.toContain('1980-12-10');
    expect(logged).not.toContain(png.toString('base64').slice(0, 40));
  });

  it('serves an upload back to its owner and admins only, inline, with its stored type, never cached or sniffed', async () => {
    const { app } = t();
    const investor = await investorAt(app, 'ndaSigned');
    const png = samplePng();
    const answer = await postJson(
      app,
      '/api/syndication/identity',
      identityBody(fileOf(png, 'pässport "1".png')),
      investor,
    );
    const { url } = answer.json().identity.upload;
    const own = await getJson(app, url, investor);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(png)).toBe(true);
    expect(own.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
    expect(own.headers['content-disposition']).toBe(
      `inline; filename="p_ssport 1.png"; filename*=UTF-8''${encodeURIComponent('pässport 1.png')}`,
    );

    const stranger = await investorAt(app, 'started');
    expect((await getJson(app, url, stranger)).statusCode).toBe(404);
    expect((await getJson(app, url)).statusCode).toBe(401);
    expect((await getJson(app, '/api/syndication/uploads/not-a-uuid', investor)).statusCode).toBe(404);

    const admin = await logInAdmin(app);
    const { verifications: queue } = (await getJson(app, '/api/admin/verifications', admin)).json();
    const row = queue.find((r: { upload: { documentId: string } }) => url.endsWith(r.upload.documentId));
    const viewed = await getJson(app, row.documentUrl, admin);
    expect(viewed.statusCode).toBe(200);
    expect(viewed.rawPayload.equals(png)).toBe(true);
    expect(viewed.headers).toMatchObject({ 'content-type': 'image/png', 'x-content-type-options': 'nosniff' });
    expect((await getJson(app, row.documentUrl, investor)).statusCode).toBe(403);
  });
});
