// Issue 'The fund's data room', access levels: each kind of visitor (logged out, investor without the NDA, with it,
// with a signed subscription, another fund's investor, admin) opens exactly the documents their level allows, in the
// list and by the document's address, and never learns the title of one they cannot open.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccessLevel, ClosedReason } from '../../../shared/api/data-room';
import { DATA_ROOM_MESSAGES } from '../../../shared/api/data-room';
import { DEMO_FUND_SLUGS } from '../../db/seed/demo-funds';
import { getJson, postJson, signUp, testBackends, useTestApp } from '../../test/test-app';
import { type AdminSession, logInAdmin, signedIndividual } from '../back-office/testing/admin-fixtures';
import { seedFunds } from '../investment-flow/testing/flow-fixtures';
import { acceptNda, documentUrl, roomOf } from './testing/data-room-fixtures';

const NDA_FUND = DEMO_FUND_SLUGS.promotedVenture;
const OTHER_FUND = DEMO_FUND_SLUGS.equityRaise;

type Visitor = { cookie?: string };

const ALL_LEVELS: AccessLevel[] = ['public', 'investor', 'nda', 'subscriber'];

describe.each(testBackends())('data-room access on %s', (backend) => {
  const t = useTestApp(backend);
  let admin: AdminSession;
  const visitors: Record<string, Visitor> = {};
  /** Every document of the NDA fund, with its level, as the admin sees them. */
  let documents: { id: string; title: string; accessLevel: AccessLevel }[] = [];

  beforeAll(async () => {
    const { app } = t();
    await seedFunds(app);
    admin = await logInAdmin(app);
    // The other fund asks for the NDA too, so that only an NDA of its own opens its confidential documents.
    const settings = await postJson(
      app,
      `/api/admin/funds/${OTHER_FUND}/data-room/settings`,
      { ndaRequired: true },
      admin,
    );
    expect(settings.statusCode, settings.body).toBe(200);
    const adminRoom = await getJson(app, `/api/admin/funds/${NDA_FUND}/data-room`, admin);
    documents = adminRoom.json().documents;

    visitors.anonymous = {};
    visitors.investor = await signUp(app);
    visitors.withNda = await signUp(app);
    await acceptNda(app, NDA_FUND, visitors.withNda);
    visitors.subscriber = await signedIndividual(app);
    // Signed and under NDA at the NDA fund: an investor of that fund, and no more than any investor elsewhere.
    visitors.otherFunds = await signedIndividual(app);
    await acceptNda(app, NDA_FUND, visitors.otherFunds);
    visitors.admin = admin;
  });

  const OPENS: Record<string, { fund: string; levels: AccessLevel[]; closed: Record<ClosedReason, number> }> = {
    anonymous: { fund: NDA_FUND, levels: ['public'], closed: { login: 4, nda: 0, subscription: 0 } },
    investor: { fund: NDA_FUND, levels: ['public', 'investor'], closed: { login: 0, nda: 2, subscription: 1 } },
    withNda: { fund: NDA_FUND, levels: ['public', 'investor', 'nda'], closed: { login: 0, nda: 0, subscription: 1 } },
    subscriber: {
      fund: NDA_FUND,
      levels: ['public', 'investor', 'subscriber'],
      closed: { login: 0, nda: 2, subscription: 0 },
    },
    otherFunds: { fund: OTHER_FUND, levels: ['public', 'investor'], closed: { login: 0, nda: 2, subscription: 1 } },
    admin: { fund: NDA_FUND, levels: ALL_LEVELS, closed: { login: 0, nda: 0, subscription: 0 } },
  };

  it('seeds the NDA fund with documents at every level', () => {
    expect(new Set(documents.map((d) => d.accessLevel))).toEqual(new Set(ALL_LEVELS));
  });

  it.each(Object.keys(OPENS))('lists for %s exactly the documents their level opens', async (kind) => {
    const { app } = t();
    const expected = OPENS[kind];
    if (!expected) throw new Error(kind);
    const response = await getJson(app, `/api/fund/${expected.fund}/data-room`, visitors[kind]);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const room = response.json();
    expect(new Set(room.documents.map((d: { accessLevel: AccessLevel }) => d.accessLevel))).toEqual(
      new Set(expected.levels),
    );
    expect(room.closed).toEqual(expected.closed);
    // Nothing of a closed document: not its id, nor its title.
    const fundDocuments =
      expected.fund === NDA_FUND
        ? documents
        : (await getJson(app, `/api/admin/funds/${OTHER_FUND}/data-room`, admin)).json().documents;
    for (const document of fundDocuments as typeof documents) {
      if (expected.levels.includes(document.accessLevel)) continue;
      expect(response.body).not.toContain(document.id);
      expect(response.body).not.toContain(document.title);
    }
  });

  it.each(Object.keys(OPENS))('serves %s a copy only of what their level opens', async (kind) => {
    const { app } = t();
    const expected = OPENS[kind];
    if (!expected) throw new Error(kind);
    const fundDocuments: typeof documents = (
      await getJson(app, `/api/admin/funds/${expected.fund}/data-room`, admin)
    ).json().documents;
    for (const document of fundDocuments) {
      const response = await getJson(app, documentUrl(expected.fund, document.id), visitors[kind]);
      const opens = expected.levels.includes(document.accessLevel);
      if (opens) {
        expect(response.statusCode, `${document.title}: ${response.body.slice(0, 200)}`).toBe(200);
        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        continue;
      }
      const status = kind === 'anonymous' ? 401 : 403;
      expect(response.statusCode, document.title).toBe(status);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      const message = response.json().message;
      if (kind === 'anonymous') expect(response.json().redirectPath).toBe(`/fund/login/${expected.fund}`);
      else
        expect(message).toBe(
          document.accessLevel === 'nda' ? DATA_ROOM_MESSAGES.ndaNeeded : DATA_ROOM_MESSAGES.subscriptionNeeded,
        );
    }
  });

  it("does not open one fund's document at another fund's address", async () => {
    const { app } = t();
    const publicDocument = documents.find((d) => d.accessLevel === 'public');
    if (!publicDocument) throw new Error('no public document');
    const response = await getJson(app, documentUrl(OTHER_FUND, publicDocument.id), admin);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(DATA_ROOM_MESSAGES.notFound);
  });

  it('records the NDA once, with its evidence, and shows it to the back office', async () => {
    const { app } = t();
    const investor = await signUp(app);
    const room = await roomOf(app, NDA_FUND, investor);
    expect(room.nda).toMatchObject({ required: true, acceptedAt: null });
    expect(room.nda.paragraphs.join(' ')).toContain('confidential');
    const stale = await postJson(app, `/api/fund/${NDA_FUND}/data-room/nda`, { textSha256: '0'.repeat(64) }, investor);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(DATA_ROOM_MESSAGES.ndaChanged);
    const accepted = await postJson(
      app,
      `/api/fund/${NDA_FUND}/data-room/nda`,
      { textSha256: room.nda.textSha256 },
      { cookie: investor.cookie, headers: { 'user-agent': 'Evidence Browser/1.0' } },
    );
    expect(accepted.statusCode).toBe(200);
    const firstAcceptedAt = accepted.json().nda.acceptedAt;
    expect(firstAcceptedAt).not.toBeNull();
    const again = await postJson(
      app,
      `/api/fund/${NDA_FUND}/data-room/nda`,
      { textSha256: room.nda.textSha256 },
      investor,
    );
    expect(again.json().nda.acceptedAt).toBe(firstAcceptedAt);
    const office = (await getJson(app, `/api/admin/funds/${NDA_FUND}/data-room`, admin)).json();
    const rows = office.ndaAcceptances.filter((a: { userId: string }) => a.userId === investor.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      textSha256: room.nda.textSha256,
      userAgent: 'Evidence Browser/1.0',
      acceptedAt: firstAcceptedAt,
    });
    expect(rows[0].ip).toBeTruthy();
  });

  it('refuses the NDA where the fund asks for none, and from a logged-out caller', async () => {
    const { app } = t();
    const investor = await signUp(app);
    const none = await postJson(
      app,
      `/api/fund/${DEMO_FUND_SLUGS.bondRaise}/data-room/nda`,
      { textSha256: 'a'.repeat(64) },
      investor,
    );
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(DATA_ROOM_MESSAGES.ndaNotRequired);
    const anonymous = await postJson(app, `/api/fund/${NDA_FUND}/data-room/nda`, { textSha256: 'a'.repeat(64) });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 404 for an unknown fund and 400 for a document id that is not one', async () => {
    const { app } = t();
    expect((await getJson(app, '/api/fund/no-such-fund/data-room')).statusCode).toBe(404);
    expect((await getJson(app, `/api/fund/${NDA_FUND}/data-room/documents/not-a-uuid`)).statusCode).toBe(400);
    const unknown = await getJson(app, documentUrl(NDA_FUND, '00000000-0000-4000-8000-000000000000'), admin);
    expect(unknown.statusCode).toBe(404);
  });

  it("shows in the pipeline and the transaction's page whether its investor opened the memorandum", async () => {
    const { app } = t();
    const memorandum = documents.find((d) => d.title === 'Private placement memorandum');
    if (!memorandum) throw new Error('no memorandum');
    const reader = visitors.otherFunds as { cookie: string; email: string; transactionId: string };
    const stranger = visitors.subscriber as { cookie: string; email: string; transactionId: string };
    expect((await getJson(app, documentUrl(NDA_FUND, memorandum.id), reader)).statusCode).toBe(200);
    const rowOf = async (email: string) =>
      (await getJson(app, `/api/admin/funds/${NDA_FUND}/pipeline?search=${encodeURIComponent(email)}`, admin)).json()
        .rows[0];
    expect((await rowOf(reader.email)).memorandumReadAt).toEqual(expect.any(String));
    expect((await rowOf(stranger.email)).memorandumReadAt).toBeNull();
    const detail = (await getJson(app, `/api/admin/transactions/${reader.transactionId}`, admin)).json();
    expect(JSON.stringify(detail)).toContain('"memorandumReadAt":"');
  });
});
