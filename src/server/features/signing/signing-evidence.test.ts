// docs/signing.md 'Evidence': the certificate of completion states the factors the signer actually gave at login: a
// passkey is named as a passkey, a password login as the e-mail and password, never the usual case by default. And
// one trail ('One signature, one way'): the audit log's entries of a consent and a signature name the signing events
// the certificate and the admin's view read, with the same actor and time.
import { beforeAll, describe, expect, it } from 'vitest';
import { addSoftwarePasskey, logInWithPasskey } from '../../test/software-passkey';
import { getJson, testBackends, useTestApp } from '../../test/test-app';
import { seedFunds } from '../investment-flow/testing/flow-fixtures';
import { pdfText } from './testing/pdf-inspect';
import { adminCookie, individualAtSigning, type SigningCase, signAsInvestor } from './testing/signing-fixtures';

type AuditEntry = { action: string; at: string; actor: { id: string } | null; details: Record<string, unknown> };
type SigningEvent = { id: number; type: string; at: string; signerId: string | null; ip: string | null };

describe.each(testBackends())('the login behind a signature on %s', (backend) => {
  const t = useTestApp(backend, { publicUrl: 'http://localhost:3000' });
  beforeAll(async () => {
    await seedFunds(t().app);
  });

  /** Signs with the caller's session and answers the text of the sealed agreement with its certificate. */
  const certificateAfterSigning = async (investor: SigningCase): Promise<string> => {
    const { app } = t();
    await signAsInvestor(app, investor);
    const url = `/api/signing/transactions/${investor.transactionId}/document?download=true`;
    const download = await getJson(app, url, investor);
    expect(download.statusCode).toBe(200);
    return pdfText(download.rawPayload);
  };

  it('names the passkey of an investor who logged in with one, and no password', async () => {
    const { app } = t();
    const investor = await individualAtSigning(app);
    const cookie = await logInWithPasskey(app, await addSoftwarePasskey(app, investor.userId));
    const text = await certificateAfterSigning({ ...investor, cookie });
    expect(text).toContain('Certificate of completion');
    expect(text).toMatch(/Logged in to the portal as \S+ \(a passkey\)/);
    expect(text).not.toContain('e-mail and password');
  });

  it('names the e-mail and password of an investor who logged in with them', async () => {
    const text = await certificateAfterSigning(await individualAtSigning(t().app));
    expect(text).toMatch(/Logged in to the portal as \S+ \(e-mail and password\)/);
    expect(text).not.toContain('passkey');
  });

  it('names in the audit log the signing events of the consent and the signature, with the same actor and time', async () => {
    const { app } = t();
    const investor = await individualAtSigning(app);
    const signed = await signAsInvestor(app, investor);
    const { signerId } = signed.json().view.me as { signerId: string };
    const admin = { cookie: await adminCookie(app) };
    const audit = await getJson(app, `/api/admin/audit?target=${investor.transactionId}`, admin);
    const trail = await getJson(app, `/api/admin/signing/transactions/${investor.transactionId}/events`, admin);
    const entries = audit.json().entries as AuditEntry[];
    const { events } = trail.json() as { events: SigningEvent[] };
    for (const act of ['consent.accepted', 'signature.signed']) {
      const acts = entries.filter((entry) => entry.action === act);
      expect(acts).toHaveLength(1);
      const [entry] = acts;
      const event = events.find((e) => e.id === entry?.details.signingEventId);
      expect(event).toMatchObject({ type: act, signerId, at: entry?.at });
      expect(entry).toMatchObject({ actor: { id: investor.userId }, details: { signerId } });
    }
    // The admin's transaction view lists the same events, by the same ids.
    const detail = await getJson(app, `/api/admin/transactions/${investor.transactionId}`, admin);
    const shown = (detail.json().signing.events as SigningEvent[]).map((e) => e.id);
    expect(shown).toEqual(events.map((e) => e.id));
  });

  it("records a copy downloaded as a download, and the viewer's loads of the document as none", async () => {
    const { app } = t();
    const investor = await individualAtSigning(app);
    await signAsInvestor(app, investor);
    const base = `/api/signing/transactions/${investor.transactionId}`;
    for (const path of [`${base}/document`, `${base}/document?download=false`, `${base}/document`]) {
      expect((await getJson(app, path, investor)).statusCode).toBe(200);
    }
    const admin = { cookie: await adminCookie(app) };
    const types = async () =>
      (
        (await getJson(app, `/api/admin/signing/transactions/${investor.transactionId}/events`, admin)).json() as {
          events: SigningEvent[];
        }
      ).events.map((e) => e.type);
    expect(await types()).not.toContain('document.downloaded');
    expect((await getJson(app, `${base}/document?download=true`, investor)).statusCode).toBe(200);
    expect((await types()).filter((type) => type === 'document.downloaded')).toHaveLength(1);
  });
});
