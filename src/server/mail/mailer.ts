// Outgoing mail (docs/design.md §2): SMTP when SMTP_URL is set, else .eml files under ./data/outbox with the link in the log.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export type MailMessage = {
  /** What the mail is for, kept in the outbox table. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  /** The one link the mail carries; printed in the log when mail goes to files. */
  link?: string;
};

export type Mailer = {
  send: (message: MailMessage) => Promise<void>;
  close: () => Promise<void>;
};

export const DEFAULT_MAIL_FROM = 'Investor Portal <no-reply@investor-portal.local>';

export const createSmtpMailer = (smtpUrl: string, from = DEFAULT_MAIL_FROM): Mailer => {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async ({ to, subject, text }) => {
      await transport.sendMail({ from, to, subject, text });
    },
    close: async () => transport.close(),
  };
};

type FileMailerOptions = {
  directory: string;
  /** Where the link goes so a developer can follow it without a mail server. */
  onLink: (details: { to: string; subject: string; link: string; file: string }) => void;
  from?: string;
};

export const createFileMailer = ({ directory, onLink, from = DEFAULT_MAIL_FROM }: FileMailerOptions): Mailer => {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async ({ kind, to, subject, text, link }) => {
      const info = await transport.sendMail({ from, to, subject, text });
      await mkdir(directory, { recursive: true });
      const file = join(directory, `${new Date().toISOString().replace(/[:.]/g, '-')}-${kind}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      if (link) onLink({ to, subject, link, file });
    },
    close: async () => transport.close(),
  };
};
