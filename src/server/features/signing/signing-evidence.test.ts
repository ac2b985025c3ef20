// docs/signing.md 'Evidence': the certificate of completion states the factors the signer actually gave at login: a
// passkey is named as a passkey, a password login as the e-mail and password, never the usual case by default.
import { beforeAll, describe, expect, it } from 'vitest';
import { addSoftwarePasskey, logInWithPasskey } from '../../test/software-passkey';
import { getJson, testBackends, useTestApp } from '../../test/test-app';
import { seedFunds } from '../investment-flow/testing/flow-fixtures';
import { pdfText } from './testing/pdf-inspect';
import { individualAtSigning, type SigningCase, signAsInvestor } from './testing/signing-fixtures';

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
});
