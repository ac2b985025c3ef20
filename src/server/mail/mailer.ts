// Outgoing mail (docs/design.md §2): SMTP when SMTP_URL is set, else .eml files under ./data/outbox. A mail's body holds
// one-time secrets (reset, co-signer, e-mail change and invitation links, codes), so the log only says that a mail was
// written, to whom (masked), its subject and its file; the developer reads the mail in the file (docs/operations.md 'Mail').
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { type MailBrand, mailHtml, PORTAL_BRAND } from './mail-html';
import { maskEmail } from './mask-email';

export type MailMessage = {
  /** What the mail is for, kept in the outbox table. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  /** The one link the mail carries, if any: a part of the mail like its text, never logged nor kept in the outbox table. */
  link?: string;
  /** The words of the link's button in the HTML part ('Read and sign the agreement'). */
  action?: string;
  /** The fund the mail is about: its name and colour head the HTML part (deliverMail reads them). */
  fundSlug?: string;
  /** Whose mail it is, as deliverMail found it; the portal's own without a fund. */
  brand?: MailBrand;
};

/** The parts every mail is sent with: the text as written, and the HTML drawn from the same text (mail-html.tsx). */
const mailParts = (message: MailMessage) => ({
  subject: message.subject,
  text: message.text,
  html: mailHtml({ ...message, brand: message.brand ?? PORTAL_BRAND }),
});

export type Mailer = {
  send: (message: MailMessage) => Promise<void>;
  close: () => Promise<void>;
};

export const DEFAULT_MAIL_FROM = 'Investor Portal <no-reply@investor-portal.local>';

export const createSmtpMailer = (smtpUrl: string, from = DEFAULT_MAIL_FROM): Mailer => {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async (message) => {
      await transport.sendMail({ from, to: message.to, ...mailParts(message) });
    },
    close: async () => transport.close(),
  };
};

/** What may be said of a mail written to a file: never its text or link. */
export type SavedMail = { kind: string; to: string; subject: string; file: string };

type FileMailerOptions = {
  directory: string;
  /** Told of each mail once it is written, so a developer knows which file to open. */
  onSaved: (mail: SavedMail) => void;
  from?: string;
};

/** The development outbox's log line: the recipient masked, the subject and the file, nothing of the body. */
export const savedMailLine = ({ to, subject, file }: SavedMail): string =>
  `Mail to ${maskEmail(to)} (${subject}) saved to ${file}: open the file to read it and follow its link`;

export const createFileMailer = ({ directory, onSaved, from = DEFAULT_MAIL_FROM }: FileMailerOptions): Mailer => {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (message) => {
      const { kind, to, subject } = message;
      const info = await transport.sendMail({ from, to, ...mailParts(message) });
      await mkdir(directory, { recursive: true, mode: 0o700 });
      const file = join(directory, `${new Date().toISOString().replace(/[:.]/g, '-')}-${kind}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      onSaved({ kind, to, subject, file });
    },
    close: async () => transport.close(),
  };
};
