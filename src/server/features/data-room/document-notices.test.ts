// The data room's notices (docs/data-room.md 'Notices'): a new document, or a new version, is told by e-mail to the
// fund's investors who may open it, not to those who turned 'Data room' off, nor to another fund's investors.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_FUND_SLUGS } from '../../db/seed/demo-funds';
import { getJson, postJson, testBackends, useTestApp } from '../../test/test-app';
import { type AdminSession, logInAdmin } from '../back-office/testing/admin-fixtures';
import { type InvestorOnFund, investorOnFund, seedFunds } from '../investment-flow/testing/flow-fixtures';
import { individualAtSigning, mailsTo, signAsInvestor } from '../signing/testing/signing-fixtures';
import { acceptNda, fileBody, pdfWithPages } from './testing/data-room-fixtures';

const FUND = DEMO_FUND_SLUGS.promotedVenture;
const NEW_DOCUMENT = /Subject: New in the [^\n]+/;
const NEW_VERSION = /Subject: A new version of /;

describe.each(testBackends())('data-room notices on %s', (backend) => {
  const t = useTestApp(backend, { publicUrl: 'https://portal.example.com' });
  let admin: AdminSession;
  let started: InvestorOnFund;
  let signed: InvestorOnFund;
  let quiet: InvestorOnFund;
  let elsewhere: InvestorOnFund;
  const base = `/api/admin/funds/${FUND}/data-room`;

  beforeAll(async () => {
    const { app } = t();
    await seedFunds(app);
    admin = await logInAdmin(app);
    started = await investorOnFund(app, FUND);
    signed = await individualAtSigning(app);
    await signAsInvestor(app, signed);
    quiet = await investorOnFund(app, FUND);
    const off = { reminders: true, statusChanges: true, dataRoom: false };
    expect((await postJson(app, '/api/account/notifications', off, quiet)).statusCode).toBe(200);
    elsewhere = await investorOnFund(app, DEMO_FUND_SLUGS.equityRaise);
  });

  const upload = async (title: string, accessLevel: string) => {
    const response = await postJson(
      t().app,
      `${base}/documents`,
      { title, category: 'financials', accessLevel, file: fileBody(await pdfWithPages(1, title)) },
      admin,
    );
    expect(response.statusCode, response.body).toBe(201);
    const documents = response.json().documents as { id: string; title: string }[];
    return documents.find((d) => d.title === title)?.id ?? '';
  };
  const noticesTo = (investor: InvestorOnFund, subject: RegExp, title: string) =>
    mailsTo(t().smtp, investor.email, subject).filter((mail) => mail.includes(title));
  /** The mails arrive as the request sends them: by its answer, all are in. */
  const auditOf = async (action: string) =>
    (await getJson(t().app, `/api/admin/audit?action=${action}`, admin)).json().entries[0].details;

  it('tells every investor of the fund who may read a new document, with the link and how to stop, never the file', async () => {
    await upload('Quarterly letter Q3', 'investor');
    for (const investor of [started, signed]) {
      const [mail] = noticesTo(investor, NEW_DOCUMENT, 'Quarterly letter Q3');
      expect(mail).toContain(`https://portal.example.com/fund/${FUND}/data-room`);
      expect(mail).toContain("added 'Quarterly letter Q3' (");
      expect(mail).toMatch(/turn it off in your settings: https:\/\/portal\.example\.com\/account\/settings/);
      expect(mail).not.toMatch(/Content-Disposition: attachment|application\/pdf/);
    }
    expect(noticesTo(quiet, NEW_DOCUMENT, 'Quarterly letter Q3')).toEqual([]);
    expect(noticesTo(elsewhere, NEW_DOCUMENT, 'Quarterly letter Q3')).toEqual([]);
    expect(await auditOf('data-room.document-added')).toMatchObject({
      title: 'Quarterly letter Q3',
      mailedInvestors: 2,
    });
  });

  it("tells a subscriber-only document to those who signed, and a new version to the document's readers", async () => {
    const id = await upload('Capital account statement', 'subscriber');
    expect(noticesTo(signed, NEW_DOCUMENT, 'Capital account statement')).toHaveLength(1);
    expect(noticesTo(started, NEW_DOCUMENT, 'Capital account statement')).toEqual([]);
    const file = fileBody(await pdfWithPages(2, 'Capital account statement, corrected'));
    const replaced = await postJson(t().app, `${base}/documents/${id}/versions`, { file }, admin);
    expect(replaced.statusCode, replaced.body).toBe(201);
    const [mail] = noticesTo(signed, NEW_VERSION, 'Capital account statement');
    expect(mail).toContain("put version 2 of 'Capital account statement' (");
    expect(noticesTo(started, NEW_VERSION, 'Capital account statement')).toEqual([]);
    expect(await auditOf('data-room.version-added')).toMatchObject({ version: 2, mailedInvestors: 1 });
  });

  it('tells an NDA document, where the fund asks for an NDA, only to those who accepted it', async () => {
    const { app } = t();
    const settings = await postJson(app, `${base}/settings`, { ndaRequired: true }, admin);
    expect(settings.statusCode, settings.body).toBe(200);
    await acceptNda(app, FUND, started);
    await upload('Pitch deck', 'nda');
    expect(noticesTo(started, NEW_DOCUMENT, 'Pitch deck')).toHaveLength(1);
    expect(noticesTo(signed, NEW_DOCUMENT, 'Pitch deck')).toEqual([]);
    await postJson(app, `${base}/settings`, { ndaRequired: false }, admin);
  });
});
