// For specs that read the portal's mail: an API of their own (fresh database, demo data, the built app) with SMTP_URL
// at a real SMTP peer (smtp-server) and PUBLIC_URL at itself, so that links and codes are read from the mail as people
// receive it, and the links point at the portal.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { mailText, type SmtpPeer, startSmtpPeer } from '../../src/server/test/smtp-peer';
import { freePort } from './free-port';
import { type Started, startProcess, waitForHttp } from './processes';
import { REPO_ROOT } from './stack';

export type MailStack = { webUrl: string; smtp: SmtpPeer; stop: () => Promise<void> };

export const startMailStack = async (name: string): Promise<MailStack> => {
  const smtp = await startSmtpPeer();
  const apiPort = await freePort();
  const webUrl = `http://127.0.0.1:${apiPort}`;
  const dataDir = mkdtempSync(join(tmpdir(), `portal-e2e-${name}-`));
  const api: Started = startProcess(
    join(REPO_ROOT, 'node_modules', '.bin', 'tsx'),
    [join(REPO_ROOT, 'src/server/server.ts')],
    {
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      SMTP_URL: smtp.url,
      PUBLIC_URL: webUrl,
    },
  );
  await waitForHttp(`${webUrl}/api/me`, api, 90_000);
  return {
    webUrl,
    smtp,
    stop: async () => {
      await api.stop();
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/** The first mail to `to` whose text matches, as it arrives at the SMTP peer. */
export const mailTo = async (smtp: SmtpPeer, to: string, pattern: RegExp): Promise<string> => {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const found = smtp.messages
      .map((m) => ({ m, text: mailText(m) }))
      .find(({ m, text }) => m.to.includes(to) && pattern.test(text));
    if (found) return found.text;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No mail to ${to} matching ${pattern}`);
};

/** A received mail's two parts as a mail program reads them (mailparser): the text and the HTML. */
export const mailParts = async (
  smtp: SmtpPeer,
  to: string,
  pattern: RegExp,
): Promise<{ text: string; html: string }> => {
  await mailTo(smtp, to, pattern);
  const found = smtp.messages.find((m) => m.to.includes(to) && pattern.test(mailText(m)));
  const parsed = await simpleParser(found?.raw ?? '');
  return { text: parsed.text ?? '', html: typeof parsed.html === 'string' ? parsed.html : '' };
};
